import { useEffect } from 'react';

/**
 * Whether the page's screens are still starting: a loading overlay is open (`leaseOverlay`), or a
 * part of a screen the user is waiting for holds the start (`useScreenStartHold`). Code a screen
 * does not need to start (its menus' and dialogs') waits until none is (`useDeferredModule`), so
 * that its download does not share a slow network, or its evaluation the main thread, with what
 * the user came for (issue 33).
 */
let starting = 0;
const waitingForStart = new Set<() => void>();

/**
 * Runs `callback` once no screen is starting: at once when none is, else when the last start
 * ends. Returns a cancel.
 */
export function afterScreensStart(callback: () => void): () => void {
  if (starting === 0) {
    callback();
    return () => {};
  }
  waitingForStart.add(callback);
  return () => waitingForStart.delete(callback);
}

/** Whether a screen is starting. */
export const screensStarting = (): boolean => starting > 0;

/** Counts a screen as starting until the returned end is called (once; more calls do nothing). */
export function beginScreenStart(): () => void {
  starting += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    starting -= 1;
    if (starting > 0) return;
    const waiting = [...waitingForStart];
    waitingForStart.clear();
    for (const callback of waiting) callback();
  };
}

/**
 * While `holding`, the screen counts as starting, as while its loading overlay is open: for a
 * part the user waits for that has no overlay (the recorder's Record, until its journal and its
 * job's audio are in), so that the screen's deferred code comes after it rather than beside it.
 */
export function useScreenStartHold(holding: boolean): void {
  useEffect(() => (holding ? beginScreenStart() : undefined), [holding]);
}
