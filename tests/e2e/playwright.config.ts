/**
 * End-to-end suite: the built portal on freshly started sandboxes (test controls on, temp data
 * folder), driven in the system Chromium. Three workers by default (E2E_WORKERS), each with a
 * sandbox of its own on a port of its own: worker N (its parallel index) uses port E2E_PORT + N
 * (8181 to 8183). The tests of one worker share its sandbox and reset it before each test (see
 * fixtures.ts); files are shared out between the workers, the tests of a file run in order.
 *
 *   npx playwright test -c tests/e2e/playwright.config.ts
 *   E2E_WORKERS=1 npx playwright test -c tests/e2e/playwright.config.ts portal.spec.ts
 */
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, endToEndChromiumPath } from '../../config/chromium.mjs';

const basePort = Number(process.env.E2E_PORT ?? 8181);
// Three on CI's two cores: with two, a quarter of the CPU sat idle while tests waited on real time
// (inactivity, back-offs, recordings): 534 s against 462 s for the suite alone, the same hour,
// the CPU 78 % against 95 % busy (stop 77).
const workers = Number(process.env.E2E_WORKERS ?? 3);
const urlOf = (port: number) => `http://127.0.0.1:${port}`;

/**
 * The portal of the worker this file is loaded in (Playwright sets TEST_PARALLEL_INDEX in each
 * worker and loads this config there too); the first one in the runner itself.
 */
export const baseURL = urlOf(basePort + Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Traces of failures; inside node_modules/.cache so they are never committed. One folder per
  // port, so two runs on one machine (E2E_PORT) do not delete each other's results.
  outputDir: `../../node_modules/.cache/e2e-results-${basePort}`,
  fullyParallel: false,
  workers,
  // Once more before the run fails (E2E_RETRIES to change it): on CI's two shared cores a
  // real-time test has failed once in a few runs without a defect behind it. A regression fails
  // both tries; a test that passes only on its second is named at the end of `npm test`.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A click or fill that cannot happen in 30 s will not: without it, an action waited for the
    // whole test's time (a dialog that never came held a 180 s test to its end before its retry).
    actionTimeout: 30_000,
    // Off unless asked for (E2E_TRACE=retain-on-failure): recording a trace of every test was
    // about 40 % of the suite's CPU on CI's two cores (letters.spec: 100 CPU-seconds with traces,
    // 58 without). A failure still writes its page snapshot (error-context.md) and the error.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | 'on' | undefined) ?? 'off',
    launchOptions: { executablePath: endToEndChromiumPath, args: chromiumArgs },
    // The portal's service worker downloads the whole portal for offline use: every test would
    // pay for it. offline.spec.ts allows it, where it is what is tested.
    serviceWorkers: 'block',
  },
  // The headless shell runs the suite (config/chromium.mjs); a test of what only the full browser's
  // own window does (the tab's icon) is tagged @tab and runs in the full browser.
  projects: [
    { name: 'chromium', grepInvert: /@tab/, use: { browserName: 'chromium' } },
    {
      name: 'chromium-tab',
      grep: /@tab/,
      use: { browserName: 'chromium', launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
  ],
  // One sandbox per worker. Playwright starts them one after the other: the first builds the
  // sandbox and the portal (unless E2E_SKIP_BUILD=1), the others serve what it built.
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node tests/e2e/serve.mjs',
    cwd: '../..',
    url: `${urlOf(basePort + index)}/login`,
    env: {
      E2E_PORT: String(basePort + index),
      ...(index > 0 ? { E2E_SKIP_BUILD: '1' } : {}),
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
