/**
 * `npm test`: every check the project has, in one command, failing if any fails.
 * typecheck then the portal build, beside lint -> library build + publint -> house rules (imports,
 * in source and dist) -> sandbox build -> byte budgets ->
 * Vitest (unit, node, browser-unit with screenshot comparison, every story with axe in both brands), then
 * end-to-end (Playwright on the built portal and a fresh sandbox). Ends with `N passed, N failed`
 * (tests plus the non-test checks).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { rootDir } from '../config/workspace.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { run } from './run-steps.mjs';

const reportDir = join(rootDir, '.cache');
mkdirSync(reportDir, { recursive: true });
const vitestReport = join(reportDir, 'vitest.json');
const e2eReport = join(reportDir, 'e2e.json');
const e2eConfig = join(rootDir, 'tests/e2e/playwright.config.ts');

ensureChromium();

const npx = (/** @type {string[]} */ ...args) => run('npx', args);
/** @type {{ name: string, code: number, seconds: number }[]} */
const steps = [];
async function step(/** @type {string} */ name, /** @type {() => Promise<number>} */ action) {
  console.log(`\n=== ${name} ===`);
  const startedAt = Date.now();
  const code = await action();
  // Seconds per step, so CI's 20-minute budget shows where it goes.
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  steps.push({ name, code, seconds });
  console.log(`=== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s ===`);
}

// Type checking and the build need nothing from each other and each keeps about one core busy:
// side by side they take the longer of the two on CI's two cores instead of the sum (about 40 s).
await Promise.all([
  (async () => {
    await step('typecheck', () => npx('tsc', '-p', 'tsconfig.json', '--noEmit'));
    // The portal builds from the packages' sources (their aliases), so it need not wait for the
    // library build: here it takes the core type checking leaves idle while that build ends.
    await step('portal build', () =>
      run('npm', ['run', 'build', '--silent', '-w', '@dictation/portal', '--', '--logLevel', 'warn']),
    );
  })(),
  (async () => {
    await step('lint', () => npx('biome', 'check', '.'));
    await step('build', () => run('npm', ['run', 'build', '--silent']));
    // Imports keep the house rules (declared, no deep or app imports, no cycle), in source and in
    // the dist just built: scripts/house-rules.mjs, issue 21. About a second.
    await step('house rules', () => run(process.execPath, ['scripts/house-rules.mjs']));
  })(),
]);
// The sandbox and the portal are built once, in this file: the size check measures the portal
// and the end-to-end suite serves both (E2E_SKIP_BUILD below). The sandbox bundles the host page
// with the widgets' scripts, so it follows the library build.
await step('sandbox build', () => run(process.execPath, ['apps/sandbox/scripts/build.mjs']));
// Byte budgets of issue 20 (config/size-budgets.json): deterministic, so a check, not a bench.
await step('size', () => run(process.execPath, ['scripts/size.mjs']));
// Vitest, then the end-to-end suite. Side by side (tried at stop 37) they took as long in total
// on CI's two cores (25.6 min against 24.5) and the load made screenshots and real-time tests fail.
await step('vitest', () =>
  npx('vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${vitestReport}`),
);
if (existsSync(e2eConfig)) {
  await step('e2e', () =>
    run('npx', ['playwright', 'test', '-c', e2eConfig, '--reporter=list,json'], {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      E2E_SKIP_BUILD: '1',
    }),
  );
}

/** @returns {any} the parsed JSON report, or null when the runner wrote none (it crashed) */
function readReport(/** @type {string} */ file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
const vitestResult = readReport(vitestReport);
const e2eResult = readReport(e2eReport);
const vitest = vitestResult
  ? { passed: vitestResult.numPassedTests, failed: vitestResult.numFailedTests }
  : { passed: 0, failed: 0 };
const e2e = e2eResult
  ? { passed: e2eResult.stats.expected + e2eResult.stats.flaky, failed: e2eResult.stats.unexpected }
  : { passed: 0, failed: 0 };

// CI keeps only the tail of the output: name the failed tests there, not only far above it.
// With the first lines of why, as the tail is all CI keeps (and its runs leave no files behind).
/** @typedef {{ status: string, fullName: string, failureMessages?: string[] }} AssertionResult */
/** @type {{ name: string, assertionResults: AssertionResult[] }[]} */
const vitestFiles = vitestResult?.testResults ?? [];
const failedTests = vitestFiles.flatMap((file) =>
  file.assertionResults
    .filter((test) => test.status === 'failed')
    .map((test) => `${relative(rootDir, file.name)} > ${test.fullName}\n    ${whyItFailed(test)}`),
);
if (failedTests.length > 0) console.log(`\nFailed Vitest tests:\n  ${failedTests.join('\n  ')}`);

// Tests that failed once and passed on their retry (vitest.config.ts, the e2e config): not a
// failure of the run, but each is a defect to find, so the tail names them too.
// With why the first try failed: a run leaves nothing else to find it by.
/** @typedef {{ status: string, results?: { error?: { message?: string } }[] }} E2eTest */
/** @typedef {{ title: string, specs?: { title: string, tests: E2eTest[] }[], suites?: E2eSuite[] }} E2eSuite */
function flakyE2e(/** @type {E2eSuite[]} */ suites, /** @type {string} */ path = '') {
  /** @type {string[]} */
  const names = [];
  for (const suite of suites) {
    const here = path ? `${path} › ${suite.title}` : suite.title;
    for (const spec of suite.specs ?? []) {
      const flaky = spec.tests.find((test) => test.status === 'flaky');
      const firstError = flaky?.results?.find((result) => result.error)?.error?.message;
      if (flaky)
        names.push(`${here} › ${spec.title}\n    ${whyItFailed({ failureMessages: [firstError ?? ''] })}`);
    }
    names.push(...flakyE2e(suite.suites ?? [], here));
  }
  return names;
}
const flakyTests = [
  ...vitestFiles.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0)
      .map((test) => `${relative(rootDir, file.name)} > ${test.fullName}\n    ${whyItFailed(test)}`),
  ),
  ...flakyE2e(e2eResult?.suites ?? []),
];
if (flakyTests.length > 0) console.log(`\nPassed only on a retry:\n  ${flakyTests.join('\n  ')}`);

/**
 * The failure's first meaningful lines, without colour codes, on at most 6 short lines: enough for
 * an assertion's expected and received values (3 kept only what was expected).
 */
function whyItFailed(/** @type {Pick<AssertionResult, 'failureMessages'>} */ test) {
  const message = stripVTControlCharacters(test.failureMessages?.[0] ?? '');
  return message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '))
    .slice(0, 6)
    .map((line) => line.slice(0, 200))
    .join('\n    ');
}

const checks = steps.filter((s) => s.name !== 'vitest' && s.name !== 'e2e');
const passed = vitest.passed + e2e.passed + checks.filter((s) => s.code === 0).length;
const failedSteps = steps.filter((s) => s.code !== 0);
const failed = vitest.failed + e2e.failed + checks.filter((s) => s.code !== 0).length;
// A runner that crashed before reporting still counts as a failure.
const unreported = failedSteps.filter(
  (s) => (s.name === 'vitest' && vitest.failed === 0) || (s.name === 'e2e' && e2e.failed === 0),
).length;

const summary = { passed, failed: failed + unreported, steps };
writeFileSync(join(reportDir, 'test-summary.json'), JSON.stringify(summary, null, 2));
console.log(
  `\nSteps: ${steps.map((s) => `${s.name} ${s.code === 0 ? 'ok' : 'FAILED'} (${s.seconds} s)`).join(', ')}`,
);
console.log(`${summary.passed} passed, ${summary.failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
