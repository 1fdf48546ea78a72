/**
 * A connection to one desktop helper hub, wherever in its port range the helper listens
 * (spec 000 section 4: "Ports are tried cyclically on failure, reconnects on close").
 *
 * - Port search is parallel: every port of the range is started at once, the first to complete
 *   the handshake wins and the others are stopped, so a search takes one round trip, not four.
 * - Drops are healed by the client's automatic reconnect on the same port.
 * - A failed first start and a reconnect that gave up are retried by us (the client does neither),
 *   with a new search, because a restarted helper may have taken another port.
 * - Searches back off while nothing answers (5 s, doubling to a minute) and wait while the page
 *   is hidden: every port tried is a "connection refused" in the console of a user without the
 *   desktop app (issue 33: 240 a minute on the recording page). The user's wish to use it (Record
 *   pressed, the recording source list or the pedal settings opened: `searchNow`) and the page
 *   coming back to the front search at once.
 */
import type { HubConnection, IRetryPolicy } from '@microsoft/signalr';
import { type HelperPairingStore, pagePairingStore } from './helperPairing';
import type { HubEventTable, HubMethodTable, PortRange } from './hubContract';

/** The part of `@microsoft/signalr`'s HubConnection the manager uses. */
export type HubConnectionLike = Pick<
  HubConnection,
  'start' | 'stop' | 'on' | 'invoke' | 'onclose' | 'onreconnecting' | 'onreconnected' | 'state'
>;

/**
 * Where the connection is. `Connected`/`Disconnected` of the spec: `connected` vs the rest.
 * `pairingRequired`: a helper answered, but this browser has not paired with it (helperPairing.ts).
 */
export type HelperConnectionStatus =
  | 'searching'
  | 'connected'
  | 'reconnecting'
  | 'disconnected'
  | 'pairingRequired'
  | 'stopped';

export interface HelperConnectionOptions {
  /** Hub path, e.g. `/pedalhub`. */
  hubPath: string;
  ports: PortRange;
  /** @default '127.0.0.1' */
  host?: string;
  /** Delays of the client's automatic reconnect on the same port. @default [0, 2000, 10000, 30000] */
  reconnectDelaysMs?: readonly number[];
  /** Wait before searching again after a first search found no helper. @default 5000 */
  searchRetryDelayMs?: number;
  /** Each search that finds nothing doubles the wait, up to this. @default 60000 */
  searchRetryMaxDelayMs?: number;
  /**
   * Tells when the page is hidden and when it comes back to the front: hidden, no search is due;
   * back in front, a helper not found yet is searched for at once.
   * @default the document's `visibilitychange` (nothing outside a browser)
   */
  pageVisibility?: PageVisibility;
  /**
   * Where the install's token from pairing is (docs/wire-contract.md, Desktop helper), sent as
   * SignalR's access token: `Authorization: Bearer` on negotiate, `access_token` on the WebSocket
   * URL. A new token (paired in this page or another tab) searches at once.
   * @default this page's `localStorage` store (`pagePairingStore`)
   */
  pairingStore?: HelperPairingStore;
  /** Builds the client for one URL; the default builds `@microsoft/signalr` with automatic reconnect. */
  createHubConnection?: BuildHubConnection;
  /**
   * When a started connection searches: `run` once the page may spend time on it; returns the
   * cancel. `searchNow` does not wait for it.
   * @default once the page is idle, within 3 s (at once outside a browser): `whenPageIdle`
   */
  whenIdle?: (run: () => void) => () => void;
}

/** The latest a started search waits for an idle page, on a page that is never idle. */
const idleSearchLatestMs = 3000;

/**
 * Once the page is idle (`requestIdleCallback`), within 3 s; at once where there is no such
 * callback. Issue 33: the search (the client's download and a dozen negotiations at a quarter of
 * the CPU) held the recording page's first render and its recorder's start back by a third of a
 * second, for the app that most users do not have.
 */
export function whenPageIdle(run: () => void): () => void {
  if (typeof globalThis.requestIdleCallback !== 'function') {
    run();
    return () => {};
  }
  const handle = globalThis.requestIdleCallback(run, { timeout: idleSearchLatestMs });
  return () => globalThis.cancelIdleCallback(handle);
}

/** Builds the client of one hub URL. */
export type BuildHubConnection = (
  url: string,
  retryPolicy: IRetryPolicy,
  pairingToken: () => string,
) => HubConnectionLike;

/** Whether the page is shown, and news of it coming back to the front. */
export interface PageVisibility {
  isHidden(): boolean;
  /** Calls back each time the page becomes visible; returns the unsubscribe function. */
  onVisible(listener: () => void): () => void;
}

