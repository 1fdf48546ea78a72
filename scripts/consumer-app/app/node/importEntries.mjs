/**
 * Imports each entry named on the command line, in plain Node (no DOM, as a server or a test
 * runner would), and prints `{ entry: null | "the error" }` as JSON: the test names what threw.
 */
if (typeof document !== 'undefined' || typeof HTMLElement !== 'undefined')
  throw new Error('this check must run without a DOM');

/** @type {Record<string, string | null>} */
const results = {};
for (const entry of process.argv.slice(2)) {
  try {
    await import(entry);
    results[entry] = null;
  } catch (error) {
    results[entry] = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
}
process.stdout.write(JSON.stringify(results));
