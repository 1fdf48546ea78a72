/**
 * Bundles `src/main.ts` into `dist/main.js` so `npm start` works on Node 20, which cannot run
 * TypeScript. `@dictation/*` resolve to the workspace sources exactly as Vite does
 * (config/workspace.mjs); better-sqlite3 stays external because it loads a native addon.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { readWorkspacePackages } from '../../../config/workspace.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @type {import('esbuild').Plugin} */
const workspacePlugin = {
  name: 'dictation-workspace',
  setup(pluginBuild) {
    const sources = new Map();
    for (const pkg of readWorkspacePackages()) {
      for (const [key, source] of Object.entries(pkg.entries)) {
        sources.set(key === '.' ? pkg.manifest.name : `${pkg.manifest.name}/${key.slice(2)}`, source);
      }
    }
    pluginBuild.onResolve({ filter: /^@dictation\// }, (args) => {
      const path = sources.get(args.path);
      return path ? { path } : undefined;
    });
  },
};

await build({
  entryPoints: [join(appDir, 'src/main.ts')],
  outfile: join(appDir, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [workspacePlugin],
  logLevel: 'warning',
});
