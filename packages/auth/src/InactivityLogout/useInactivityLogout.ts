import {
  createInactivityTracker,
  type InactivityTracker,
  inactivityTimeoutSeconds,
  inactivityWarningSeconds,
  type SharedActivity,
} from '@dictation/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface InactivityLogoutOptions {
  /** The profile's `inactivityTimeoutSeconds`; missing or not positive uses 600 s. */
  timeoutSeconds: number | null | undefined;
  /** Signs out (the host then goes to /login). */
  onTimeout: () => void;
  /**
   * Only runs while signed in.
   * @default true
   */
  enabled?: boolean;
  /**
   * Where activity is listened for.
   * @default window
   */
  target?: EventTarget;
  /**
   * The last activity of every tab of the sign-in (`createSharedActivity(localStorage,
   * sharedActivityKeyFor(session.apiOrigin))`), so one tab is not signed out while the user works
   * in another.
   * @default undefined (this tab alone)
   */
  shared?: SharedActivity;
}

export interface InactivityLogout {
  /** Epoch ms of the sign-out while the warning is due (`InactivityWarning`'s `deadline`); else null. */
  deadline: number | null;
  /** "Stay signed in": counts as activity and ends the warning in every tab. */
  stay: () => void;
}

/**
 * Signs the user out after the profile's inactivity timeout without activity (spec 000 sections
 * 4 and 9): the page's mouse and keyboard, and the recorder, player, pedals, SpeechMikes and
 * hotkeys of every tab (issue 31). Before it, the warning is due: `deadline` is set for the last
 * minute (`inactivityWarningSeconds`).
 */
export function useInactivityLogout({
  timeoutSeconds,
  onTimeout,
  enabled = true,
  target = globalThis.window,
  shared,
}: InactivityLogoutOptions): InactivityLogout {
  const onTimeoutRef = useRef(onTimeout);
  onTimeoutRef.current = onTimeout;
  const tracker = useRef<InactivityTracker | undefined>(undefined);
  const [deadline, setDeadline] = useState<number | null>(null);
  const seconds = inactivityTimeoutSeconds({ inactivityTimeoutSeconds: timeoutSeconds });

  useEffect(() => {
    if (!enabled || !target) return;
    const current = createInactivityTracker({
      target,
      timeoutSeconds: seconds,
      warningSeconds: inactivityWarningSeconds(seconds),
      onWarning: setDeadline,
      onWarningEnd: () => setDeadline(null),
      onTimeout: () => {
        setDeadline(null);
        onTimeoutRef.current();
      },
      ...(shared ? { shared } : {}),
    });
    tracker.current = current;
    return () => {
      current.stop();
      tracker.current = undefined;
      setDeadline(null);
    };
  }, [enabled, target, seconds, shared]);

  const stay = useCallback(() => tracker.current?.touch(), []);
  return { deadline, stay };
}
