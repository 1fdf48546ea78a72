/**
 * `npm start`: the main job on one machine. Builds the portal, then runs the sandbox API (which
 * serves the portal on the same origin and prints the demo users) and the desktop helper
 * simulator. Ctrl+C stops everything.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../config/workspace.mjs';
import { run } from './run-steps.mjs';

const port = process.env.PORT ?? '8080';
// The helper simulator pairs per install (docs/wire-contract.md, Desktop helper): its secret is
// kept in this ignored file across starts, so a browser pairs once; nothing of it is built into
// the portal, whose scripts anyone can read. Deleting the file unpairs every browser.
const helperSecretFile = join(rootDir, 'apps/helper-sim/.install/pairing-secret');
const portalDist = join(rootDir, 'apps/portal/dist');

/** @param {string} workspace */
const hasWorkspace = (workspace) => existsSync(join(rootDir, 'apps', workspace, 'package.json'));

// The host EPR page (apps/host-epr) loads the widgets' script bundles, which the library build
// writes after the packages they bundle. First: the portal's build reads
// the brands' tokens from the built @dictation/ui (its manifests, apps/portal/pwa).
if (!existsSync(join(rootDir, 'packages/widgets/dist/bundle/dictation-widgets.js'))) {
  console.log('Building the packages and the widget bundles...');
  const code = await run('npm', ['run', 'build', '--silent'], process.env);
  if (code !== 0) process.exit(code);
}

if (hasWorkspace('portal')) {
  console.log('Building the portal...');
  const code = await run('npm', ['run', 'build', '--silent', '-w', '@dictation/portal'], process.env);
  if (code !== 0) process.exit(code);
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
function startService(/** @type {string} */ workspace, /** @type {NodeJS.ProcessEnv} */ env) {
  const child = spawn('npm', ['start', '--silent', '-w', `@dictation/${workspace}`], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    console.log(`${workspace} stopped (exit ${code ?? 'signal'}); stopping the rest.`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stopAll(/** @type {number} */ code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

startService('sandbox', { PORT: port, PORTAL_DIST: portalDist });
if (hasWorkspace('helper-sim'))
  startService('helper-sim', {
    HELPER_PAIRING_SECRET_FILE: helperSecretFile,
    HELPER_ALLOWED_ORIGINS: `http://localhost:${port},http://127.0.0.1:${port}`,
  });
console.log(`\nPortal and API: http://localhost:${port}  (Ctrl+C stops everything)`);
console.log(`Host EPR page with the widgets: http://localhost:${port}/host-epr/`);
if (hasWorkspace('helper-sim'))
  console.log(
    'Desktop helper: pair this browser once in Settings > Foot pedal. The code it asks for is printed here\n' +
      "(a 'helper-sim:' line) and shown on the helper's control page (see 'control page' in helper-sim's first line).\n",
  );
