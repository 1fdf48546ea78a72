/**
 * The path a signed-out visit asked for, kept "for the session" (spec 000 section 2): in
 * sessionStorage, so it survives the login page load but not the tab.
 */
export interface ReturnPathStore {
  remember(path: string): void;
  /** The remembered path, left in place (safe in render and in effects React runs twice). */
  peek(): string | null;
  /** The remembered path, forgotten as it is read so it is used once. */
  take(): string | null;
  clear(): void;
}

/** Storage the store needs; sessionStorage in the portal, an in-memory fake in tests. */
export type ReturnPathStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const returnPathKey = 'dictation.auth.returnPath';

export function createReturnPathStore(storage: ReturnPathStorage, key = returnPathKey): ReturnPathStore {
  return {
    remember: (path) => storage.setItem(key, path),
    peek: () => storage.getItem(key),
    take: () => {
      const path = storage.getItem(key);
      storage.removeItem(key);
      return path;
    },
    clear: () => storage.removeItem(key),
  };
}
