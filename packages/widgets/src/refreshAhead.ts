import { originOf, type RefreshAhead, refreshAhead } from '@dictation/core';
import { defaultClientId } from './defaultClientId';
import type { WidgetConnection } from './widgetConnection';

/**
 * Issue 33: the elements' token refresh sent by the page's first script
 * (`dictation-refresh-ahead.js`), before the widgets' code has downloaded and run. Without it an
 * element refreshes as it connects, once its definitions are in and evaluated: 0.4 s after the
 * page warm, 1.1 s cold on Slow 4G, and every read of the recorder waits for that token.
 *
 * The script and the elements are separate files (an integrator may load the elements as a classic
 * script), so the refresh is handed over on the page's global object, under a symbol of the
 * global registry, by connection: an element takes it once, through its session
 * (`createDictationClient`'s `aheadRefresh`), which uses the answer only while the sign-in stored
 * is still the one it gave.
 */
const registry = Symbol.for('@dictation/widgets refresh ahead');

/** By connection: the refresh sent, or null once the elements took it (or connected without one). */
type Published = Map<string, RefreshAhead | null>;

function published(): Published {
  const holder = globalThis as { [registry]?: Published };
  holder[registry] ??= new Map();
  return holder[registry];
}

/** Where an element's API is and whose sign-in it uses: its `api-base-url` and `client-id`. */
type Connection = Pick<WidgetConnection, 'apiBaseUrl' | 'clientId'>;

/** One refresh per API and OAuth client: the elements of a connection share one session. */
export const connectionKey = ({ apiBaseUrl, clientId }: Connection) => `${apiBaseUrl}\n${clientId}`;

/**
 * The connection the first script's address names, with the elements' attribute names and
 * defaults: `dictation-refresh-ahead.js?api-base-url=https://api.example&client-id=epr`.
 */
export function connectionInScriptUrl(scriptUrl: string): Connection {
  const given = new URL(scriptUrl).searchParams;
  return { apiBaseUrl: given.get('api-base-url') ?? '', clientId: given.get('client-id') ?? defaultClientId };
}

/**
 * Sends the stored sign-in's refresh for `connection` now, for its elements to take; nothing is
 * sent without a stored sign-in. Nothing more is sent once one was, or once the connection's
 * elements have their session (a script placed after them): it would spend a token none takes.
 * Returns the connection's refresh, undefined once its elements took it.
 */
export function publishRefreshAhead(connection: Connection): RefreshAhead | undefined {
  const key = connectionKey(connection);
  if (published().has(key)) return published().get(key) ?? undefined;
  const ahead = refreshAhead({
    baseUrl: connection.apiBaseUrl,
    apiOrigin: originOf(connection.apiBaseUrl),
    clientId: connection.clientId,
    storage: globalThis.localStorage,
    locks: globalThis.navigator?.locks,
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  published().set(key, ahead);
  return ahead;
}

/** The refresh the page's first script sent for `connection`, once; undefined when there was none. */
export function takeRefreshAhead(connection: Connection): RefreshAhead | undefined {
  const key = connectionKey(connection);
  const ahead = published().get(key);
  published().set(key, null);
  return ahead ?? undefined;
}
