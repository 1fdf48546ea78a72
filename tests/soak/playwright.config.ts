/**
 * `npm run soak`: long fault runs that are not part of `npm test` (issue 15). Same server as the
 * end-to-end suite (tests/e2e/serve.mjs: built portal on a fresh sandbox with test controls) on
 * its own port, the system Chromium with a fake microphone.
 */
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../config/chromium.mjs';

const port = Number(process.env.SOAK_PORT ?? 8191);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.soak.ts',
  outputDir: '../../node_modules/.cache/soak-results',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30 * 60_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/login`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
