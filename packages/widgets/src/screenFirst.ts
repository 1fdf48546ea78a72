/**
 * Issue 33: the elements a page shows on screen show their content first; one below the fold
 * waits for them and for a quiet page, unless the user scrolls to it before. On the host page the
 * second recorder, below the fold, rendered its flow beside the first one's and held that one's
 * Record button back by 0.7 s on Slow 4G at a quarter of the CPU.
 */

/** On-screen elements whose content has not rendered yet. */
let showingOnScreen = 0;
const waitingForScreen = new Set<() => void>();

/** An element on screen starts to show its content; the returned function says it has (once). */
export function showOnScreen(): () => void {
  showingOnScreen += 1;
  let shown = false;
  return () => {
    if (shown) return;
    shown = true;
    showingOnScreen -= 1;
    if (showingOnScreen === 0) for (const run of [...waitingForScreen]) run();
  };
}

/** A full idle period is 50 ms: one almost as long means nothing else was waiting to run. */
const fullIdleMs = 40;
/** More than this between two idle periods: something ran in between. */
const idleGapMs = 60;

export interface QuietOptions {
  /** How long the page must have had nothing to run. @default 200 */
  quietMs?: number;
  /** Runs anyway after this long (a background tab has no idle periods). @default 5000 */
  maxMs?: number;
}

/**
 * Runs `run` once the page has had nothing to run for `quietMs`: idle periods back to back, each
 * (almost) full. At once without `requestIdleCallback` (jsdom, Node). Returns a cancel.
 */
export function whenPageQuiet(
  run: () => void,
  { quietMs = 200, maxMs = 5000 }: QuietOptions = {},
): () => void {
  const requestIdle = globalThis.requestIdleCallback;
  if (!requestIdle) {
    run();
    return () => {};
  }
  const startedAt = performance.now();
  let quietSince: number | undefined;
  let lastIdleAt = startedAt;
  let handle = 0;
  const check = (deadline: IdleDeadline) => {
    const now = performance.now();
    const quiet = deadline.timeRemaining() >= fullIdleMs && now - lastIdleAt <= idleGapMs;
    lastIdleAt = now;
    quietSince = quiet ? (quietSince ?? now) : undefined;
    if (deadline.didTimeout || (quietSince !== undefined && now - quietSince >= quietMs)) run();
    else handle = requestIdle(check, { timeout: Math.max(0, maxMs - (now - startedAt)) });
  };
  handle = requestIdle(check, { timeout: maxMs });
  return () => cancelIdleCallback(handle);
}

/**
 * An element on screen whose content never shows (its download failed) holds the others back
 * this long at most.
 */
export const screenWaitMaxMs = 10_000;

/**
 * Runs `show` once no element on screen is still showing its content and the page has been
 * quiet since (`whenPageQuiet`), or after `screenWaitMaxMs` whatever the screen does. Returns a
 * cancel.
 */
export function afterScreenShown(show: () => void, options?: QuietOptions): () => void {
  let cancelQuiet: (() => void) | undefined;
  const stopWaiting = () => {
    clearTimeout(giveUp);
    waitingForScreen.delete(waitForScreen);
    cancelQuiet?.();
  };
  const showOnce = () => {
    stopWaiting();
    show();
  };
  const waitForScreen = () => {
    if (showingOnScreen > 0) {
      waitingForScreen.add(waitForScreen);
      return;
    }
    waitingForScreen.delete(waitForScreen);
    // Quiet, but an element on screen may have started meanwhile: it goes first.
    cancelQuiet = whenPageQuiet(() => (showingOnScreen > 0 ? waitForScreen() : showOnce()), options);
  };
  const giveUp = setTimeout(showOnce, screenWaitMaxMs);
  waitForScreen();
  return stopWaiting;
}

/** Some of the element's box is in the window now. */
export function isOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  if (!view) return true;
  return box.bottom > 0 && box.right > 0 && box.top < view.innerHeight && box.left < view.innerWidth;
}
