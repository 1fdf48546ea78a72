import { createInactivityTracker, inactivityTimeoutSeconds } from '@dictation/core';
import { useEffect, useRef } from 'react';

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
}

/**
 * Signs the user out after the profile's inactivity timeout without input (spec 000 sections 4
 * and 9), with @dictation/core's tracker bound to the component's lifetime.
 */
export function useInactivityLogout({
  timeoutSeconds,
  onTimeout,
  enabled = true,
  target = globalThis.window,
}: InactivityLogoutOptions): void {
  const onTimeoutRef = useRef(onTimeout);
  onTimeoutRef.current = onTimeout;
  const seconds = inactivityTimeoutSeconds({ inactivityTimeoutSeconds: timeoutSeconds });

  useEffect(() => {
    if (!enabled || !target) return;
    const tracker = createInactivityTracker({
      target,
      timeoutSeconds: seconds,
      onTimeout: () => onTimeoutRef.current(),
    });
    return () => tracker.stop();
  }, [enabled, target, seconds]);
}
