/**
 * End-to-end suite: the built portal on a freshly started sandbox (test controls on, temp data
 * folder, port 8181), driven in the system Chromium. One worker: the tests share the sandbox and
 * reset it before each test (see fixtures.ts).
 *
 *   npx playwright test -c tests/e2e/playwright.config.ts
 */
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../config/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Traces of failures; inside node_modules/.cache so they are never committed. One folder per
  // port, so two runs on one machine (E2E_PORT) do not delete each other's results.
  outputDir: `../../node_modules/.cache/e2e-results-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    cwd: '../..',
    url: `${baseURL}/login`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
