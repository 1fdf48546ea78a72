/**
 * The house rules of CONTRIBUTING.md ("Layout and imports", issue 21), checked by machine over
 * every workspace's source and every package's built `dist`:
 *
 * - `undeclared-dependency`: a bare import of a package the importing workspace's package.json
 *   does not declare. Shipped package code (and `dist`) needs `dependencies` or
 *   `peerDependencies`; tests, stories, benches, `scripts/` and `*.config.*` files may also use
 *   the package's `devDependencies` and the root's shared toolchain (its `devDependencies`); an
 *   app's code may use its `devDependencies`. `node:` builtins are always fine.
 * - `deep-import`: an import into another workspace that is not one of its `exports` (such as
 *   `@dictation/core/src/api/client`), or a relative path crossing into another workspace.
 * - `app-import`: an import of an app (`apps/*`, by name or by path) from a package.
 * - `outside-package`: a relative import in a package's shipped code (or `dist`) that leaves the
 *   package folder (for instance into the root's `config/`).
 * - `cycle`: workspaces importing each other round a loop: in source, in the built `dist`, or in
 *   the package.json dependency graph.
 *
 * Imports are read with TypeScript's `preProcessFile` (import/export-from, `import type`, dynamic
 * `import()`, `import('x').T` in declarations, `require`), not by running anything.
 * Prints one line per violation, `file: rule: import`, and exits 1 if there is any.
 *
 * Usage: `node scripts/house-rules.mjs [root]` (root defaults to the repository; the tests point
 * it at fixtures in scripts/house-rules/fixtures).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const codeFile = /\.(?:[cm]?[jt]sx?)$/;
const skippedFolders = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '__screenshots__']);
/**
 * In an app, the files that are not part of what it runs: tests, stories and their helpers,
 * benches, fixtures, test support, scripts and tool configs. (In a package, what ships is known
 * exactly: the files its `exports` entries reach.)
 */
const appToolingFile =
  /(?:^|\/)(?:scripts|tests?|__tests__|__mocks__|fixtures|stories|testing)\/|\.(?:test|spec|stories|bench|fixture)\.[cm]?[jt]sx?$|[sS]tor(?:y|ies)[A-Z][^/]*$|(?:^|\/)[^/]*\.config\.[cm]?[jt]s$/;
const resolvableExtensions = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

/**
 * @typedef {{ name: string, exports?: unknown, dependencies?: Record<string, string>,
 *   peerDependencies?: Record<string, string>, devDependencies?: Record<string, string>,
 *   workspaces?: string[] | { packages: string[] } }} Manifest
 * @typedef {{ name: string, dir: string, folder: string, isApp: boolean, manifest: Manifest }} Workspace
 * @typedef {{ file: string, rule: string, specifier: string, detail?: string }} Violation
 * @typedef {{ file: string, specifier: string }} EdgeExample
 */

/** @param {string} file @returns {Manifest} */
const readManifest = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** @param {string} path */
const toPosix = (path) => path.split(sep).join('/');

/** @param {string} rootDir @returns {Workspace[]} the workspaces of the root package.json (`dir/*` or `dir`) */
export function readWorkspaces(rootDir) {
  const root = readManifest(join(rootDir, 'package.json'));
  const patterns = Array.isArray(root.workspaces) ? root.workspaces : (root.workspaces?.packages ?? []);
  /** @type {Workspace[]} */
  const workspaces = [];
  for (const pattern of patterns) {
    const folders = pattern.endsWith('/*')
      ? (existsSync(join(rootDir, pattern.slice(0, -2)))
          ? readdirSync(join(rootDir, pattern.slice(0, -2)), { withFileTypes: true })
          : []
        )
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern];
    for (const folder of folders) {
      const manifestFile = join(rootDir, folder, 'package.json');
      if (!existsSync(manifestFile)) continue;
      const manifest = readManifest(manifestFile);
      workspaces.push({
        name: manifest.name,
        dir: join(rootDir, folder),
        folder,
        isApp: folder.startsWith('apps/'),
        manifest,
      });
    }
  }
  return workspaces;
}

/** @param {string} dir @param {RegExp} pattern @returns {string[]} files under dir, skipping build output and dependencies */
function listFiles(dir, pattern, skip = skippedFolders) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!skip.has(entry.name) && !entry.name.startsWith('.')) walk(join(folder, entry.name));
      } else if (pattern.test(entry.name)) files.push(join(folder, entry.name));
    }
  };
  walk(dir);
  return files.sort();
}

/** @type {Map<string, string[]>} */
const importsCache = new Map();

