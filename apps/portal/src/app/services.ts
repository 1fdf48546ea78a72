/**
 * The portal's one set of services: API client, session and notifier. Same-origin `/api` (the
 * sandbox serves the built portal next to the API; in dev Vite proxies it). The client and the
 * session come from `createDictationClient`, the front door an integrator uses too.
 */
import {
  type ApiClient,
  createDictationClient,
  createLogger,
  createMessageCatalogue,
  type FetchLike,
  type Logger,
  messages,
  type RefreshAhead,
  type Session,
  type StorageLike,
} from '@dictation/core';
import { createEarlyReads, type EarlyReads } from '@dictation/core/react';
import { newLetterMessages, uploadMessages } from '@dictation/new-letter';
import { recorderMessages } from '@dictation/recorder';
import { createNotifier, type Notifier } from '@dictation/ui';
import { portalClientId } from './portalClient';

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
  /** Where every failure the user sees goes (docs/architecture.md, "Failures reach support"). */
  logger: Logger;
  /** Where tokens and per-account preferences live. */
  storage: StorageLike;
  /** Reads started before their screen renders (startupLoads.ts), for its hooks to take. */
  earlyReads: EarlyReads;
  /** The API's calls answered from the sign-in's kept copies only (`createDictationClient`). */
  keptCopies: ApiClient;
}

export interface PortalServicesOptions {
  /** @default '' (same origin) */
  baseUrl?: string;
  /** @default localStorage: every tab shares the session */
  storage?: StorageLike;
  /** @default globalThis.fetch */
  fetch?: FetchLike;
  /** The page's first refresh, sent by its first script (src/refreshAhead.ts). */
  aheadRefresh?: RefreshAhead;
}

export function createPortalServices(options: PortalServicesOptions = {}): PortalServices {
  const storage = options.storage ?? globalThis.localStorage;
  const fetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const conflicts = createConflictSignal();
  // Spec 000 section 6: "A 401 answer logs the user out" (the client does, in every tab: the
  // logout broadcast); the session tells the guard. Spec 001 section 8: a 409 returns to the
  // list (the router listens to `conflicts`).
  const { api, session, keptCopies } = createDictationClient({
    baseUrl: options.baseUrl ?? '',
    clientId: portalClientId,
    fetch,
    storage,
    onConflict: conflicts.notify,
    ...(options.aheadRefresh ? { aheadRefresh: options.aheadRefresh } : {}),
  });
  // The catalogues already in the first chunk: core's toasts and the recording and upload pages'
  // messages. Other screens' words are logged as far as these catalogues know them.
  const logger = createLogger({
    post: (entry, postOptions) => api.log.post(entry, postOptions),
    catalogue: createMessageCatalogue(messages, newLetterMessages, recorderMessages, uploadMessages),
    screen: () => globalThis.location?.pathname,
  });
  const earlyReads = createEarlyReads();
  // What was read for a sign-in is never handed to the next one.
  session.subscribe((event) => {
    if (event.type === 'logout') earlyReads.clear();
  });
  return { api, conflicts, session, notifier: createNotifier(), logger, storage, earlyReads, keptCopies };
}
