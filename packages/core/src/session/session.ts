import type { AccessTokenSource } from '../api/httpClient';
import type { OAuthApi } from '../api/oauthApi';
import { ApiError } from '../errors';
import { messages } from '../messages';
import { type TokenAnswer, tokenAnswerSchema } from '../schemas/oauth';
import { readJson, removeKey, type StorageLike } from '../storage/storageLike';
import { loginErrorFrom } from './loginError';
import type { LogoutBroadcast } from './logoutBroadcast';
import type { RefreshAhead } from './refreshAhead';
import {
  authStorageKeyFor,
  isStoredSignIn,
  legacyAuthStorageKey,
  newSignInId,
  readStoredSignIn,
  refreshLockFor,
  type StoredSignIn,
  writeStoredSignIn,
} from './storedSignIn';

/** Spec 000 section 9: token default expiry 299 s. */
export const defaultTokenLifetimeSeconds = 299;
/** Spec 000 section 9: refresh 10 s before expiry. */
export const refreshMarginMs = 10_000;
/** The origin of a URL (relative ones are the page's); '' outside a page when it has none. */
export function originOf(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).origin;
  } catch {
    return '';
  }
}

/** The tokens of spec 000 section 3's auth storage; `expiresAt` is epoch ms. */
export interface AuthTokens {
  accessToken: string;
  tokenType: string;
  refreshToken: string;
  /** Seconds. */
  expiresIn: number;
  expiresAt: number;
}

export type SessionEvent =
  | { type: 'login'; tokens: AuthTokens }
  | { type: 'refresh'; tokens: AuthTokens }
  /** `remote`: another tab logged out. */
  | { type: 'logout'; remote: boolean };

/** The part of the Web Locks API (`navigator.locks`) the session uses. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface SessionOptions {
  /**
   * The token calls, e.g. `createApiClient(base).oauth`; with `revoke`, logout also ends the
   * sign-in on the server.
   */
  oauth: Pick<OAuthApi, 'passwordGrant' | 'refreshGrant'> & Partial<Pick<OAuthApi, 'revoke'>>;
  /** Where the refresh token lives; `localStorage` so every tab of the origin is signed in. */
  storage: StorageLike;
  /** @default Date.now */
  now?: () => number;
  /** Logout in one tab logs out every tab. */
  broadcast?: LogoutBroadcast;
  /**
   * Makes the tabs of one origin refresh one at a time. @default globalThis.navigator.locks;
   * where absent, a refused refresh still re-reads the stored tokens before giving up.
   */
  locks?: LockManagerLike | undefined;
  /**
   * The origin of the API whose token endpoint `oauth` calls: the sign-in is stored under it and
   * `clientId`, and its tokens are sent to no other origin (issue 34). @default the page's origin
   */
  apiOrigin?: string;
  /** The OAuth client the sign-in is stored under. @default 'dictation-portal' */
  clientId?: string;
  /**
   * The page's first refresh, made by its first script (`refreshAhead`) before this code came:
   * taken instead of spending the token again, when the sign-in stored now is the one it gave.
   */
  aheadRefresh?: RefreshAhead;
}

/** The signed-in state: tokens, refresh, logout. Give it to `createApiClient` as `session`. */
export interface Session extends AccessTokenSource {
  /** The origin of the API that issues this session's tokens. */
  readonly apiOrigin: string;
  /** Password grant; rejects with `LoginError` carrying the spec's message. */
  login(username: string, password: string): Promise<AuthTokens>;
  /**
   * The access token, refreshed first when this tab has none (a new tab, a reload) or it expires
   * within 10 s. Concurrent callers share one refresh, and the tabs of the origin refresh one at a
   * time (Web Locks), each with the refresh token the last one stored. Null when signed out; rejects with
   * `ApiError` 'unauthorized' when the refresh is refused (the session is logged out then), and
   * with the call's own error for a 5xx or a network failure (the session stays). Given the URL
   * the token is for, rejects with `ApiError` 'foreignOrigin' when it is not the issuing API's.
   */
  getAccessToken(forUrl?: string): Promise<string | null>;
  /** Refreshes now (single-flight). */
  refresh(): Promise<string>;
  /**
   * Resolves once the refresh in flight has been sent (the tabs' refresh lock is granted), or has
   * ended; at once when none is. A page renders after it, so that its first render, a long task
   * on a slow computer, does not hold back the lock's grant and the request with it (issue 33).
   */
  refreshSent(): Promise<void>;
  /** This tab's tokens, or null before its first sign-in or refresh. */
  tokens(): AuthTokens | null;
  isSignedIn(): boolean;
  /**
   * Clears the stored tokens, tells listeners and every other tab, and revokes the sign-in on the
   * server. Once: when already signed out (N parallel 401s) it does nothing.
   */
  logout(): void;
  subscribe(listener: (event: SessionEvent) => void): () => void;
  /** Stops listening to other tabs. */
  dispose(): void;
}