/** @param {string} file @returns {string[]} the module specifiers the file imports */
export function importsOf(file) {
  let imports = importsCache.get(file);
  if (!imports) {
    imports = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
    importsCache.set(file, imports);
  }
  return imports;
}

/** @param {string} path @returns {string | undefined} the source file a relative import of path loads */
function resolveSource(path) {
  const candidates = [
    path,
    ...resolvableExtensions.map((extension) => path + extension),
    ...resolvableExtensions.map((extension) => join(path, `index${extension}`)),
    ...(/\.[cm]?js$/.test(path)
      ? ['.ts', '.tsx'].map((extension) => path.replace(/\.[cm]?js$/, extension))
      : []),
  ];
  return candidates.find((candidate) => codeFile.test(candidate) && existsSync(candidate));
}

/**
 * @param {Workspace} workspace a package
 * @returns {Set<string>} the source files its `exports` entries reach through relative imports:
 *   what its dist is built from (`./dist/x.js` has its source at `src/x.ts(x)`, as rollup builds it)
 */
export function shippedFiles(workspace) {
  const exportsField = workspace.manifest.exports;
  /** @type {unknown[]} */
  const targets =
    exportsField && typeof exportsField === 'object' && !Array.isArray(exportsField)
      ? Object.values(exportsField)
      : [exportsField];
  /** @type {string[]} */
  const entries = [];
  for (const target of targets) {
    /** @type {{ import?: unknown, default?: unknown }} */
    const conditions = target && typeof target === 'object' ? target : { import: target };
    const file = conditions.import ?? conditions.default;
    if (typeof file !== 'string' || !/^\.\/dist\/.*\.js$/.test(file)) continue;
    const source = resolveSource(
      join(workspace.dir, file.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '')),
    );
    if (source) entries.push(source);
  }
  const reached = new Set(entries);
  for (const file of reached) {
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const next = resolveSource(resolve(dirname(file), specifier.split('?')[0] ?? specifier));
      if (next?.startsWith(workspace.dir + sep)) reached.add(next);
    }
  }
  return reached;
}

/** @param {string} specifier @returns {{ name: string, subpath: string }} `@a/b/c/d` -> `@a/b`, `./c/d` */
function splitSpecifier(specifier) {
  const parts = specifier.split('/');
  const size = specifier.startsWith('@') ? 2 : 1;
  const rest = parts.slice(size).join('/');
  return { name: parts.slice(0, size).join('/'), subpath: rest ? `./${rest}` : '.' };
}

/** @param {unknown} exportsField @param {string} subpath @returns {boolean} whether the exports map offers subpath */
function isExported(exportsField, subpath) {
  if (exportsField === undefined || exportsField === null) return subpath === '.';
  if (typeof exportsField === 'string' || Array.isArray(exportsField)) return subpath === '.';
  const keys = Object.keys(/** @type {object} */ (exportsField));
  // A conditions object (`{ import, types }`) stands for `.` alone.
  if (!keys.some((key) => key.startsWith('.'))) return subpath === '.';
  return keys.some((key) => {
    if (key === subpath) return true;
    const star = key.indexOf('*');
    return star >= 0 && subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1));
  });
}

/** @param {string} specifier */
const isBuiltin = (specifier) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '');

/** @param {string} specifier URLs, root-absolute paths and bundler virtual modules are not packages */
const isNotAPackage = (specifier) =>
  /^(?:[a-z][a-z0-9+.-]*:|\/|\\0)/i.test(specifier) && !specifier.startsWith('node:');

/**
 * @param {Map<string, Map<string, EdgeExample>>} graph workspace name -> imported workspace -> first import seen
 * @returns {string[][]} one cycle (list of names, first repeated last) per strongly connected group
 */