/** The document's visibility; outside a browser, a page always shown. */
export const documentVisibility: PageVisibility = {
  isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onVisible(listener) {
    if (typeof document === 'undefined') return () => {};
    const onChange = () => {
      if (document.visibilityState === 'visible') listener();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};

/** A typed connection to one hub; events and methods are checked against the hub contract. */
export interface HelperConnection<Methods extends HubMethodTable, Events extends HubEventTable> {
  readonly status: HelperConnectionStatus;
  /** The port of the helper found, while connected or reconnecting. */
  readonly port: number | undefined;
  /**
   * Starts searching once the page is idle (`whenIdle`); resolves after the first search,
   * connected or not (searching continues), or at `stop` if that came first.
   */
  start(): Promise<void>;
  /** Stops for good (status `stopped`); `start` may be called again. */
  stop(): Promise<void>;
  /**
   * The user wants the helper now (Record pressed, the recording source list or the pedal
   * settings opened): a started connection that has not found it searches at once instead of
   * waiting for its next try or for the page to be idle. Nothing happens while connected,
   * searching or stopped.
   */
  searchNow(): void;
  /** Listens to status changes; returns the unsubscribe function. */
  onStatus(listener: (status: HelperConnectionStatus) => void): () => void;
  /** Listens to a hub event across reconnects and re-searches; returns the unsubscribe function. */
  on<Name extends keyof Events & string>(event: Name, handler: (...args: Events[Name]) => void): () => void;
  /** Invokes a hub method; rejects when not connected. */
  invoke<Name extends keyof Methods & string>(
    method: Name,
    ...args: Methods[Name]['args']
  ): Promise<Methods[Name]['result']>;
}

const defaultReconnectDelaysMs = [0, 2000, 10000, 30000];

/**
 * `@microsoft/signalr` (14 KB gzip) is loaded by the first search, not with the page: a screen is
 * ready to record before the desktop helper is looked for (issue 33).
 */
async function loadSignalRClient(): Promise<BuildHubConnection> {
  const { HubConnectionBuilder, LogLevel } = await import('@microsoft/signalr');
  return (url, retryPolicy, pairingToken) =>
    new HubConnectionBuilder()
      // Read at each negotiate and reconnect, so a pairing made meanwhile is used (none: no header).
      .withUrl(url, { accessTokenFactory: pairingToken })
      .withAutomaticReconnect(retryPolicy)
      .configureLogging(LogLevel.None)
      .build();
}

/** `HubConnectionState.Connected`, whose enum is not loaded with the page (see loadSignalRClient). */
const connectedState = 'Connected';

type AnyHandler = (...args: unknown[]) => void;

/**
 * Whether a failed start was the helper's 401 at negotiate (pairing required). The SignalR client
 * wraps the HTTP error into its negotiate error and keeps only its text, which ends with the
 * status (`Status code '401'`); apps/helper-sim's tests run the real client against this.
 */
const answeredPairingRequired = (error: unknown): boolean =>
  error instanceof Error && error.message.includes("Status code '401'");

const watchAll =
  (...unwatch: (() => void)[]) =>
  () => {
    for (const each of unwatch) each();
  };

/** Creates a connection manager for one hub (nothing happens until `start`). */
export function createHelperConnection<Methods extends HubMethodTable, Events extends HubEventTable>(
  options: HelperConnectionOptions,
): HelperConnection<Methods, Events> {
  const host = options.host ?? '127.0.0.1';
  const reconnectDelays = options.reconnectDelaysMs ?? defaultReconnectDelaysMs;
  const searchRetryDelayMs = options.searchRetryDelayMs ?? 5000;
  const searchRetryMaxDelayMs = options.searchRetryMaxDelayMs ?? 60_000;
  const visibility = options.pageVisibility ?? documentVisibility;
  const whenIdle = options.whenIdle ?? whenPageIdle;
  const given = options.createHubConnection;
  let loading: Promise<BuildHubConnection | undefined> | undefined;
  /** The default client, loaded once; undefined when its chunk did not come (tried again next search). */
  const signalRClient = () =>
    (loading ??= loadSignalRClient().catch(() => {
      loading = undefined;
      return undefined;
    }));
  const pairingStore = options.pairingStore ?? pagePairingStore();
  const pairingToken = () => pairingStore.read() ?? '';
  const retryPolicy: IRetryPolicy = {
    nextRetryDelayInMilliseconds: ({ previousRetryCount }) => reconnectDelays[previousRetryCount] ?? null,
  };

  const handlers = new Map<string, Set<AnyHandler>>();
  const statusListeners = new Set<(status: HelperConnectionStatus) => void>();
  let status: HelperConnectionStatus = 'disconnected';
  let active: { connection: HubConnectionLike; port: number } | undefined;
  let candidates: HubConnectionLike[] = [];
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  // Bumped by stop and by each search, so late answers of an old search are ignored.
  let generation = 0;
  /** Searches in a row that found nothing: the next automatic one waits twice as long each time. */
  let fruitlessSearches = 0;
  /** Set while started and not stopped: the visibility and pairing listeners. */
  let stopWatching: (() => void) | undefined;
  /** A start's search waiting for the page to be idle: `now` runs it, `cancel` drops it. */
  let waitingForIdle: { now: () => void; cancel: () => void } | undefined;

  const setStatus = (next: HelperConnectionStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const dispatcher =
    (event: string) =>
    (...args: unknown[]) => {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    };

  const subscribeAll = (connection: HubConnectionLike) => {
    for (const event of handlers.keys()) connection.on(event, dispatcher(event));
  };

  const retryDelay = () =>
    Math.min(searchRetryDelayMs * 2 ** Math.max(0, fruitlessSearches - 1), searchRetryMaxDelayMs);

  const scheduleSearch = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      // A hidden page waits: coming back to the front searches (below).
      if (!visibility.isHidden()) void search();
    }, retryDelay());
  };

  /** Searches at once when started and neither connected nor searching. */
  const searchIfWaiting = () => {
    if (waitingForIdle) return waitingForIdle.now();
    const waiting = status === 'disconnected' || status === 'pairingRequired';
    if (!waiting || active || stopWatching === undefined) return;
    clearTimeout(retryTimer);
    void search();
  };

  const adopt = (connection: HubConnectionLike, port: number, searchGeneration: number) => {
    active = { connection, port };
    fruitlessSearches = 0;
    connection.onreconnecting(() => {
      if (generation === searchGeneration) setStatus('reconnecting');
    });
    connection.onreconnected(() => {
      if (generation === searchGeneration) setStatus('connected');
    });
    connection.onclose(() => {
      if (generation !== searchGeneration) return;
      active = undefined;
      setStatus('disconnected');
      scheduleSearch();
    });
    setStatus('connected');
  };

  const foundNothing = (next: 'disconnected' | 'pairingRequired') => {
    fruitlessSearches += 1;
    setStatus(next);
    scheduleSearch();
  };

  async function search(): Promise<void> {
    generation += 1;
    const searchGeneration = generation;
    setStatus('searching');
    // A given builder is used at once (no await), as before the client was loaded on demand.
    const build = given ?? (await signalRClient());
    if (generation !== searchGeneration) return;
    // Its chunk did not load (offline, a new version deployed): as a search that found nothing.
    if (!build) return foundNothing('disconnected');
    const tried: { connection: HubConnectionLike; port: number }[] = [];
    for (let port = options.ports.start; port <= options.ports.end; port += 1) {
      const connection = build(`http://${host}:${port}${options.hubPath}`, retryPolicy, pairingToken);
      subscribeAll(connection);
      tried.push({ connection, port });
    }
    candidates = tried.map((candidate) => candidate.connection);
    // Settles at the first winner, or when every port has failed: a port whose owner never answers
    // must not hold the search up.
    let pairingRequired = false;
    const found = await new Promise<boolean>((resolve) => {
      let failures = 0;
      let won = false;
      for (const candidate of tried) {
        candidate.connection.start().then(
          () => {
            if (won || generation !== searchGeneration) {
              void candidate.connection.stop();
              return;
            }
            won = true;
            adopt(candidate.connection, candidate.port, searchGeneration);
            resolve(true);
          },
          (error: unknown) => {
            pairingRequired ||= answeredPairingRequired(error);
            failures += 1;
            if (failures === tried.length) resolve(false);
          },
        );
      }
    });
    if (generation !== searchGeneration) return;
    candidates = [];
    if (!found) foundNothing(pairingRequired ? 'pairingRequired' : 'disconnected');
  }

  return {
    get status() {
      return status;
    },
    get port() {
      return active?.port;
    },
    start() {
      stopWatching ??= watchAll(
        visibility.onVisible(searchIfWaiting),
        pairingStore.subscribe(searchIfWaiting),
      );
      if (status === 'searching' || active || waitingForIdle) return Promise.resolve();
      return new Promise<void>((resolve) => {
        let cancelIdle = () => {};
        const now = () => {
          cancelIdle();
          waitingForIdle = undefined;
          void search().then(resolve);
        };
        waitingForIdle = {
          now,
          cancel: () => {
            cancelIdle();
            waitingForIdle = undefined;
            resolve();
          },
        };
        cancelIdle = whenIdle(now);
      });
    },
    searchNow: searchIfWaiting,
    async stop() {
      generation += 1;
      clearTimeout(retryTimer);
      stopWatching?.();
      stopWatching = undefined;
      fruitlessSearches = 0;
      waitingForIdle?.cancel();
      const current = active;
      const searching = candidates;
      active = undefined;
      candidates = [];
      setStatus('stopped');
      // Stopping a connection that is still starting makes its start reject, which ends the search.
      await Promise.all([current?.connection.stop(), ...searching.map((connection) => connection.stop())]);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
        // Connections being tried in a search need it too: one of them becomes the active one.
        for (const connection of active ? [active.connection] : candidates)
          connection.on(event, dispatcher(event));
      }
      const anyHandler = handler as AnyHandler;
      set.add(anyHandler);
      return () => set.delete(anyHandler);
    },
    invoke(method, ...args) {
      if (!active || String(active.connection.state) !== connectedState) {
        return Promise.reject(new Error(`Not connected to the desktop helper (${options.hubPath})`));
      }
      return active.connection.invoke<Methods[typeof method]['result']>(method, ...args);
    },
  };
}
