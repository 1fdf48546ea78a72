/**
 * `npm run size`: the gzip weight of every package and of the portal's first screens, checked
 * against the ceilings in config/size-budgets.json (issue 20). It builds nothing: it measures
 * `packages/<name>/dist` (`npm run build`) and `apps/portal/dist` with its Vite manifest
 * (`vite build` in apps/portal). Exits 1 when a figure is over its ceiling or an output is missing.
 *
 * - A package: rolldown (Vite's bundler, the portal's) bundles `export * from '<package>'`
 *   (minified, React left out, every other dependency bundled, code split) and the figure is the
 *   chunks loaded before anything is called: the entry and its static imports, each gzip -9.
 *   Chunks behind `import()` are listed apart.
 * - A portal route: the entry chunk of index.html with its static imports and their CSS, the
 *   stylesheets index.html links (the portal's CSS is one file, which no chunk names), plus the
 *   lazy chunks the budget names for that route and their static imports; each file gzip -9, as
 *   the browser fetches them one by one.
 * - A script bundle (the widgets' `<script>` files, issue 18): a classic script (`.iife.js`) and
 *   the page's first script (`dictation-refresh-ahead.js`) are the built file, gzip -9, React and
 *   the CSS included in the classic scripts. An ES module with `content` (issue 33) is what a page
 *   loads before its element can be used: the module, the chunks it imports, those its elements
 *   import as they connect to render (`renders`: React and the kit's frame), and the content
 *   chunks of the elements the budget names (`content`, as `dist/bundle/manifest.json` names
 *   them), each file gzip -9; the other elements' content chunks are listed apart (on demand).
 *
 *   npm run size             the table
 *   npm run size -- --parts  and, per package, the biggest inputs (bytes before minifying) by module;
 *                            per classic script, its libraries (gzip, scripts/scriptParts.mjs);
 *                            per ES module, the files of its first load
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import { readWorkspacePackages, rootDir } from '../config/workspace.mjs';
import { moduleOwner, scriptParts } from './scriptParts.mjs';

/**
 * `ceiling` fails the check; `target` is issue 20's goal where the ceiling is not there yet, with
 * `why` it is not (the table shows how far off it is).
 * @typedef {{ ceiling: number, target?: number, why?: string }} Budget
 * @typedef {{ packages: Record<string, Budget>,
 *   portal: { routes: Record<string, Budget & { lazy: string[] }> },
 *   scripts: Record<string, Budget & { content?: string[] }> }} Budgets
 * @typedef {{ name: string, bytes: number, budget: Budget, onDemand?: number }} Figure
 */

/** @type {Budgets} */
const budgets = JSON.parse(readFileSync(join(rootDir, 'config/size-budgets.json'), 'utf8'));
/** As the sandbox names it; another folder lets a measurement leave a served build alone. */
const portalDist = process.env.PORTAL_DIST ?? join(rootDir, 'apps/portal/dist');
const showParts = process.argv.includes('--parts');
/** Left to the host: every React app has exactly one copy. */
const reactExternals = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

const gzipSize = (/** @type {Uint8Array | string} */ data) => gzipSync(data, { level: 9 }).length;

/** A missing build or a stale budget stops the check with what to do, not with a stack trace. */
class SizeCheckError extends Error {}

/** The package's entry as an app imports all of it: a module of its own, not a file on disk. */
const entryId = '\0size-entry';

/**
 * @param {import('../config/workspace.mjs').WorkspacePackage} pkg
 * @returns {Promise<{ eager: number, onDemand: number, parts: [string, number][] }>}
 */
