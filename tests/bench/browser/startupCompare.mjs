/**
 * Two builds' start-ups, alternating: `node tests/bench/browser/startupCompare.mjs <before URL>
 * <after URL> [screen ...]` (issue 33). Each is a server already running (the built sandbox
 * serving a build: tests/bench/README.md, "Comparing two builds"); the screens are named as in
 * the startup tables (`login`, `list`, `letter`, `new`, `host`; all by default).
 *
 * On a shared computer the same build's cold start spreads by a second or more, and a
 * computer's speed drifts over minutes: two series run one after the other compare the minutes
 * as much as the builds. Here every run measures both builds back to back, in turns (before
 * first, then after first), and the table gives each build's median, the difference, and in how
 * many of the pairs the second build was the faster: a change shows as most pairs, not as a
 * median that a single slow run can move. `STARTUP_RUNS` pairs (default 7), cold and warm.
 */
import { chromiumArgs, chromiumPath } from '../../../config/chromium.mjs';
import { letterToReview, measureOnce, median, screens } from './startup.mjs';

/** Hundredths: the differences between two builds are tenths or less. */
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;

/** The screens by the short names the command line takes, in the tables' order. */
const screenNames = /** @type {const} */ (['login', 'list', 'letter', 'new', 'host']);

/**
 * The table's line of one screen's start: both medians, the difference and the pairs the second
 * build won.
 * @param {string} label
 * @param {number[]} before
 * @param {number[]} after
 */
function comparisonLine(label, before, after) {
  const faster = after.filter((ms, index) => ms < (before[index] ?? 0)).length;
  const difference = median(after) - median(before);
  const sign = difference > 0 ? '+' : '';
  return `${label.padEnd(34)} ${seconds(median(before)).padStart(8)} ${seconds(median(after)).padStart(8)} ${`${sign}${seconds(difference)}`.padStart(9)}   ${faster} of ${after.length}`;
}

async function compare(/** @type {string[]} */ args) {
  const [before, after, ...names] = args;
  if (!before || !after || names.some((name) => !screenNames.includes(/** @type {never} */ (name)))) {
    console.error(
      `usage: node tests/bench/browser/startupCompare.mjs <before URL> <after URL> [${screenNames.join(' | ')} ...]`,
    );
    process.exit(2);
  }
  const chosen = names.length > 0 ? names : [...screenNames];
  const runs = Number(process.env.STARTUP_RUNS ?? 7);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const letters = { [before]: await letterToReview(before), [after]: await letterToReview(after) };
    console.log(`${'screen, start'.padEnd(34)}   before    after      diff   after faster`);
    for (const name of chosen) {
      const screen = /** @type {import('./startup.mjs').Screen} */ (
        screens[screenNames.indexOf(/** @type {never} */ (name))]
      );
      /** @type {Record<'cold' | 'warm', { before: number[], after: number[] }>} */
      const times = { cold: { before: [], after: [] }, warm: { before: [], after: [] } };
      for (let run = 0; run < runs; run += 1) {
        // In turns, so that neither build always follows the other (a page's cache, the CPU's).
        const order = run % 2 === 0 ? [before, after] : [after, before];
        for (const baseUrl of order) {
          const { cold, warm } = await measureOnce(
            browser,
            baseUrl,
            screen,
            /** @type {number} */ (letters[baseUrl]),
            {
              returning: false,
            },
          );
          const side = baseUrl === before ? 'before' : 'after';
          times.cold[side].push(cold.ms);
          times.warm[side].push(warm.ms);
        }
      }
      for (const start of /** @type {const} */ (['cold', 'warm']))
        console.log(comparisonLine(`${screen.name} ${start}`, times[start].before, times[start].after));
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await compare(process.argv.slice(2));
