/**
 * The workspace's packages, read from their package.json files, so that Vite, Vitest, Storybook
 * and rollup agree on what `@dictation/x` and `@dictation/x/sub` mean without a hand-kept list.
 *
 * Convention: an export `./sub` -> `./dist/sub.js` has its source at `src/sub.ts(x)`, and
 * `./dist/sub/index.js` at `src/sub/index.ts(x)`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const rootDir = resolve(import.meta.dirname, '..');
export const packagesDir = join(rootDir, 'packages');

/**
 * @param {string} dir package folder
 * @param {string} distFile a `./dist/...js` path from the exports map
 * @returns {string} the absolute source path
 */
export function sourceForDistFile(dir, distFile) {
  const base = distFile.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '');
  for (const extension of ['.ts', '.tsx']) {
    const candidate = join(dir, base + extension);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`No source for ${distFile} in ${dir} (looked for ${base}.ts and .tsx)`);
}

/**
 * @typedef {{ types?: string, import?: string, default?: string }} ExportTarget
 * @typedef {{ name: string, exports: Record<string, string | ExportTarget>,
 *   dependencies?: Record<string, string>, peerDependencies?: Record<string, string> }} Manifest
 * @typedef {{ folder: string, dir: string, manifest: Manifest, entries: Record<string, string> }} WorkspacePackage
 */

/** @returns {WorkspacePackage[]} every package under packages/ with its JavaScript entries */
export function readWorkspacePackages() {
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, 'package.json')))
    .map((entry) => {
      const dir = join(packagesDir, entry.name);
      /** @type {Manifest} */
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      /** @type {Record<string, string>} */
      const entries = {};
      for (const [key, target] of Object.entries(manifest.exports ?? {})) {
        const file = typeof target === 'string' ? target : target.import;
        if (!file?.endsWith('.js')) continue;
        entries[key] = sourceForDistFile(dir, file);
      }
      return { folder: entry.name, dir, manifest, entries };
    });
}

/** @returns {{ find: RegExp, replacement: string }[]} Vite aliases from `@dictation/x[/sub]` to source */
export function workspaceAliases() {
  return readWorkspacePackages()
    .flatMap((pkg) =>
      Object.entries(pkg.entries).map(([key, source]) => ({
        specifier: key === '.' ? pkg.manifest.name : `${pkg.manifest.name}/${key.slice(2)}`,
        source,
      })),
    )
    .sort((a, b) => b.specifier.length - a.specifier.length)
    .map(({ specifier, source }) => ({
      find: new RegExp(`^${specifier.replace(/[/.-]/g, '\\$&')}$`),
      replacement: source,
    }));
}
