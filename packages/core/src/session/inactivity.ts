import type { UserProfile } from '../schemas/profile';

/** Spec 000 section 9: inactivity timeout default 600 s. */
export const defaultInactivityTimeoutSeconds = 600;

/** What counts as activity. */
export const activityEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

/** The profile's inactivity timeout, or 600 s when absent or not positive. */
export function inactivityTimeoutSeconds(
  profile: Pick<UserProfile, 'inactivityTimeoutSeconds'> | null | undefined,
): number {
  const value = profile?.inactivityTimeoutSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : defaultInactivityTimeoutSeconds;
}

export interface InactivityTrackerOptions {
  /** Where activity events arrive (the window, or a widget's root). */
  target: EventTarget;
  timeoutSeconds: number;
  /** Called once when the user has been inactive for the timeout; the tracker stops then. */
  onTimeout: () => void;
  /** @default Date.now */
  now?: () => number;
  /** @default activityEvents */
  events?: readonly string[];
}

export interface InactivityTracker {
  /** Counts as activity (e.g. a pedal press that produces no DOM event). */
  touch(): void;
  /** Epoch ms of the last activity. */
  lastActivity(): number;
  stop(): void;
}

/**
 * Watches activity and calls `onTimeout` after `timeoutSeconds` without any. Activity only
 * records a time; one timer checks it, so a moving mouse does not reset timers many times a second.
 */
export function createInactivityTracker(options: InactivityTrackerOptions): InactivityTracker {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutSeconds * 1000;
  const events = options.events ?? activityEvents;
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const touch = () => {
    last = now();
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const name of events) options.target.removeEventListener(name, touch);
  };
  const check = () => {
    if (stopped) return;
    const remaining = last + timeoutMs - now();
    if (remaining <= 0) {
      stop();
      options.onTimeout();
      return;
    }
    timer = setTimeout(check, remaining);
  };

  for (const name of events) options.target.addEventListener(name, touch, { passive: true });
  timer = setTimeout(check, timeoutMs);
  return { touch, lastActivity: () => last, stop };
}
