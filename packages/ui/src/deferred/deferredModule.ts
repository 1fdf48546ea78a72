import { useEffect, useState } from 'react';
import { messages } from '../messages';
import { afterScreensStart, beginScreenStart, screensStarting } from '../Preloader/overlayLease';
import { announcePolitely } from './politeAnnouncer';
import { type StandInHandlers, type StandInUse, useStandInUse } from './standIn';

/**
 * Code a screen needs only once it is shown (issue 33): its module is downloaded by the first
 * `load`, once, and is `current` from then on. A failed download is asked for again by the next
 * `load` (a user coming to a control whose code did not arrive).
 */
export interface DeferredModule<Module> {
  readonly current: Module | undefined;
  load(): Promise<Module>;
}

export function deferredModule<Module>(importModule: () => Promise<Module>): DeferredModule<Module> {
  let current: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    get current() {
      return current;
    },
    load() {
      loading ??= importModule().then(
        (module) => {
          current = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * `deferred`'s module once it is in, else undefined: a render without it asks for it once the
 * page's screens have started (no loading overlay open, no start held: `useScreenStartHold`) and
 * the browser is then idle, so that a screen's own code, data and first paint go first; or at
 * once when `wantedNow` (the user came to a control waiting for it; after a failed download, that
 * asks again). It renders again with it.
 * `onWantedFailed`: the download asked for at once failed (the control stays as it was shown).
 */
export function useDeferredModule<Module>(
  deferred: DeferredModule<Module>,
  wantedNow = false,
  onWantedFailed: () => void = noop,
): Module | undefined {
  const [module, setModule] = useState(() => deferred.current);
  useEffect(() => {
    if (module) return;
    let mounted = true;
    const load = () =>
      deferred.load().then(
        (loaded) => {
          if (mounted) setModule(loaded);
        },
        // The control stays as it was shown; the user's next use asks again.
        () => {
          if (mounted && wantedNow) onWantedFailed();
        },
      );
    const cancelIdle = wantedNow ? noop : whenStartedAndIdle(load);
    if (wantedNow) void load();
    return () => {
      mounted = false;
      cancelIdle();
    };
  }, [deferred, module, wantedNow, onWantedFailed]);
  return module;
}

/**
 * While `holding`, the screen counts as starting, as while its loading overlay is open: for a
 * part the user waits for that has no overlay (the recorder's Record, until its journal and its
 * job's audio are in), so that the screen's deferred code comes after it rather than beside it.
 */
export function useScreenStartHold(holding: boolean): void {
  useEffect(() => (holding ? beginScreenStart() : undefined), [holding]);
}

const noop = () => {};

/**
 * Whether a dialog or drawer is open, so that its deferred code is wanted now: opened in a
 * screen's first moments, or after the idle moment's download failed (offline, a file the
 * service worker does not hold), it asks at once and at each opening, instead of waiting for an
 * idle moment that has passed and leaving the user's Complete or Delete with no question shown.
 */
export const opened = ({ isOpen, defaultOpen }: { isOpen?: boolean; defaultOpen?: boolean }): boolean =>
  isOpen === true || (isOpen === undefined && defaultOpen === true);

/**
 * Runs `callback` once the page's screens have started and the browser is then idle. A screen
 * whose loader shows a render after this one's (its container came a render later) is waited for
 * too: the idle moment checks again.
 */
function whenStartedAndIdle(callback: () => void): () => void {
  let cancel = noop;
  const wait = () => {
    cancel = afterScreensStart(() => {
      cancel = whenIdle(() => (screensStarting() ? wait() : callback()));
    });
  };
  wait();
  return () => cancel();
}

/** Runs `callback` once the browser is idle, within a second (soon after a paint where it cannot tell). */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    // Bounded: a screen that never idles (a meter's animation) still gets its controls.
    const id = requestIdleCallback(callback, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
}

/** A control whose code is deferred: that code once in and due, and what its stand-in was used for. */
export interface DeferredControl<Module> {
  controls: Module | undefined;
  used: StandInUse | null;
  standInHandlers: StandInHandlers;
  /**
   * The stand-in was pressed and the control's code is not in yet: the stand-in shows it
   * (`StandInChevron`), and 'Loading' is read out. A failed download ends the wait, the stand-in
   * as before; the next press asks again.
   */
  waiting: boolean;
}

/**
 * A control whose code is `deferred`'s, shown as its stand-in until that code is in and
 * `rendered` (a select's second render, `useRenderedLater`). The user coming to the stand-in asks
 * for the code at once; the control then takes its place focused, and opened when it was pressed
 * (`used`); pressed while that code downloads, it shows it is `waiting`.
 */
export function useDeferredControl<Module>(
  deferred: DeferredModule<Module>,
  rendered = true,
): DeferredControl<Module> {
  const { used, standInHandlers, forgetUse } = useStandInUse();
  const module = useDeferredModule(deferred, used !== null, forgetUse);
  const waiting = used === 'open' && module === undefined;
  useEffect(() => (waiting ? announcePolitely(messages.loading) : undefined), [waiting]);
  return { controls: rendered || used !== null ? module : undefined, used, standInHandlers, waiting };
}
