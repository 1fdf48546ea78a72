import { useEffect, useRef, useState } from 'react';
import {
  holdLetterLock,
  type LetterLock,
  type LetterLockApi,
  lockExtensionIntervalMs,
} from '../letterLock/holdLetterLock';
import { createLockHolderId } from '../letterLock/lockHolderId';

/**
 * Holds the auto-lock while the screen is open and the user holds it: extended every 180 s,
 * released when the screen goes (and, with `keepalive`, when the page goes), unless the letter is
 * being completed. `lockHolderId` names this opening (`useLockHolderId`), so only its own hold is
 * released. Returns the lock, so an action can say it is completing.
 */
export function useLetterLock(
  api: LetterLockApi,
  letterId: number,
  holds: boolean,
  options: { lockHolderId?: string; intervalMs?: number; onLost?: (error: unknown) => void } = {},
) {
  const lock = useRef<LetterLock | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;
  const { lockHolderId } = options;
  useEffect(() => {
    if (!holds) return;
    const held = holdLetterLock({
      letterId,
      api,
      ...(lockHolderId === undefined ? {} : { lockHolderId }),
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
  }, [api, letterId, holds, lockHolderId]);
  return lock;
}

/**
 * One name per letter screen for as long as it is mounted: the opening that holds the lock;
 * `given` when the letter was opened ahead under that name.
 */
export function useLockHolderId(given?: string): string {
  const [lockHolderId] = useState(() => given ?? createLockHolderId());
  return lockHolderId;
}
