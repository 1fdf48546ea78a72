import type { OAuthApi } from '../api/oauthApi';
import type { AccessTokenSource } from '../api/transport';
import { ApiError } from '../errors';
import type { TokenAnswer } from '../schemas/oauth';
import { readJson, removeKey, type StorageLike, writeJson } from '../storage/storageLike';
import { loginErrorFrom } from './loginError';
import type { LogoutBroadcast } from './logoutBroadcast';

/** Spec 000 section 9: token default expiry 299 s. */
export const defaultTokenLifetimeSeconds = 299;
/** Spec 000 section 9: refresh 10 s before expiry. */
export const refreshMarginMs = 10_000;
/** Storage key of the tokens (shared by the tabs of one origin). */
export const authStorageKey = 'dictation:v1:auth';

/** The auth storage of spec 000 section 3; `expiresAt` is epoch ms. */
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

export interface SessionOptions {
  /** The token calls, e.g. `createApiClient(base).oauth`. */
  oauth: Pick<OAuthApi, 'passwordGrant' | 'refreshGrant'>;
  /** Where tokens live; `localStorage` so every tab shares them. */
  storage: StorageLike;
  /** @default Date.now */
  now?: () => number;
  /** Logout in one tab logs out every tab. */
  broadcast?: LogoutBroadcast;
}

/** The signed-in state: tokens, refresh, logout. Give it to `createApiClient` as `session`. */
export interface Session extends AccessTokenSource {
  /** Password grant; rejects with `LoginError` carrying the spec's message. */
  login(username: string, password: string): Promise<AuthTokens>;
  /**
   * The access token, refreshed first when it expires within 10 s. Concurrent callers share one
   * refresh. Null when signed out; rejects with `ApiError` 'unauthorized' when the refresh is
   * refused (the session is logged out then).
   */
  getAccessToken(): Promise<string | null>;
  /** Refreshes now (single-flight). */
  refresh(): Promise<string>;
  /** The stored tokens, or null. */
  tokens(): AuthTokens | null;
  isSignedIn(): boolean;
  /** Clears the stored tokens, tells listeners and every other tab. */
  logout(): void;
  subscribe(listener: (event: SessionEvent) => void): () => void;
  /** Stops listening to other tabs. */
  dispose(): void;
}

function isAuthTokens(value: unknown): value is AuthTokens {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.accessToken === 'string' &&
    typeof record.tokenType === 'string' &&
    typeof record.refreshToken === 'string' &&
    typeof record.expiresIn === 'number' &&
    typeof record.expiresAt === 'number'
  );
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

/** Creates the session. */
export function createSession(options: SessionOptions): Session {
  const now = options.now ?? Date.now;
  const listeners = new Set<(event: SessionEvent) => void>();
  let refreshing: Promise<string> | null = null;

  const emit = (event: SessionEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  const read = (): AuthTokens | null => {
    const value = readJson(options.storage, authStorageKey);
    return isAuthTokens(value) ? value : null;
  };
  const clear = () => {
    refreshing = null;
    removeKey(options.storage, authStorageKey);
  };

  const stopListening = options.broadcast?.subscribe(() => {
    clear();
    emit({ type: 'logout', remote: true });
  });

  const logout = () => {
    clear();
    emit({ type: 'logout', remote: false });
    options.broadcast?.post();
  };

  const refreshOnce = async (): Promise<string> => {
    const current = read();
    if (!current)
      throw new ApiError({ kind: 'unauthorized', status: 401 }, 'Unauthorized', 'oauth.refreshGrant');
    let answer: TokenAnswer;
    try {
      answer = await options.oauth.refreshGrant(current.refreshToken);
    } catch (error) {
      // Offline: keep the session, the request fails as a network error. Refused: sign out.
      if (error instanceof ApiError && error.kind === 'network') throw error;
      logout();
      throw new ApiError({ kind: 'unauthorized', status: 401 }, 'Unauthorized', 'oauth.refreshGrant');
    }
    const tokens = tokensFromAnswer(answer, now());
    writeJson(options.storage, authStorageKey, tokens);
    emit({ type: 'refresh', tokens });
    return tokens.accessToken;
  };

  const refresh = () => {
    if (!refreshing) {
      const flight = refreshOnce().finally(() => {
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
      writeJson(options.storage, authStorageKey, tokens);
      emit({ type: 'login', tokens });
      return tokens;
    },
    async getAccessToken() {
      if (refreshing) return refreshing;
      const tokens = read();
      if (!tokens) return null;
      if (now() < tokens.expiresAt - refreshMarginMs) return tokens.accessToken;
      return refresh();
    },
    refresh,
    tokens: read,
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
