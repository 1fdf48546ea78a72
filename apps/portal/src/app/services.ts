/**
 * The portal's one set of services: API client, session and notifier. Same-origin `/api` (the
 * sandbox serves the built portal next to the API; in dev Vite proxies it).
 */
import {
  type ApiClient,
  createApiClient,
  createLogger,
  createLogoutBroadcast,
  createSession,
  type FetchLike,
  type Logger,
  type Session,
  type StorageLike,
} from '@dictation/core';
import { createNotifier, type Notifier } from '@dictation/ui';

export const portalClientId = 'dictation-portal';

/** 409 answers the caller does not resolve itself (core's `onConflict`), for the router to act on. */
export interface ConflictSignal {
  notify(): void;
  subscribe(listener: () => void): () => void;
}

function createConflictSignal(): ConflictSignal {
  const listeners = new Set<() => void>();
  return {
    notify: () => {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface PortalServices {
  api: ApiClient;
  conflicts: ConflictSignal;
  session: Session;
  notifier: Notifier;
  logger: Logger;
  /** Where tokens and per-account preferences live. */
  storage: StorageLike;
}

export interface PortalServicesOptions {
  /** @default '' (same origin) */
  baseUrl?: string;
  /** @default localStorage: every tab shares the session */
  storage?: StorageLike;
  /** @default globalThis.fetch */
  fetch?: FetchLike;
}

export function createPortalServices(options: PortalServicesOptions = {}): PortalServices {
  const storage = options.storage ?? globalThis.localStorage;
  const fetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';
  const oauthClient = createApiClient({ baseUrl, clientId: portalClientId, fetch });
  const session = createSession({ oauth: oauthClient.oauth, storage, broadcast: createLogoutBroadcast() });
  const conflicts = createConflictSignal();
  // Spec 000 section 6: "A 401 answer logs the user out"; the session tells the guard. Spec 001
  // section 8: a 409 returns to the list (the router listens to `conflicts`).
  const api = createApiClient({
    baseUrl,
    clientId: portalClientId,
    fetch,
    session,
    onUnauthorized: () => session.logout(),
    onConflict: conflicts.notify,
  });
  const logger = createLogger({ post: (entry) => api.log.post(entry) });
  return { api, conflicts, session, notifier: createNotifier(), logger, storage };
}
