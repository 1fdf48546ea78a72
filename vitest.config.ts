/**
 * Test projects (see CONTRIBUTING.md):
 * - unit:     `*.test.ts(x)` next to the code in packages and the portal, and the export
 *             snapshots in `tests/api`, in jsdom.
 * - node:     servers and Node-only code (`apps/sandbox`, `apps/helper-sim`, `*.node.test.ts`,
 *             `tests/contract`, the tests of `scripts/`), in Node.
 * - browser:  `*.browser.test.ts(x)` and `tests/visual`, in real Chromium (screenshots compared
 *             against `__screenshots__`).
 * - stories:  every story as a test in real Chromium: its play function, then axe in each brand
 *             (.storybook/axeInOtherBrands.ts).
 */
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, defineProject } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './config/chromium.mjs';
import { sharedViteConfig } from './config/vite.shared.mjs';

// A fresh object per project: Vitest names the instances it is given, so they cannot be shared.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

const shared = sharedViteConfig();

/**
 * A failed test runs once more before the run fails. CI is two cores shared with the browser and
 * the servers, and real-time tests (recording, playback, throttles) have failed there once in a
 * few runs without a defect behind them. A regression fails both tries; a test that passes only
 * on its second is named at the end of `npm test` (scripts/test.mjs) as one to fix.
 */
const retry = 1;

export default defineConfig({
  test: {
    projects: [
      defineProject({
        ...shared,
        test: {
          name: 'unit',
          retry,
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/portal/src/**/*.test.{ts,tsx}',
            'apps/portal/vite/**/*.test.ts',
            // Export snapshots of every package entry (issue 21).
            'tests/api/**/*.test.ts',
          ],
          exclude: ['**/*.browser.test.*', '**/*.node.test.*', '**/node_modules/**'],
          setupFiles: ['config/setup-unit.ts'],
          // npm test runs Vitest beside the end-to-end suite on two cores: a test that takes 1 s
          // alone can take ten there. Time is measured by the bench, never by a test's deadline.
          testTimeout: 30_000,
          // One jsdom window per worker instead of one per file: building the window was most of
          // the run (environment 352 s of 663 s wall for 110 files; 85 s without). Modules stay
          // per file: config/setup-unit.ts drops the module cache before each file.
          isolate: false,
          // After the other projects, on both cores. In their group it had one worker (a group's
          // projects share one maxWorkers, and more would give each browser project two pages on
          // two cores) and ran last with a core idle: 61 s, 42 s now on a second run; in a fresh
          // clone, which transforms every file first, 86 s and 82 s (stop 75).
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      }),
      defineProject({
        ...shared,
        test: {
          name: 'node',
          retry,
          environment: 'node',
          include: [
            'apps/sandbox/src/**/*.test.ts',
            'apps/helper-sim/src/**/*.test.ts',
            'packages/*/src/**/*.node.test.ts',
            'tests/contract/**/*.test.ts',
            // The repository's own scripts (their fixtures sit deeper and are not tests).
            'scripts/*/*.test.ts',
            // The builds' shared plugins.
            'config/*.test.ts',
            // The bench's own verdicts (its measures run in `npm run bench`, never in a test).
            'tests/bench/**/*.test.ts',
          ],
          // As for 'unit': the sandbox's sign-ins run scrypt, slow on a busy CI machine. Hooks
          // start sandboxes (the contract test's took over 10 s under load).
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One process for the files instead of one each, with the modules they share loaded once:
          // nothing here mocks a module or a global, and each file starts and closes its own
          // servers. The project alone took 166 s, 114 s so (importing 34 s, 9 s), files shuffled too.
          isolate: false,
        },
      }),
      defineProject({
        ...shared,
        test: {
          name: 'browser-unit',
          retry,
          include: [
            'packages/*/src/**/*.browser.test.{ts,tsx}',
            'apps/portal/src/**/*.browser.test.{ts,tsx}',
            'tests/visual/**/*.test.tsx',
          ],
          setupFiles: ['config/setup-browser.ts'],
          // The first picture of a file also loads a whole portal screen: 15 s was cut short under load.
          testTimeout: 60_000,
          // An element's content is a chunk loaded on demand, after a sign-in: the 1 s default
          // poll was cut short on a busy CI machine (ShownOnce.browser.test.tsx, stop 47).
          expect: { poll: { timeout: 10_000 } },
          browser: browser(),
        },
      }),
      defineProject({
        ...shared,
        plugins: [...(shared.plugins ?? []), storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'stories',
          retry,
          // A play function is a user's whole task (several waits of up to 10 s each under CI
          // load, .storybook/preview.tsx); Vitest's 15 s browser default would cut long ones short.
          testTimeout: 60_000,
          // Story files share one page per browser instead of a fresh iframe each: every story
          // already mounts into its own canvas with its own MSW handlers and providers, and
          // loading React, React Aria and the packages again for each of ~70 files was most of
          // the run (stories took ~5x longer isolated: 214 s vs 43 s for packages/ui alone).
          isolate: false,
          browser: browser(),
        },
      }),
    ],
  },
});
