/**
 * Issue 33: a signed-in page's token refresh sent by its first script, before the app's code has
 * downloaded. Every read of a signed-in screen waits for an access token, and a reload has none
 * (each tab keeps its own in memory): sent by the session, the refresh waited for the session's
 * code and everything it imports, half a second and more on a hospital network. This module needs
 * only what a sign-in stores and what a refresh sends, so a page can run it at once, and it
 * follows the session's rules: it spends the refresh token under the tabs' refresh lock and
 * stores the next one before letting the lock go, so another tab never spends a used token. The
 * session then takes the answer (`SessionOptions.aheadRefresh`) instead of refreshing itself.
 */
import type { FetchLike } from '../api/httpClient';
import { apiUrl, callHeaders, refreshGrantForm, tokenEndpointPath } from '../api/tokenRequest';
import type { StorageLike } from '../storage/storageLike';
import type { LockManagerLike } from './session';
import { authStorageKeyFor, readStoredSignIn, refreshLockFor, writeStoredSignIn } from './storedSignIn';

/** The refresh a page's first script made: when it went out, and what came back. */
export interface RefreshAhead {
  /**
   * Resolves once the refresh is on the wire (the tabs' lock granted), or has ended: a page renders
   * after it, so that its first render, a long task, does not hold back the lock's grant.
   */
  sent: Promise<void>;
  /** The answer; undefined when there was nothing to refresh or no next sign-in came. */
  answer: Promise<RefreshedAhead | undefined>;
}

/** A refresh made ahead of the session: the token endpoint's answer, as it came. */
export interface RefreshedAhead {
  /** The answer's JSON, for the session to check against its schema. */
  answer: unknown;
  /** When it came (epoch ms): the access token's lifetime counts from then. */
  receivedAt: number;
  /** The id of the sign-in it refreshed (`StoredSignIn.signInId`), kept in what it stored. */
  signInId: unknown;
}

export interface RefreshAheadOptions {
  /** Where the API is ('' for the page's origin), as `createDictationClient`'s `baseUrl`. */
  baseUrl: string;
  /** The origin of that API, under which the sign-in is stored. */
  apiOrigin: string;
  /** The OAuth client the sign-in is stored under. */
  clientId: string;
  storage: StorageLike;
  /** The tabs' locks (`navigator.locks`); undefined where the browser has none. */
  locks: LockManagerLike | undefined;
  fetch: FetchLike;
  /** @default Date.now */
  now?: () => number;
}

/** An answer with the next refresh token: the only kind this stores. */
function hasNextSignIn(answer: unknown): answer is { refresh_token: string; token_type: string } {
  if (typeof answer !== 'object' || answer === null) return false;
  const record = answer as Record<string, unknown>;
  return typeof record.refresh_token === 'string' && typeof record.token_type === 'string';
}

/**
 * Refreshes the stored sign-in of `apiOrigin` now, when there is one. Its answer is undefined
 * when there is none, or when the refresh did not give a next sign-in (a network failure, a
 * refused or malformed answer): the session then refreshes itself and says what went wrong.
 */
export function refreshAhead(options: RefreshAheadOptions): RefreshAhead {
  const { apiOrigin, clientId, storage } = options;
  const key = authStorageKeyFor(apiOrigin, clientId);
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  if (!readStoredSignIn(storage, key, apiOrigin)) {
    markSent();
    return { sent, answer: Promise.resolve(undefined) };
  }
  const send = async (): Promise<RefreshedAhead | undefined> => {
    // Read again with the lock held: another tab may have spent the token and stored the next.
    const stored = readStoredSignIn(storage, key, apiOrigin);
    if (!stored) return undefined;
    const response = options.fetch(apiUrl(options.baseUrl, tokenEndpointPath), {
      method: 'POST',
      headers: { ...callHeaders(clientId), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(refreshGrantForm(stored.refreshToken, clientId)).toString(),
    });
    markSent();
    const answered = await response;
    if (!answered.ok) return undefined;
    const answer: unknown = await answered.json();
    if (!hasNextSignIn(answer)) return undefined;
    const { signInId } = stored;
    writeStoredSignIn(
      storage,
      key,
      { refreshToken: answer.refresh_token, tokenType: answer.token_type, signInId },
      apiOrigin,
    );
    return { answer, receivedAt: (options.now ?? Date.now)(), signInId };
  };
  const answer = (options.locks ? options.locks.request(refreshLockFor(apiOrigin, clientId), send) : send())
    .catch(() => undefined)
    .finally(markSent);
  return { sent, answer };
}