async function measurePackage(pkg) {
  if (!existsSync(join(pkg.dir, 'dist/index.js'))) {
    throw new SizeCheckError(`${pkg.manifest.name}: no dist/index.js (run npm run build)`);
  }
  // rolldown, as Vite builds an app: what the app does not use is shaken out first, and only then
  // is the rest cut into chunks. esbuild cut first: every import() it came across in a package's
  // entry re-exports was a chunk of its own, used or not, and code the app never runs went into
  // the chunks loaded first (issue 33: @dictation/auth 56 KB to 86 KB once the kit's selects were
  // loaded after paint, though it shows none).
  const bundle = await rolldown({
    input: entryId,
    cwd: rootDir,
    platform: 'browser',
    external: reactExternals,
    logLevel: 'silent',
    plugins: [
      {
        name: 'size-entry',
        resolveId: (id) => (id === entryId ? id : null),
        load: (id) => (id === entryId ? `export * from '${pkg.manifest.name}';` : null),
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  await bundle.close();
  /** @type {Map<string, import('rolldown').OutputChunk>} */
  const chunks = new Map();
  for (const file of output) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const entry = [...chunks.values()].find((chunk) => chunk.facadeModuleId === entryId);
  if (!entry) throw new Error(`${pkg.manifest.name}: rolldown produced no entry chunk`);
  /** @type {Set<string>} */
  const eager = new Set();
  const visit = (/** @type {string} */ file) => {
    if (eager.has(file) || !chunks.has(file)) return;
    eager.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  visit(entry.fileName);
  let eagerBytes = 0;
  let onDemand = 0;
  for (const [file, chunk] of chunks) {
    const bytes = gzipSize(chunk.code);
    if (eager.has(file)) eagerBytes += bytes;
    else onDemand += bytes;
  }
  /** @type {Map<string, number>} bytes per npm package (or workspace package), before minifying */
  const byModule = new Map();
  for (const file of eager) {
    for (const [id, { renderedLength }] of Object.entries(chunks.get(file)?.modules ?? {})) {
      if (id === entryId) continue;
      const owner = moduleOwner(relative(rootDir, id));
      byModule.set(owner, (byModule.get(owner) ?? 0) + renderedLength);
    }
  }
  const parts = [...byModule].sort((a, b) => b[1] - a[1]);
  return { eager: eagerBytes, onDemand, parts };
}

/**
 * @typedef {{ file: string, src?: string, name?: string, imports?: string[], css?: string[], isEntry?: boolean }} ManifestChunk
 * @returns {Record<string, ManifestChunk>}
 */
function readPortalManifest() {
  const file = join(portalDist, '.vite/manifest.json');
  if (!existsSync(file)) {
    throw new SizeCheckError('portal: no dist/.vite/manifest.json (run vite build in apps/portal)');
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The stylesheets the portal's page links, as paths in its dist folder. */
function pageStylesheets() {
  const page = readFileSync(join(portalDist, 'index.html'), 'utf8');
  return [...page.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((link) => link[1] ?? '');
}

/**
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string[]} lazy the lazy chunks the route renders: manifest keys (their sources), or the
 *   name of a chunk the build groups by hand, which has no source of its own (the signed-in shell,
 *   apps/portal/vite/shellChunk.ts)
 * @returns {number} gzip bytes of every JS and CSS file the route loads
 */
function measureRoute(manifest, lazy) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('portal: the Vite manifest has no entry');
  /** @type {Set<string>} */
  const files = new Set(pageStylesheets());
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) {
      // A budget naming a module that is no longer a chunk of its own would measure too little.
      throw new SizeCheckError(
        `portal: ${key} is not a chunk in the Vite manifest; update size-budgets.json`,
      );
    }
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const keyOf = (/** @type {string} */ item) =>
    item in manifest
      ? item
      : (Object.keys(manifest).find((key) => !manifest[key].src && manifest[key].name === item) ?? item);
  [entry, ...lazy.map(keyOf)].forEach(visit);
  let bytes = 0;
  for (const file of files) bytes += gzipSize(readFileSync(join(portalDist, file)));
  return bytes;
}

/**
 * @param {string} path an ES module of `packages/widgets/dist/bundle`
 * @param {string[]} content the elements whose content the page shows first
 * @returns {{ firstLoad: string[], bytes: number, onDemand: number, sizes: Map<string, number> }}
 *   the files loaded first (relative to the module's folder) and their gzip bytes, and those of
 *   the content of the module's other elements
 */
function measureModule(path, content) {
  const dir = dirname(path);
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) throw new SizeCheckError(`${manifestFile}: missing (run npm run build)`);
  /** @type {{ modules: Record<string, { imports: string[], renders: string[], content: string[] }>, content: Record<string, string[]> }} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const name = basename(path);
  const module = manifest.modules[name];
  const unknown = content.filter((element) => !module?.content.includes(element));
  if (!module || unknown.length > 0) {
    throw new SizeCheckError(
      `${name}: not in the bundles' manifest.json, or its elements are not ${content.join(', ')}; update size-budgets.json`,
    );
  }
  const firstLoad = [
    ...new Set([
      name,
      ...module.imports,
      ...module.renders,
      ...content.flatMap((element) => manifest.content[element] ?? []),
    ]),
  ];
  const later = new Set(
    module.content
      .flatMap((element) => manifest.content[element] ?? [])
      .filter((file) => !firstLoad.includes(file)),
  );
  /** @type {Map<string, number>} */
  const sizes = new Map(
    [...firstLoad, ...later].map((file) => [file, gzipSize(readFileSync(join(dir, file)))]),
  );
  const total = (/** @type {Iterable<string>} */ files) =>
    [...files].reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);
  return { firstLoad, bytes: total(firstLoad), onDemand: total(later), sizes };
}

const kilobytes = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** @returns {Promise<Figure[]>} */
async function measureAll() {
  const packages = readWorkspacePackages();
  for (const name of Object.keys(budgets.packages)) {
    if (!packages.some((pkg) => pkg.manifest.name === name)) {
      throw new SizeCheckError(`size-budgets.json names ${name}, which is not a workspace package`);
    }
  }
  /** @type {Figure[]} */
  const figures = [];
  for (const pkg of packages) {
    const budget = budgets.packages[pkg.manifest.name];
    // A new package without a ceiling would escape the check.
    if (!budget) throw new SizeCheckError(`${pkg.manifest.name} has no ceiling in config/size-budgets.json`);
    const { eager, onDemand, parts } = await measurePackage(pkg);
    figures.push({ name: pkg.manifest.name, bytes: eager, budget, onDemand });
    if (showParts) {
      console.log(`${pkg.manifest.name} (as bundled, before minifying):`);
      for (const [owner, bytes] of parts.slice(0, 8))
        console.log(`  ${owner.padEnd(40)} ${kilobytes(bytes)}`);
    }
  }
  for (const [file, budget] of Object.entries(budgets.scripts)) {
    const path = join(rootDir, file);
    if (!existsSync(path)) throw new SizeCheckError(`${file}: missing (run npm run build)`);
    const name = file.split('/').at(-1) ?? file;
    // An ES module with its chunks, as the bundles' manifest names them; a classic script or the
    // page's first script is one file.
    if (budget.content) {
      const { content } = budget;
      const { firstLoad, bytes, onDemand, sizes } = measureModule(path, content);
      figures.push({
        name: `${name} first load${content.length ? ` with ${content.join(', ')}` : ''}`,
        bytes,
        budget,
        onDemand,
      });
      if (showParts) {
        console.log(`${name}, first load (gzip -9, each file):`);
        for (const loaded of firstLoad)
          console.log(`  ${loaded.padEnd(72)} ${kilobytes(sizes.get(loaded) ?? 0).padStart(9)}`);
      }
      continue;
    }
    figures.push({ name, bytes: gzipSize(readFileSync(path)), budget });
    if (showParts && file.endsWith('.iife.js')) {
      const { parts, together } = await scriptParts(path, rootDir);
      console.log(`${name} (gzip -9, each part alone):`);
      for (const [owner, bytes] of [...parts.slice(0, 8), ...together])
        console.log(`  ${owner.padEnd(72)} ${kilobytes(bytes).padStart(9)}`);
    }
  }
  const manifest = readPortalManifest();
  for (const [route, budget] of Object.entries(budgets.portal.routes)) {
    figures.push({
      name: `portal ${route}`,
      bytes: measureRoute(manifest, budget.lazy),
      budget,
    });
  }
  return figures;
}

function printTable(/** @type {Figure[]} */ figures) {
  const rows = [
    ['what', 'gzip bytes', 'ceiling', '', 'on demand', 'issue 20 target'],
    ...figures.map(({ name, bytes, budget, onDemand }) => [
      name,
      String(bytes),
      String(budget.ceiling),
      bytes > budget.ceiling ? `OVER by ${bytes - budget.ceiling}` : 'ok',
      onDemand ? String(onDemand) : '',
      budget.target === undefined
        ? ''
        : `${budget.target}${bytes > budget.target ? ` (${bytes - budget.target} to go)` : ' met'}`,
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) =>
          column === 1 || column === 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    );
  }
}

try {
  const figures = await measureAll();
  printTable(figures);
  const over = figures.filter((figure) => figure.bytes > figure.budget.ceiling);
  if (over.length > 0) {
    console.error(
      `\nOver budget: ${over.map((figure) => figure.name).join(', ')} (config/size-budgets.json)`,
    );
    process.exit(1);
  }
} catch (error) {
  if (!(error instanceof SizeCheckError)) throw error;
  console.error(error.message);
  process.exit(1);
}
