import { readJson, type StorageLike, writeJson } from '../storage/storageLike';

/**
 * The last activity of every tab and widget of one sign-in: a tab that sits idle while the user
 * dictates in another is not signed out (issue 31). It lives in `localStorage`, which every tab of
 * the origin reads at once, as the refresh token does (docs/architecture.md, "Session and where
 * tokens live"); each tab's tracker reads it when its own timer runs out.
 */
export interface SharedActivity {
  /** Epoch ms of the latest activity any tab wrote; 0 when none. */
  read(): number;
  /** Records activity at `at`, unless a tab already wrote a later one. */
  write(at: number): void;
}

/** One key per API, like the sign-in it keeps alive (issue 34: one API's tabs are not another's). */
export const sharedActivityKeyFor = (apiOrigin: string): string => `dictation:v1:activity@${apiOrigin}`;

/** The shared last activity under `key` of `storage` (`localStorage`; a blocked storage shares nothing). */
export function createSharedActivity(storage: StorageLike, key: string): SharedActivity {
  const read = () => {
    const value = readJson(storage, key);
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };
  return {
    read,
    write(at) {
      if (at > read()) writeJson(storage, key, at);
    },
  };
}