/** Turns a token answer into stored tokens. */
export function tokensFromAnswer(answer: TokenAnswer, now: number): AuthTokens {
  const expiresIn = answer.expires_in ?? defaultTokenLifetimeSeconds;
  return {
    accessToken: answer.access_token,
    tokenType: answer.token_type,
    refreshToken: answer.refresh_token,
    expiresIn,
    expiresAt: now + expiresIn * 1000,
  };
}

/** OAuth errors of a refresh that no retry will change: the sign-in is over. */
const endingErrors = new Set(['invalid_grant', 'password_expired', 'restricted_address']);

/**
 * Whether a failed refresh ends the session: a 401, or a 400 whose OAuth error says the refresh
 * token (or its user) is refused. A 5xx, a network error or a malformed answer fail the call only.
 */
function endsSession(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.detail.kind === 'unauthorized') return true;
  if (error.detail.kind !== 'http' || error.detail.status !== 400) return false;
  try {
    const body = JSON.parse(error.detail.body) as { error?: unknown };
    return typeof body.error === 'string' && endingErrors.has(body.error);
  } catch {
    return false;
  }
}

const unauthorized = () =>
  new ApiError({ kind: 'unauthorized', status: 401 }, 'Unauthorized', 'oauth.refreshGrant');

/** Creates the session. */
export function createSession(options: SessionOptions): Session {
  const now = options.now ?? Date.now;
  const pageOrigin = originOf('');
  const apiOrigin = options.apiOrigin ?? pageOrigin;
  const clientId = options.clientId ?? 'dictation-portal';
  const storageKey = authStorageKeyFor(apiOrigin, clientId);
  const listeners = new Set<(event: SessionEvent) => void>();
  let refreshing: Promise<string> | null = null;
  /** This tab's tokens: the access token is never written to storage. */
  let current: AuthTokens | null = null;
  const locks = 'locks' in options ? options.locks : globalThis.navigator?.locks;

  const emit = (event: SessionEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  const write = (signIn: Pick<StoredSignIn, 'refreshToken' | 'tokenType' | 'signInId'>) =>
    writeStoredSignIn(options.storage, storageKey, signIn, apiOrigin);
  const read = () => readStoredSignIn(options.storage, storageKey, apiOrigin);
  const store = (tokens: AuthTokens, signInId: unknown) => {
    current = tokens;
    write({ ...tokens, signInId });
  };
  const clear = () => {
    refreshing = null;
    current = null;
    removeKey(options.storage, storageKey);
  };
  // Before issue 34 one key held whichever sign-in was made last. The portal's (this page's API,
  // its client) moves it, without the access token versions before issue 22 stored beside it;
  // another API's session leaves it alone, as it may be the portal's.
  const legacy = readJson(options.storage, legacyAuthStorageKey);
  if (apiOrigin === pageOrigin && clientId === 'dictation-portal' && isStoredSignIn(legacy)) {
    if (!read()) write(legacy);
    removeKey(options.storage, legacyAuthStorageKey);
  }

  const stopListening = options.broadcast?.subscribe(() => {
    clear();
    emit({ type: 'logout', remote: true });
  });

  const logout = () => {
    const stored = read();
    // Already signed out (another 401 of the same burst, or another tab): nothing more to tell.
    if (!stored) return;
    clear();
    emit({ type: 'logout', remote: false });
    options.broadcast?.post();
    // Best effort: the browser forgets the tokens whatever the server answers.
    options.oauth.revoke?.(stored.refreshToken).catch(() => undefined);
  };

  const fresh = (tokens: AuthTokens) => now() < tokens.expiresAt - refreshMarginMs;

  /** The page's refresh made ahead, until the first refresh has looked at it. */
  let refreshedAhead = options.aheadRefresh?.answer.catch(() => undefined);
  /**
   * The tokens of the refresh made ahead, once it has answered, when the sign-in stored then is
   * the one it refreshed (another tab may have refreshed it since; nobody signed out) and they
   * are fresh. Taking them spends and stores nothing, so it needs no lock.
   */
  const takeRefreshedAhead = async (): Promise<AuthTokens | undefined> => {
    const ahead = await refreshedAhead;
    refreshedAhead = undefined;
    const parsed = tokenAnswerSchema.safeParse(ahead?.answer);
    if (!ahead || !parsed.success) return undefined;
    const stored = read();
    // A sign-in stored before sign-in ids has none: then only the token it stored says so.
    const sameSignIn =
      typeof ahead.signInId === 'string'
        ? stored?.signInId === ahead.signInId
        : stored?.refreshToken === parsed.data.refresh_token;
    if (!sameSignIn) return undefined;
    const tokens = tokensFromAnswer(parsed.data, ahead.receivedAt);
    return fresh(tokens) ? tokens : undefined;
  };

  /** Spends the stored refresh token; runs with the refresh lock held, when there are locks. */
  const refreshStored = async (): Promise<string> => {
    const stored = read();
    if (!stored) throw unauthorized();
    let answer: TokenAnswer;
    try {
      answer = await options.oauth.refreshGrant(stored.refreshToken);
    } catch (error) {
      if (!endsSession(error)) throw error;
      // A tab without locks may have spent the same single-use token first and stored the next.
      const after = read();
      if (after && after.refreshToken !== stored.refreshToken) return refreshStored();
      logout();
      throw unauthorized();
    }
    const tokens = tokensFromAnswer(answer, now());
    store(tokens, stored.signInId);
    emit({ type: 'refresh', tokens });
    return tokens.accessToken;
  };

  /** The refresh in flight, sent (or ended). */
  let sent: Promise<void> = Promise.resolve();
  const refresh = () => {
    if (!refreshing) {
      let markSent = () => {};
      sent = new Promise((resolve) => {
        markSent = resolve;
      });
      const send = () => {
        markSent();
        return refreshStored();
      };
      const locked = () => (locks ? locks.request(refreshLockFor(apiOrigin, clientId), send) : send());
      // A refresh made ahead is this one, on the wire or coming: its tokens are taken when they
      // can be, and the lock is asked for only when they cannot (a lock's grant waits for the
      // page's long tasks: on a slow computer, its first render).
      const takeOrRefresh = async () => {
        const tokens = await takeRefreshedAhead();
        if (!tokens) return locked();
        current = tokens;
        emit({ type: 'refresh', tokens });
        return tokens.accessToken;
      };
      if (refreshedAhead) void options.aheadRefresh?.sent.then(markSent);
      const flight = (refreshedAhead ? takeOrRefresh() : locked()).finally(() => {
        markSent();
        if (refreshing === flight) refreshing = null;
      });
      refreshing = flight;
    }
    return refreshing;
  };

  return {
    async login(username, password) {
      let answer: TokenAnswer;
      try {
        answer = await options.oauth.passwordGrant(username, password);
      } catch (error) {
        throw loginErrorFrom(error);
      }
      const tokens = tokensFromAnswer(answer, now());
      store(tokens, newSignInId());
      emit({ type: 'login', tokens });
      return tokens;
    },
    apiOrigin,
    async getAccessToken(forUrl) {
      // docs/architecture.md, "Session and where tokens live": a token goes to its issuer only.
      const origin = forUrl === undefined ? apiOrigin : originOf(forUrl);
      if (origin !== apiOrigin) {
        throw new ApiError(
          { kind: 'foreignOrigin', origin },
          messages.signInOfAnotherApi(apiOrigin, origin),
          'session',
        );
      }
      if (refreshing) return refreshing;
      if (!read()) {
        current = null;
        return null;
      }
      if (current && fresh(current)) return current.accessToken;
      return refresh();
    },
    refresh,
    refreshSent: () => sent,
    tokens: () => current,
    isSignedIn: () => read() !== null,
    logout,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stopListening?.();
      listeners.clear();
    },
  };
}
