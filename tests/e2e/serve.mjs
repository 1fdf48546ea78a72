/**
 * The web server of the end-to-end suite: builds the sandbox and the portal (skip with
 * E2E_SKIP_BUILD=1 when both are built), then runs the sandbox with test controls on a fresh temp
 * data folder, serving the built portal on the same origin as /api. Playwright starts and stops it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const rootDir = resolve(import.meta.dirname, '../..');
const port = process.env.E2E_PORT ?? '8181';

function run(command, args, cwd = rootDir) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  run(process.execPath, ['apps/sandbox/scripts/build.mjs']);
  run(
    process.execPath,
    [join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    join(rootDir, 'apps/portal'),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'dictation-e2e-'));
const sandbox = spawn(process.execPath, ['apps/sandbox/dist/main.js'], {
  cwd: rootDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    SANDBOX_DATA_DIR: dataDir,
    SANDBOX_TEST_CONTROLS: '1',
    PORTAL_DIST: join(rootDir, 'apps/portal/dist'),
  },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
sandbox.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => sandbox.kill(signal));