export function findCycles(graph) {
  /** @type {string[][]} */
  const cycles = [];
  const names = [...graph.keys()].sort();
  // Tarjan's strongly connected components; each component of two or more is reported once
  // with one loop through it (found by a walk inside the component).
  let index = 0;
  /** @type {Map<string, number>} */ const indexes = new Map();
  /** @type {Map<string, number>} */ const lowLinks = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  const connect = (/** @type {string} */ name) => {
    indexes.set(name, index);
    lowLinks.set(name, index);
    index++;
    stack.push(name);
    onStack.add(name);
    for (const next of [...(graph.get(name)?.keys() ?? [])].sort()) {
      if (!indexes.has(next)) {
        connect(next);
        lowLinks.set(name, Math.min(lowLinks.get(name) ?? 0, lowLinks.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowLinks.set(name, Math.min(lowLinks.get(name) ?? 0, indexes.get(next) ?? 0));
      }
    }
    if (lowLinks.get(name) !== indexes.get(name)) return;
    /** @type {string[]} */
    const component = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      component.push(member);
    } while (member !== name);
    const self = graph.get(name)?.has(name);
    if (component.length < 2 && !self) return;
    const inside = new Set(component);
    const start = [...component].sort()[0] ?? name;
    // Shortest loop from start back to start inside the component (breadth first).
    /** @type {Map<string, string>} */
    const cameFrom = new Map();
    const queue = [start];
    let closing = '';
    while (queue.length > 0 && !closing) {
      const current = /** @type {string} */ (queue.shift());
      for (const next of [...(graph.get(current)?.keys() ?? [])].sort()) {
        if (!inside.has(next)) continue;
        if (next === start) {
          closing = current;
          break;
        }
        if (!cameFrom.has(next)) {
          cameFrom.set(next, current);
          queue.push(next);
        }
      }
    }
    const loop = [start];
    for (let at = closing; at !== start; at = cameFrom.get(at) ?? start) loop.splice(1, 0, at);
    loop.push(start);
    cycles.push(loop);
  };
  for (const name of names) if (!indexes.has(name)) connect(name);
  return cycles;
}

/**
 * @param {string} rootDir
 * @param {{ dist?: boolean }} [options] dist: also check the packages' built output (default true)
 * @returns {{ violations: Violation[], files: number, imports: number, builtPackages: string[], unbuiltPackages: string[] }}
 */
export function checkHouseRules(rootDir, { dist = true } = {}) {
  importsCache.clear();
  const workspaces = readWorkspaces(rootDir);
  const root = readManifest(join(rootDir, 'package.json'));
  const byName = new Map(workspaces.map((workspace) => [workspace.name, workspace]));
  /** @type {Violation[]} */
  const violations = [];
  /** @param {string} file @param {string} rule @param {string} specifier @param {string} [detail] */
  const report = (file, rule, specifier, detail) =>
    violations.push({
      file: toPosix(relative(rootDir, file)),
      rule,
      specifier,
      ...(detail ? { detail } : {}),
    });

  /** @param {string} path @returns {Workspace | undefined} the workspace whose folder holds path */
  const workspaceAt = (path) =>
    workspaces
      .filter((workspace) => path === workspace.dir || path.startsWith(workspace.dir + sep))
      .sort((a, b) => b.dir.length - a.dir.length)[0];

  /** @param {Map<string, Map<string, EdgeExample>>} graph @param {string} from @param {string} to @param {EdgeExample} example */
  const addEdge = (graph, from, to, example) => {
    if (!graph.has(from)) graph.set(from, new Map());
    const edges = /** @type {Map<string, EdgeExample>} */ (graph.get(from));
    if (!edges.has(to)) edges.set(to, example);
  };

  /**
   * @param {Workspace} workspace
   * @param {string} file
   * @param {string} specifier
   * @param {{ built: boolean, tooling: boolean, graph: Map<string, Map<string, EdgeExample>>, boundary: string }} context
   *   tooling: a file that is not part of what the workspace ships or runs
   */
  const checkImport = (workspace, file, specifier, { built, tooling, graph, boundary }) => {
    const bare = specifier.split('?')[0] ?? specifier;
    if (isBuiltin(bare) || isNotAPackage(bare)) return;
    if (bare.startsWith('.')) {
      const target = resolve(dirname(file), bare);
      const owner = workspaceAt(target);
      if (owner && owner !== workspace) {
        if (owner.isApp && !workspace.isApp)
          report(file, 'app-import', specifier, `path into ${owner.folder}`);
        else
          report(file, 'deep-import', specifier, `path into ${owner.folder}; import ${owner.name} by name`);
        addEdge(graph, workspace.name, owner.name, { file, specifier });
      } else if (!owner && !workspace.isApp && !tooling && !(target + sep).startsWith(boundary + sep)) {
        report(file, 'outside-package', specifier, `leaves ${toPosix(relative(rootDir, boundary))}`);
      }
      return;
    }
    const { name, subpath } = splitSpecifier(bare);
    const target = byName.get(name);
    if (target && target !== workspace) {
      if (target.isApp && !workspace.isApp) report(file, 'app-import', specifier);
      addEdge(graph, workspace.name, target.name, { file, specifier });
    }
    if (target && !isExported(target.manifest.exports, subpath)) {
      const into = subpath.startsWith('./src/') || subpath.includes('/src/') ? 'src' : 'a path';
      report(file, 'deep-import', specifier, `into ${into} that ${name} does not export`);
    }
    if (target === workspace) return;
    const { dependencies = {}, peerDependencies = {}, devDependencies = {} } = workspace.manifest;
    if (name in dependencies || name in peerDependencies) return;
    if (!built && (workspace.isApp || tooling) && name in devDependencies) return;
    if (!built && tooling && name in (root.devDependencies ?? {})) return;
    const where = built
      ? 'not in dependencies or peerDependencies'
      : name in devDependencies
        ? `only in the devDependencies of ${workspace.folder}/package.json, in code that ships`
        : name in (root.devDependencies ?? {})
          ? `not declared in ${workspace.folder}/package.json; the root's devDependencies serve only tests and tooling`
          : `not declared in ${workspace.folder}/package.json`;
    report(file, 'undeclared-dependency', specifier, where);
  };

  /** @type {Map<string, Map<string, EdgeExample>>} */
  const sourceGraph = new Map();
  /** @type {Map<string, Map<string, EdgeExample>>} */
  const builtGraph = new Map();
  /** @type {Map<string, Map<string, EdgeExample>>} */
  const manifestGraph = new Map();
  let files = 0;
  let imports = 0;
  /** @type {string[]} */
  const builtPackages = [];
  /** @type {string[]} */
  const unbuiltPackages = [];

  for (const workspace of workspaces) {
    const manifestFile = join(workspace.dir, 'package.json');
    for (const field of /** @type {const} */ (['dependencies', 'peerDependencies', 'devDependencies'])) {
      for (const name of Object.keys(workspace.manifest[field] ?? {})) {
        if (byName.has(name) && name !== workspace.name)
          addEdge(manifestGraph, workspace.name, name, {
            file: manifestFile,
            specifier: `${field}: ${name}`,
          });
      }
    }
    const nested = new Set([
      ...skippedFolders,
      // A workspace folder inside another one is checked as its own workspace.
      ...workspaces
        .filter((other) => other !== workspace && other.dir.startsWith(workspace.dir + sep))
        .map((other) => relative(workspace.dir, other.dir).split(sep)[0] ?? ''),
    ]);
    const shipped = workspace.isApp ? undefined : shippedFiles(workspace);
    for (const file of listFiles(workspace.dir, codeFile, nested)) {
      files++;
      const tooling = shipped
        ? !shipped.has(file)
        : appToolingFile.test(toPosix(relative(workspace.dir, file)));
      for (const specifier of importsOf(file)) {
        imports++;
        checkImport(workspace, file, specifier, {
          built: false,
          tooling,
          graph: sourceGraph,
          boundary: workspace.dir,
        });
      }
    }
    if (workspace.isApp || !dist) continue;
    const distDir = join(workspace.dir, 'dist');
    if (!existsSync(distDir)) {
      unbuiltPackages.push(workspace.name);
      continue;
    }
    builtPackages.push(workspace.name);
    for (const file of listFiles(distDir, /\.(?:[cm]?js|d\.[cm]?ts)$/)) {
      files++;
      for (const specifier of importsOf(file)) {
        imports++;
        checkImport(workspace, file, specifier, {
          built: true,
          tooling: false,
          graph: builtGraph,
          boundary: distDir,
        });
      }
    }
  }

  for (const [graph, where] of /** @type {const} */ ([
    [sourceGraph, 'source'],
    [builtGraph, 'dist'],
    [manifestGraph, 'package.json'],
  ])) {
    for (const loop of findCycles(graph)) {
      const last = loop.at(-2) ?? '';
      const first = loop.at(-1) ?? '';
      const example = graph.get(last)?.get(first);
      report(
        example?.file ?? rootDir,
        'cycle',
        example?.specifier ?? first,
        `${where}: ${loop.join(' -> ')}`,
      );
    }
  }
  return { violations, files, imports, builtPackages, unbuiltPackages };
}

/** @param {Violation} violation @returns {string} `file: rule: import (detail)` */
export const formatViolation = ({ file, rule, specifier, detail }) =>
  `${file}: ${rule}: ${specifier}${detail ? ` (${detail})` : ''}`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rootDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
  const startedAt = Date.now();
  const { violations, files, imports, builtPackages, unbuiltPackages } = checkHouseRules(rootDir);
  for (const violation of violations) console.log(formatViolation(violation));
  const unbuilt =
    unbuiltPackages.length > 0 ? `; not built, dist not checked: ${unbuiltPackages.join(', ')}` : '';
  console.log(
    `house rules: ${violations.length} violation(s) in ${files} files (${imports} imports, dist of ${builtPackages.length} packages${unbuilt}) in ${Date.now() - startedAt} ms`,
  );
  process.exit(violations.length > 0 ? 1 : 0);
}
