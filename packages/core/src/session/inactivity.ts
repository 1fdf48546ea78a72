import type { ActivityBus } from '../activity/activityBus';
import { pageActivity } from '../activity/activityBus';
import type { SharedActivity } from '../activity/sharedActivity';
import type { UserProfile } from '../schemas/profile';

/** Spec 000 section 9: inactivity timeout default 600 s. */
export const defaultInactivityTimeoutSeconds = 600;

/**
 * What counts as activity on the page itself: the mouse, touch, the keyboard, scrolling, and
 * `input`, which text typed by speech-recognition software or an input method fires without a key.
 * The recorder, the player, pedals, SpeechMikes and hotkeys report to `pageActivity` instead.
 */
export const activityEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'input',
  'wheel',
  'touchstart',
  'scroll',
] as const;

/** How often a tab writes its activity for the others, at most (and at the end of a burst). */
export const activityShareIntervalMs = 1000;

/** The profile's inactivity timeout, or 600 s when absent or not positive. */
export function inactivityTimeoutSeconds(
  profile: Pick<UserProfile, 'inactivityTimeoutSeconds'> | null | undefined,
): number {
  const value = profile?.inactivityTimeoutSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : defaultInactivityTimeoutSeconds;
}

/**
 * How long before an inactivity sign-out the user is warned: the last minute, or the second half
 * of a timeout shorter than two minutes (WCAG 2.2.1 asks for a warning and a simple way to stay;
 * a 600 s timeout warns at 540 s).
 */
export function inactivityWarningSeconds(timeoutSeconds: number): number {
  return Math.min(60, timeoutSeconds / 2);
}

export interface InactivityTrackerOptions {
  /** Where activity events arrive (the window, or a widget's root). */
  target: EventTarget;
  timeoutSeconds: number;
  /** Called once when the user has been inactive for the timeout; the tracker stops then. */
  onTimeout: () => void;
  /**
   * Seconds before the timeout that `onWarning` is called. @default 0 (no warning)
   */
  warningSeconds?: number;
  /** The timeout is near: the sign-out comes at `deadline` (epoch ms) unless there is activity. */
  onWarning?: (deadline: number) => void;
  /** Activity (here, in another tab, or `touch`) ended the warning. */
  onWarningEnd?: () => void;
  /** Activity that produces no DOM event (recorder, player, pedals). @default pageActivity */
  activity?: Pick<ActivityBus, 'subscribe'>;
  /** The last activity of every tab of the sign-in. @default undefined (this tab alone) */
  shared?: SharedActivity;
  /** @default Date.now */
  now?: () => number;
  /** @default activityEvents */
  events?: readonly string[];
}

export interface InactivityTracker {
  /** Counts as activity, also while warning ("Stay signed in"). */
  touch(): void;
  /** Epoch ms of the last activity of this tab. */
  lastActivity(): number;
  stop(): void;
}

/**
 * Watches activity and calls `onTimeout` after `timeoutSeconds` without any, in this tab or in
 * another tab sharing `shared`. Activity only records a time; one timer checks it, so a moving
 * mouse does not reset timers many times a second.
 *
 * While the warning shows, the page's mouse and keyboard do not end it: it is a modal question,
 * and a mouse nudged on its way to a button is no answer. `touch` (its "Stay signed in"), the
 * recorder, the player, pedals, and activity in another tab do.
 */
export function createInactivityTracker(options: InactivityTrackerOptions): InactivityTracker {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutSeconds * 1000;
  const warningMs = Math.min(options.warningSeconds ?? 0, options.timeoutSeconds) * 1000;
  const events = options.events ?? activityEvents;
  const { shared } = options;
  let last = now();
  let written = 0;
  let shareTimer: ReturnType<typeof setTimeout> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warning = false;
  let stopped = false;

  const share = () => {
    shareTimer = undefined;
    if (stopped || !shared || last <= written) return;
    written = last;
    shared.write(last);
  };
  const record = () => {
    last = now();
    if (!shared) return;
    // At most once a second, and once more after a burst, so the other tabs see its last moment.
    if (last - written >= activityShareIntervalMs) share();
    else shareTimer ??= setTimeout(share, activityShareIntervalMs);
  };
  const check = () => {
    if (stopped) return;
    clearTimeout(timer);
    const latest = Math.max(last, shared?.read() ?? 0);
    const remaining = latest + timeoutMs - now();
    if (remaining <= 0) {
      stop();
      options.onTimeout();
      return;
    }
    if (remaining <= warningMs) {
      if (!warning) {
        warning = true;
        options.onWarning?.(now() + remaining);
      }
      // Once a second: another tab's activity ends this tab's warning too.
      timer = setTimeout(check, Math.min(remaining, activityShareIntervalMs));
      return;
    }
    if (warning) {
      warning = false;
      options.onWarningEnd?.();
    }
    timer = setTimeout(check, remaining - warningMs);
  };
  const touch = () => {
    record();
    if (warning) {
      share();
      check();
    }
  };
  const onPageEvent = () => {
    if (!warning) record();
  };
  const stopListening = (options.activity ?? pageActivity).subscribe(touch);
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(shareTimer);
    stopListening();
    for (const name of events) options.target.removeEventListener(name, onPageEvent);
  };

  for (const name of events) options.target.addEventListener(name, onPageEvent, { passive: true });
  timer = setTimeout(check, timeoutMs - warningMs);
  return { touch, lastActivity: () => last, stop };
}
