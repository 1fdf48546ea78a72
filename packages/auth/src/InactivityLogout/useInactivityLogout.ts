import { useEffect, useRef } from 'react';

/** Spec 000 section 9: inactivity timeout default 600 s. */
export const defaultInactivityTimeoutSeconds = 600;

/** What counts as the user being active. */
export const activityEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

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
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/** Signs the user out after the profile's inactivity timeout without input (spec 000 section 4). */
export function useInactivityLogout({
  timeoutSeconds,
  onTimeout,
  enabled = true,
  target = globalThis.window,
}: InactivityLogoutOptions): void {
  const onTimeoutRef = useRef(onTimeout);
  onTimeoutRef.current = onTimeout;
  const seconds = timeoutSeconds && timeoutSeconds > 0 ? timeoutSeconds : defaultInactivityTimeoutSeconds;

  useEffect(() => {
    if (!enabled || !target) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onTimeoutRef.current(), seconds * 1000);
    };
    restart();
    // Passive: listening must never delay scrolling or typing.
    for (const name of activityEvents)
      target.addEventListener(name, restart, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const name of activityEvents) target.removeEventListener(name, restart, { capture: true });
    };
  }, [enabled, target, seconds]);
}
