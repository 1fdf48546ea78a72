/**
 * Builds the host EPR page as the sandbox serves it at /host-epr/ (issue 33): `public/` with
 * the widgets' script bundles (packages/widgets/dist/bundle, `npm run build`, with their shared
 * chunks in `chunks/`) under `widgets/<hash>/`, the page's own script and stylesheet under
 * `assets/` with their hash in the name, every reference rewritten to match, and brotli and gzip
 * copies of each file. Hashed paths are cached for good by the browser; only the two HTML pages
 * are revalidated on a new visit. The page preloads what its first screen runs, as the bundles'
 * manifest.json names it: the module bundle with its chunks, the chunks its elements render with
 * (React and the kit) and the recorder's content, so they download beside the page's script
 * instead of one after the other (the module, then its chunks, then, once the elements are
 * defined, React, then, once the recorder is shown, its content).
 *
 *   node apps/host-epr/build.mjs   (apps/sandbox/scripts/build.mjs runs it)
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressFolder } from '../../config/precompress.mjs';

const appDir = dirname(fileURLToPath(import.meta.url));
const publicDir = join(appDir, 'public');
export const hostEprDist = join(appDir, 'dist');
const bundleDir = join(appDir, '../../packages/widgets/dist/bundle');
/** The widgets' ES module, which the page's script imports. */
const moduleBundle = 'dictation-widgets.js';
/** The element the page shows first (the Dictation tab): its content is preloaded too. */
const firstContent = 'Recorder';

const contentHash = (/** @type {(string | Buffer)[]} */ contents) => {
  const hash = createHash('sha256');
  for (const content of contents) hash.update(content);
  return hash.digest('hex').slice(0, 12);
};

/** `text` with `from` replaced by `to`, which must be there: a reference the page no longer has fails the build. */
function rewrite(
  /** @type {string} */ text,
  /** @type {string} */ from,
  /** @type {string} */ to,
  /** @type {string} */ file,
) {
  if (!text.includes(from)) throw new Error(`host-epr build: ${file} no longer refers to ${from}`);
  return text.replaceAll(from, to);
}

/**
 * The `<link rel="modulepreload">` of the module bundle, the chunks it imports, those its elements
 * render with and the content of the element the page shows first, from the bundles' manifest
 * (packages/widgets/scripts/widgetBundles.mjs). In that order: the elements are defined, and the
 * page's token refresh sent, as soon as the first of them are in.
 * @param {string} widgetsPath
 */
function preloads(widgetsPath) {
  /** @type {{ modules: Record<string, { imports: string[], renders: string[] }>, content: Record<string, string[]> }} */
  const manifest = JSON.parse(readFileSync(join(bundleDir, 'manifest.json'), 'utf8'));
  const entry = manifest.modules[moduleBundle];
  const content = manifest.content[firstContent];
  if (!entry || !content)
    throw new Error(`host-epr build: the bundles' manifest.json has no ${moduleBundle} or ${firstContent}`);
  const files = new Set([moduleBundle, ...entry.imports, ...entry.renders, ...content]);
  return [...files]
    .map((file) => `    <link rel="modulepreload" href="./${widgetsPath}${file}" />\n`)
    .join('');
}

/**
 * @returns {Promise<{ built: boolean, widgetsPath?: string }>} `built: false` when the widget bundles
 *   are not built yet (the sandbox then serves no host page, as before)
 */
export async function buildHostEpr() {
  if (!existsSync(join(bundleDir, moduleBundle))) return { built: false };
  /** Every script and chunk, by its path in the bundle folder (`chunks/x.js`). */
  const bundles = readdirSync(bundleDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => extname(name) === '.js')
    .sort();
  const bundleContents = bundles.map((name) => readFileSync(join(bundleDir, name)));
  // The names too: a chunk renamed with the same content is another file to a module importing it.
  const widgetsPath = `widgets/${contentHash([...bundles, ...bundleContents])}/`;
  // Everything but these same bundles (compressed by an earlier build: seconds a megabyte) is
  // made anew.
  const widgetsDir = join(hostEprDist, 'widgets');
  for (const entry of existsSync(hostEprDist) ? readdirSync(hostEprDist) : []) {
    if (entry !== 'widgets') rmSync(join(hostEprDist, entry), { recursive: true });
  }
  for (const entry of existsSync(widgetsDir) ? readdirSync(widgetsDir) : []) {
    if (`widgets/${entry}/` !== widgetsPath) rmSync(join(widgetsDir, entry), { recursive: true });
  }
  if (!existsSync(join(hostEprDist, widgetsPath))) {
    for (const [index, name] of bundles.entries()) {
      mkdirSync(dirname(join(hostEprDist, widgetsPath, name)), { recursive: true });
      writeFileSync(join(hostEprDist, widgetsPath, name), bundleContents[index] ?? '');
    }
  }

  mkdirSync(join(hostEprDist, 'assets'));
  /** The page's script and stylesheet, renamed by content: `./host-epr.js` -> `./assets/host-epr-<hash>.js`. */
  const assets = new Map();
  for (const name of ['host-epr.js', 'host-epr.css']) {
    let text = readFileSync(join(publicDir, name), 'utf8');
    if (name.endsWith('.js')) text = rewrite(text, "'./widgets/", `'../${widgetsPath}`, name);
    const hashed = `assets/${basename(name, extname(name))}-${contentHash([text])}${extname(name)}`;
    writeFileSync(join(hostEprDist, hashed), text);
    assets.set(`./${name}`, `./${hashed}`);
  }

  for (const page of readdirSync(publicDir).filter((name) => extname(name) === '.html')) {
    let html = readFileSync(join(publicDir, page), 'utf8');
    for (const [from, to] of assets) if (html.includes(from)) html = html.replaceAll(from, to);
    if (html.includes('./widgets/')) html = html.replaceAll('./widgets/', `./${widgetsPath}`);
    if (html.includes(assets.get('./host-epr.js')))
      html = rewrite(html, '  </head>', `${preloads(widgetsPath)}  </head>`, page);
    writeFileSync(join(hostEprDist, page), html);
  }

  await precompressFolder(hostEprDist);
  return { built: true, widgetsPath };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { built, widgetsPath } = await buildHostEpr();
  console.log(
    built
      ? `host-epr: built to ${hostEprDist} (widgets at /host-epr/${widgetsPath})`
      : 'host-epr: no widget bundles yet (npm run build): not built',
  );
}
