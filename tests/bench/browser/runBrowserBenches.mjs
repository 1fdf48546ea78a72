/**
 * The browser half of `npm run bench` (format: ./browserBench.ts, ../README.md): builds each
 * `*.bench.html` page with Vite in production mode (the workspace's aliases and vanilla-extract,
 * config/vite.shared.mjs) to `.cache/bench/browser/<name>/`, opens it in the system Chromium
 * (config/chromium.mjs; nothing is downloaded) and runs its benches one at a time, so a slow one
 * cannot hold up a report of the others.
 *
 * The built files are served to the page through Playwright's request routing on a made-up
 * origin: no port to find, and module scripts load as they would from a server.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { chromiumArgs, chromiumPath } from '../../../config/chromium.mjs';
import { sharedViteConfig } from '../../../config/vite.shared.mjs';
import { rootDir } from '../../../config/workspace.mjs';

const outRoot = join(rootDir, '.cache/bench/browser');
const origin = 'http://bench.invalid';
/** A 10 000-row plain table takes seconds per run on a busy machine; a stuck page fails its bench. */
const BENCH_TIMEOUT_MS = 10 * 60_000;
/** The viewport the figures in tests/bench/README.md were taken at. */
const viewport = { width: 1280, height: 800 };

/** @returns {Promise<string>} the folder holding the built page */
async function buildPage(/** @type {string} */ htmlFile) {
  const { build } = await import('vite');
  const outDir = join(outRoot, basename(htmlFile, '.bench.html'));
  const shared = sharedViteConfig();
  await build({
    ...shared,
    configFile: false,
    root: dirname(htmlFile),
    base: './',
    mode: 'production',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: { input: htmlFile },
    },
  });
  return outDir;
}

/**
 * @typedef {{ what: string, unit: string, oursMs: number, baseline: string | null,
 *   baselineMs: number | null, budgetMs: number | null, runs: number }} BrowserBenchResult
 * @typedef {{ file: string, result?: BrowserBenchResult, error?: string }} BrowserBenchLine
 */

/**
 * Runs every page's benches; `report` is called per line as soon as it is measured.
 * @param {string[]} htmlFiles absolute paths of `*.bench.html` pages
 * @param {(line: BrowserBenchLine) => void} report
 */
export async function runBrowserBenches(htmlFiles, report) {
  if (htmlFiles.length === 0) return;
  if (!existsSync(chromiumPath)) {
    const error = `No Chromium at ${chromiumPath}: set CHROMIUM_PATH, or run node scripts/ensure-chromium.mjs`;
    for (const file of htmlFiles) report({ file: relative(rootDir, file), error });
    return;
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const htmlFile of htmlFiles) {
      const file = relative(rootDir, htmlFile);
      try {
        await runPage(browser, htmlFile, (result) => report({ file, result }));
      } catch (error) {
        report({ file, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
    }
  } finally {
    await browser.close();
  }
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {string} what
 * @returns {Promise<T>}
 */
function withTimeout(promise, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took over ${BENCH_TIMEOUT_MS / 60_000} min`)),
      BENCH_TIMEOUT_MS,
    );
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout])).finally(() => clearTimeout(timer));
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} htmlFile
 * @param {(result: BrowserBenchResult) => void} report
 */
async function runPage(browser, htmlFile, report) {
  const outDir = await buildPage(htmlFile);
  const page = await browser.newPage({ viewport });
  /** @type {Error[]} */
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  try {
    await page.route(`${origin}/**`, (route) => {
      const path = join(outDir, decodeURIComponent(new URL(route.request().url()).pathname));
      if (!path.startsWith(outDir) || !existsSync(path)) return route.fulfill({ status: 404 });
      return route.fulfill({ path });
    });
    await page.goto(`${origin}/${basename(htmlFile)}`);
    const count = await page
      .waitForFunction(() => window.dictationBrowserBenches?.count, null, { timeout: 120_000 })
      .then((handle) => handle.jsonValue())
      .catch((error) => {
        throw pageErrors[0] ?? error;
      });
    for (let index = 0; index < count; index++) {
      const results = await withTimeout(
        page.evaluate((i) => window.dictationBrowserBenches?.run(i), index),
        `bench ${index} of ${basename(htmlFile)}`,
      );
      for (const result of results ?? []) report(result);
    }
  } finally {
    await page.close();
  }
}
