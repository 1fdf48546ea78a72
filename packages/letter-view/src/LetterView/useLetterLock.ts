import { useEffect, useRef } from 'react';
import {
  holdLetterLock,
  type LetterLock,
  type LetterLockApi,
  lockExtensionIntervalMs,
} from '../letterLock/holdLetterLock';

/**
 * Holds the auto-lock while the screen is open and the user holds it: extended every 180 s,
 * released when the screen goes (and, with `keepalive`, when the page goes), unless the letter is
 * being completed. Returns the lock, so an action can say it is completing.
 */
export function useLetterLock(
  api: LetterLockApi,
  letterId: number,
  holds: boolean,
  options: { intervalMs?: number; onLost?: (error: unknown) => void } = {},
) {
  const lock = useRef<LetterLock | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!holds) return;
    const held = holdLetterLock({
      letterId,
      api,
      intervalMs: latest.current.intervalMs ?? lockExtensionIntervalMs,
      onExtensionFailed: (error) => latest.current.onLost?.(error),
    });
    lock.current = held;
    const onPageHide = () => held.release({ keepalive: true });
    globalThis.addEventListener?.('pagehide', onPageHide);
    return () => {
      globalThis.removeEventListener?.('pagehide', onPageHide);
      held.release();
      lock.current = undefined;
    };
  }, [api, letterId, holds]);
  return lock;
}
