import { type ApiClient, createApiClient } from './api/createApiClient';
import type { FetchLike } from './api/httpClient';
import { createKeptAnswers, keptAnswersKeyFor } from './api/keptAnswers';
import type { Sleep } from './api/lettersApi';
import { createLogoutBroadcast, type LogoutBroadcast } from './session/logoutBroadcast';
import type { RefreshAhead } from './session/refreshAhead';
import { createSession, originOf, type Session } from './session/session';
import type { StorageLike } from './storage/storageLike';

export interface DictationClientOptions {
  /** Origin the `/api/` paths are appended to; '' for same-origin. */
  baseUrl: string;
  /** @default 'dictation-portal' */
  clientId?: string;
  /** @default 'dictation-portal-secret' */
  clientSecret?: string;
  fetch: FetchLike;
  /** Token storage shared by the tabs (`localStorage`). */
  storage: StorageLike;
  /** @default a `createLogoutBroadcast` of this API and client — pass false for a single-tab host (tests, servers). */
  broadcast?: LogoutBroadcast | false;
  /** Called on a 409 (spec: back to the list). */
  onConflict?: () => void;
  /** @default Date.now */
  now?: () => number;
  sleep?: Sleep;
  /**
   * The page's first token refresh, sent by its first script with `refreshAhead` (the same
   * `baseUrl`, `clientId` and `storage`): the session takes its answer instead of refreshing.
   */
  aheadRefresh?: RefreshAhead;
}

/**
 * Wires a session and an API client the usual way: the client sends the session's Bearer token
 * and a 401 logs the session out in every tab.
 *
 * @example
 * const { api, session } = createDictationClient({ baseUrl: '', fetch: window.fetch.bind(window), storage: localStorage });
 * await session.login('doctor', 'secret');
 */
export interface DictationClient {
  api: ApiClient;
  session: Session;
  /**
   * The same calls answered only from this sign-in's kept copies (issue 35: the lookups, never
   * patient data), without a request, rejecting where there is none: what a reload can show while
   * its token is refreshed and its reads are on their way (issue 33).
   */
  keptCopies: ApiClient;
}

export function createDictationClient(options: DictationClientOptions): DictationClient {
  const base = {
    baseUrl: options.baseUrl,
    clientId: options.clientId ?? 'dictation-portal',
    clientSecret: options.clientSecret,
    fetch: options.fetch,
    sleep: options.sleep,
  };
  const apiOrigin = originOf(options.baseUrl);
  // Issue 34: a logout of one API's sign-in is news to that sign-in's tabs only.
  const broadcast =
    options.broadcast === false
      ? undefined
      : (options.broadcast ??
        createLogoutBroadcast({ name: `dictation-session:${base.clientId}@${apiOrigin}` }));
  const session = createSession({
    oauth: createApiClient(base).oauth,
    storage: options.storage,
    broadcast,
    now: options.now,
    apiOrigin,
    clientId: base.clientId,
    aheadRefresh: options.aheadRefresh,
  });
  // Issue 35: the lookups of this sign-in answer with no network, and leave with the sign-in.
  const keptAnswers = createKeptAnswers(options.storage, keptAnswersKeyFor(apiOrigin, base.clientId));
  session.subscribe((event) => {
    if (event.type !== 'refresh') keptAnswers.forget();
  });
  const api = createApiClient({
    ...base,
    session,
    keptAnswers,
    onUnauthorized: () => session.logout(),
    onConflict: options.onConflict,
  });
  // No session and no network: every call fails as offline, where a kept copy stands in.
  const keptCopies = createApiClient({ ...base, keptAnswers, fetch: noNetwork });
  return { api, session, keptCopies };
}

const noNetwork: FetchLike = () => Promise.reject(new TypeError('Answered from the kept copies only'));
