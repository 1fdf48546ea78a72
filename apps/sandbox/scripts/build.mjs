/**
 * Bundles `src/main.ts` into `dist/main.js` so `npm start` works on Node 20, which cannot run
 * TypeScript, and builds the host EPR page it serves. `@dictation/*` resolve to the workspace sources exactly as Vite does
 * (config/workspace.mjs); better-sqlite3 stays external because it loads a native addon.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { readWorkspacePackages } from '../../../config/workspace.mjs';
import { buildHostEpr } from '../../host-epr/build.mjs';

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

// The host EPR page the sandbox serves at /host-epr/, with the widgets under a versioned path
// (apps/host-epr/build.mjs); skipped until `npm run build` has made the widget bundles.
await buildHostEpr();
