/**
 * What a sign-in leaves in storage and the lock its refreshes take: shared by the session and by
 * `refreshAhead`, a page's first script, which must not load the session's code to use them.
 */
import { readJson, type StorageLike, writeJson } from '../storage/storageLike';

/** Where every API's sign-in was stored before issue 34; the portal's session moves it once. */
export const legacyAuthStorageKey = 'dictation:v1:auth';

/**
 * Storage key of what the tabs of one page origin share for one API and OAuth client: the refresh
 * token (and its type), never the access token, which each tab keeps in memory (issue 22;
 * docs/architecture.md, "Session and where tokens live"). One per API (issue 34): a sign-in is
 * never read by the session of another API.
 */
export const authStorageKeyFor = (apiOrigin: string, clientId: string): string =>
  `${legacyAuthStorageKey}:${clientId}@${apiOrigin}`;

/** Name of the cross-tab lock held while a tab refreshes (suffixed with the sign-in's API and client). */
const refreshLockName = 'dictation:v1:refresh';

/** The lock one sign-in's refreshes take, so the tabs of an origin spend its token one at a time. */
export const refreshLockFor = (apiOrigin: string, clientId: string): string =>
  `${refreshLockName}:${clientId}@${apiOrigin}`;

/**
 * What is written to storage: enough for a tab (a new one, a reload) to get its own access token,
 * and the origin of the API that issued it, the only one it is ever sent to.
 */
export interface StoredSignIn {
  refreshToken: string;
  tokenType: string;
  apiOrigin?: unknown;
  /**
   * Which sign-in this is, the same through its refreshes (`newSignInId`): a page that refreshed
   * ahead keeps its tokens when another tab has refreshed the same sign-in since, not when a user
   * signed out and someone signed in. Absent in what versions before it stored.
   */
  signInId?: unknown;
}

/** A new sign-in's id. It only tells sign-ins apart and guards nothing, so Math.random will do. */
export const newSignInId = (): string => Math.random().toString(36).slice(2) + Date.now().toString(36);

export function isStoredSignIn(value: unknown): value is StoredSignIn {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.refreshToken === 'string' && typeof record.tokenType === 'string';
}

/** The sign-in stored under `key`, when `apiOrigin` issued it (a copy under the wrong key is not sent). */
export function readStoredSignIn(storage: StorageLike, key: string, apiOrigin: string): StoredSignIn | null {
  const value = readJson(storage, key);
  return isStoredSignIn(value) && value.apiOrigin === apiOrigin ? value : null;
}

export function writeStoredSignIn(
  storage: StorageLike,
  key: string,
  signIn: Pick<StoredSignIn, 'refreshToken' | 'tokenType' | 'signInId'>,
  apiOrigin: string,
): void {
  writeJson(storage, key, {
    refreshToken: signIn.refreshToken,
    tokenType: signIn.tokenType,
    apiOrigin,
    // Undefined (a sign-in stored before ids) is left out by JSON.
    signInId: signIn.signInId,
  } satisfies StoredSignIn);
}
