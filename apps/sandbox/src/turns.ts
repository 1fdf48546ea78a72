/**
 * Heavy calls take turns: one per turn of the event loop, first come first served.
 *
 * The sandbox answers every call on one event loop, and a list page is a few milliseconds of
 * synchronous SQLite work. When 50 users page a list at once, the pages that arrive together run
 * back to back, and any other call (a ping, a lock, a save) that arrives meanwhile waits for all
 * of them: 50 pages at 3-4 ms each is 150-200 ms. Here each heavy call waits for its own turn
 * (`setImmediate`), and the loop reads the sockets between two turns, so the calls that do not
 * queue are answered within about one page's time while the pages keep their order (issue 22).
 * The same work is done, in the same order among heavy calls; only other calls no longer wait
 * behind them.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function runOne(): void {
  scheduled = false;
  const next = waiting.shift();
  // The resolved call runs in the microtasks after this callback, before the next turn's I/O.
  next?.();
  if (waiting.length > 0) {
    scheduled = true;
    setImmediate(runOne);
  }
}

/** Resolves on the caller's turn; do the heavy synchronous work right after it, without awaiting more. */
export function heavyTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(runOne);
    }
  });
}
