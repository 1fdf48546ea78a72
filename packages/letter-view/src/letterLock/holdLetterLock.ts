import type { LockCallOptions } from '@dictation/core';

/** The lock calls of `@dictation/core`'s client (`api.locks`). */
export interface LetterLockApi {
  elongate(letterId: number, options?: LockCallOptions): Promise<void>;
  unlock(letterId: number, options?: LockCallOptions): Promise<void>;
}

/** Spec 001 sections 4 and 9: the auto-lock is extended every 180000 ms while the letter is open. */
export const lockExtensionIntervalMs = 180_000;

export interface HoldLetterLockOptions {
  letterId: number;
  api: LetterLockApi;
  /**
   * The opening of the letter that holds the lock (`createLockHolderId`, the one its
   * `metadata-with-lock` named): extending and releasing name it, so leaving this screen never
   * frees the lock another tab of the same user holds (docs/wire-contract.md, Locks).
   * @default undefined (the spec's calls: releasing frees the user's lock)
   */
  lockHolderId?: string;
  /** @default 180000 (spec 001 section 9) */
  intervalMs?: number;
  /** An extension failed: the lock may be gone (it expired and someone else took it). */
  onExtensionFailed?: (error: unknown) => void;
}

/**
 * The one owner of a letter's auto-lock while its screen is open (docs/architecture.md, "The
 * letter screen"). The lock itself is taken by `metadata-with-lock` when the letter opens; this
 * extends it every 180 s and releases it once when the user leaves, unless the letter is being
 * completed (spec 001 section 4), in which case completing ends the lock on the server.
 */
export interface LetterLock {
  /** Leaving is completing the letter: do not release the lock on the way out. */
  completing(): void;
  /**
   * Stops extending and releases the lock, once. `keepalive` from a page that is going away
   * (pagehide), so the request outlives it.
   */
  release(options?: { keepalive?: boolean }): void;
}

export function holdLetterLock(options: HoldLetterLockOptions): LetterLock {
  const { letterId, api } = options;
  const holder = options.lockHolderId === undefined ? {} : { lockHolderId: options.lockHolderId };
  let released = false;
  let isCompleting = false;
  const timer = setInterval(() => {
    api.elongate(letterId, holder).catch((error: unknown) => options.onExtensionFailed?.(error));
  }, options.intervalMs ?? lockExtensionIntervalMs);
  return {
    completing() {
      isCompleting = true;
    },
    release({ keepalive = false } = {}) {
      if (released) return;
      released = true;
      clearInterval(timer);
      if (isCompleting) return;
      // Leaving must never wait for (or fail on) the answer: a lock that stays expires by itself.
      api.unlock(letterId, keepalive ? { ...holder, keepalive } : holder).catch(() => {});
    },
  };
}
