import {
  type ApiClient,
  createApiClient,
  createDictationClient,
  createLogger,
  type Logger,
  originOf,
  type Session,
} from '@dictation/core';
import { createEarlyReads, type EarlyReads } from '@dictation/core/react';
import { forgetCurrentLetterAhead } from '@dictation/new-letter';
import { connectionKey, takeRefreshAhead } from './refreshAhead';

/** Where an element's API is and whose tokens it sends. */
export interface WidgetConnection {
  /** Origin of the API (`''`: the page's own). */
  apiBaseUrl: string;
  /** The OAuth client the sign-in uses. */
  clientId: string;
  /**
   * A host that already holds a token (its own single sign-on) supplies it; the elements then
   * never show a sign-in and a 401 is reported as an error event, not a logout.
   */
  accessTokenProvider: (() => Promise<string | null>) | undefined;
}

export interface WidgetServices {
  api: ApiClient;
  session: Session;
  /**
   * The failures the elements' users see, to this API's log (docs/architecture.md, "Failures
   * reach support"): one logger per client, so the elements of a page share its rate limit.
   */
  logger: Logger;
  /**
   * The page's own sign-in (`<dictation-sign-in>`, or the portal's in another tab), which the
   * elements end after the profile's inactivity time (issue 31); false for a host's
   * `accessTokenProvider`, whose single sign-on keeps its own time and its own sign-out.
   */
  pageSignIn: boolean;
  /**
   * Answers an element asked for as it connected, before its content rendered (issue 33), for the
   * first hook of the page's elements that reads the same key. Forgotten when the session ends.
   */
  earlyReads: EarlyReads;
}

/**
 * Without `screen`: the host page's path is the host's (an EPR's may name its patient), and the
 * element is known by its action.
 */
const loggerOf = (api: ApiClient) =>
  createLogger({ post: (entry, postOptions) => api.log.post(entry, postOptions) });

/**
 * A session that only forwards the host's token: signed in while the host says so; `login` and
 * `refresh` are the host's business.
 */
function hostTokenSession(provider: () => Promise<string | null>, apiOrigin: string): Session {
  const refused = () => Promise.reject(new Error('The host page supplies the access token'));
  return {
    apiOrigin,
    // Where the token goes is the element's API, which the page allows (apiOrigins.ts).
    getAccessToken: () => provider(),
    login: refused,
    refresh: refused,
    // It never refreshes.
    refreshSent: () => Promise.resolve(),
    tokens: () => null,
    isSignedIn: () => true,
    logout: () => {},
    subscribe: () => () => {},
    dispose: () => {},
  };
}

const sessionServices = new Map<string, WidgetServices>();
const hostTokenServices = new WeakMap<() => Promise<string | null>, Map<string, WidgetServices>>();
const fetchOfPage = (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init);

/**
 * One client and session per API and client id, shared by every element of the page: signing in
 * through `<dictation-sign-in>` signs in the list and the recorder beside it. Tokens live in
 * `localStorage` as the portal keeps them, so a reload (or another tab) stays signed in, each
 * API's under its own key (issue 34): an element of another API never reads them.
 */
export function servicesFor(connection: WidgetConnection): WidgetServices {
  const key = connectionKey(connection);
  const provider = connection.accessTokenProvider;
  if (provider) {
    const byKey = hostTokenServices.get(provider) ?? new Map<string, WidgetServices>();
    hostTokenServices.set(provider, byKey);
    const known = byKey.get(key);
    if (known) return known;
    const session = hostTokenSession(provider, originOf(connection.apiBaseUrl));
    const api = createApiClient({
      baseUrl: connection.apiBaseUrl,
      clientId: connection.clientId,
      fetch: fetchOfPage,
      session,
    });
    const services = {
      api,
      session,
      logger: loggerOf(api),
      pageSignIn: false,
      earlyReads: createEarlyReads({ eachCache: true }),
    };
    byKey.set(key, services);
    return services;
  }
  const known = sessionServices.get(key);
  if (known) return known;
  const client = createDictationClient({
    baseUrl: connection.apiBaseUrl,
    clientId: connection.clientId,
    fetch: fetchOfPage,
    storage: globalThis.localStorage,
    // The page's first script may have sent this sign-in's refresh already (refreshAhead.ts).
    aheadRefresh: takeRefreshAhead(connection),
  });
  const earlyReads = createEarlyReads({ eachCache: true });
  // What the elements read ahead is the user's, never handed to the next one to sign in here.
  client.session.subscribe((event) => {
    if (event.type !== 'logout') return;
    earlyReads.clear();
    forgetCurrentLetterAhead();
  });
  const services = { ...client, logger: loggerOf(client.api), pageSignIn: true, earlyReads };
  sessionServices.set(key, services);
  return services;
}
