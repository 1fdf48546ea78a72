import { createMemoryStorage } from '@dictation/core';
import { HubConnectionState, type IRetryPolicy } from '@microsoft/signalr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createHelperConnection,
  type HelperConnectionStatus,
  type HubConnectionLike,
  type PageVisibility,
  whenPageIdle,
} from './helperConnection';
import { createHelperPairingStore } from './helperPairing';
import type { PedalHubEvents, PedalHubMethods } from './hubContract';

/**
 * A hub connection whose start is settled by the test, to check the search's order and retries
 * without a network (the real client against the simulator is tested in apps/helper-sim).
 */
class ScriptedConnection implements HubConnectionLike {
  state = HubConnectionState.Disconnected;
  readonly handlers = new Map<string, (...args: unknown[]) => void>();
  private settleStart?: { resolve: () => void; reject: (error: Error) => void };
  private closeCallbacks: ((error?: Error) => void)[] = [];
  stopped = false;
  constructor(readonly url: string) {}
  start() {
    return new Promise<void>((resolve, reject) => {
      this.settleStart = {
        resolve: () => {
          this.state = HubConnectionState.Connected;
          resolve();
        },
        reject,
      };
    });
  }
  accept() {
    this.settleStart?.resolve();
  }
  refuse() {
    this.settleStart?.reject(new Error('Failed to fetch'));
  }
  /** A helper with pairing on, to a browser without its token: the real client's negotiate error. */
  refuseUnpaired() {
    this.settleStart?.reject(
      new Error("Failed to complete negotiation with the server: Error: Unauthorized: Status code '401'"),
    );
  }
  async stop() {
    this.stopped = true;
    this.state = HubConnectionState.Disconnected;
  }
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, handler);
  }
  async invoke<T>(): Promise<T> {
    throw new Error('not scripted');
  }
  onclose(callback: (error?: Error) => void) {
    this.closeCallbacks.push(callback);
  }
  onreconnecting() {}
  onreconnected() {}
  /** The client's automatic reconnect gave up. */
  close() {
    this.state = HubConnectionState.Disconnected;
    for (const callback of this.closeCallbacks) callback(new Error('Server timeout'));
  }
}

/** A page the test hides and brings back to the front. */
function scriptedVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: PageVisibility = {
    isHidden: () => hidden,
    onVisible(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    visibility,
    hide() {
      hidden = true;
    },
    show() {
      hidden = false;
      for (const listener of listeners) listener();
    },
  };
}

function setup(whenIdle?: (run: () => void) => () => void) {
  const built: ScriptedConnection[] = [];
  const policies: IRetryPolicy[] = [];
  const tokens: (() => string)[] = [];
  const page = scriptedVisibility();
  const pairingStore = createHelperPairingStore(createMemoryStorage());
  const connection = createHelperConnection<PedalHubMethods, PedalHubEvents>({
    hubPath: '/pedalhub',
    ports: { start: 5000, end: 5003 },
    searchRetryDelayMs: 5000,
    pageVisibility: page.visibility,
    reconnectDelaysMs: [0, 100],
    pairingStore,
    ...(whenIdle ? { whenIdle } : {}),
    createHubConnection: (url, policy, pairingToken) => {
      const scripted = new ScriptedConnection(url);
      built.push(scripted);
      policies.push(policy);
      tokens.push(pairingToken);
      return scripted;
    },
  });
  const statuses: HelperConnectionStatus[] = [];
  connection.onStatus((status) => statuses.push(status));
  return { connection, built, policies, statuses, page, pairingStore, tokens };
}

/** Refuses every connection being tried, as a computer without the desktop app does. */
const refuseAll = (built: ScriptedConnection[]) => {
  for (const candidate of built) candidate.refuse();
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createHelperConnection', () => {
  it('tries every port of the range at once and keeps the first that answers', async () => {
    const { connection, built } = setup();
    const started = connection.start();
    // All four are started before any answers: the search is parallel, not one port after another.
    expect(built.map((candidate) => candidate.url)).toEqual([
      'http://127.0.0.1:5000/pedalhub',
      'http://127.0.0.1:5001/pedalhub',
      'http://127.0.0.1:5002/pedalhub',
      'http://127.0.0.1:5003/pedalhub',
    ]);
    built[0]?.refuse();
    built[2]?.accept();
    await started;
    expect(connection.status).toBe('connected');
    expect(connection.port).toBe(5002);
    built[3]?.accept();
    await vi.runAllTimersAsync();
    expect(built[3]?.stopped).toBe(true);
    expect(connection.port).toBe(5002);
  });

  it('searches again 5 s after a search found no helper', async () => {
    const { connection, built, statuses } = setup();
    const started = connection.start();
    for (const candidate of built) candidate.refuse();
    await started;
    expect(connection.status).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(4999);
    expect(built).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(built).toHaveLength(8);
    built[7]?.accept();
    await vi.runOnlyPendingTimersAsync();
    expect(statuses).toEqual(['searching', 'disconnected', 'searching', 'connected']);
  });

  it('searches the range again when the automatic reconnect gives up', async () => {
    const { connection, built, policies } = setup();
    const started = connection.start();
    built[1]?.accept();
    await started;
    expect(
      policies[0]?.nextRetryDelayInMilliseconds({
        previousRetryCount: 1,
        elapsedMilliseconds: 0,
        retryReason: new Error(),
      }),
    ).toBe(100);
    expect(
      policies[0]?.nextRetryDelayInMilliseconds({
        previousRetryCount: 2,
        elapsedMilliseconds: 0,
        retryReason: new Error(),
      }),
    ).toBeNull();
    built[1]?.close();
    expect(connection.status).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(5000);
    expect(built).toHaveLength(8);
  });

  it('delivers events registered before the search to the connection that wins', async () => {
    const { connection, built } = setup();
    const pedals: number[] = [];
    connection.on('pedalDown', (pedal) => pedals.push(pedal));
    const started = connection.start();
    built[3]?.accept();
    await started;
    built[3]?.handlers.get('pedalDown')?.(30);
    expect(pedals).toEqual([30]);
  });

  it('stop ends a search in progress and no retry follows', async () => {
    const { connection, built } = setup();
    void connection.start();
    await connection.stop();
    expect(built.every((candidate) => candidate.stopped)).toBe(true);
    await vi.advanceTimersByTimeAsync(60000);
    expect(built).toHaveLength(4);
    expect(connection.status).toBe('stopped');
    await expect(connection.invoke('getDeviceName')).rejects.toThrow('Not connected');
  });
});

describe('the first search waits for an idle page (issue 33)', () => {
  /** A page the test declares idle; `cancelled` counts the waits dropped. */
  function scriptedIdle() {
    const waiting = new Set<() => void>();
    let cancelled = 0;
    return {
      whenIdle(run: () => void) {
        waiting.add(run);
        return () => {
          if (waiting.delete(run)) cancelled += 1;
        };
      },
      becomeIdle() {
        for (const run of [...waiting]) {
          waiting.delete(run);
          run();
        }
      },
      get waiting() {
        return waiting.size;
      },
      get cancelled() {
        return cancelled;
      },
    };
  }

  it('tries no port until the page is idle, then searches; start resolves after that search', async () => {
    const idle = scriptedIdle();
    const { connection, built } = setup(idle.whenIdle);
    let resolved = false;
    void connection.start().then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(built).toHaveLength(0);
    expect(resolved).toBe(false);
    // A second start while waiting waits with the first, and asks for no second search.
    await connection.start();
    expect(idle.waiting).toBe(1);
    idle.becomeIdle();
    expect(built).toHaveLength(4);
    built[1]?.accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
    expect(connection.port).toBe(5001);
  });

  it('searches at once when the user asks for the helper while it waits, and not again when idle', async () => {
    const idle = scriptedIdle();
    const { connection, built } = setup(idle.whenIdle);
    const started = connection.start();
    connection.searchNow();
    expect(built).toHaveLength(4);
    expect(idle.cancelled).toBe(1);
    idle.becomeIdle();
    refuseAll(built);
    await started;
    expect(built).toHaveLength(4);
    expect(connection.status).toBe('disconnected');
  });

  it('stop while waiting: start resolves, and the page becoming idle searches nothing', async () => {
    const idle = scriptedIdle();
    const { connection, built } = setup(idle.whenIdle);
    const started = connection.start();
    await connection.stop();
    await started;
    expect(idle.cancelled).toBe(1);
    idle.becomeIdle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(built).toHaveLength(0);
    expect(connection.status).toBe('stopped');
  });

  it('whenPageIdle waits for the browser to be idle, within 3 s, and runs at once without it', () => {
    const requests: { run: () => void; timeout: number | undefined }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      requests.push({ run, timeout: options?.timeout });
      return requests.length;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    try {
      const run = vi.fn();
      const cancel = whenPageIdle(run);
      expect(run).not.toHaveBeenCalled();
      expect(requests.map((request) => request.timeout)).toEqual([3000]);
      cancel();
      expect(cancelled).toEqual([1]);
    } finally {
      vi.unstubAllGlobals();
    }
    vi.stubGlobal('requestIdleCallback', undefined);
    try {
      const run = vi.fn();
      whenPageIdle(run);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('searching without a desktop app (issue 33)', () => {
  /** Runs `minutes` of fake time with nothing answering; returns when each search began, in s. */
  async function searchTimes(built: ScriptedConnection[], minutes: number) {
    const times: number[] = [];
    const start = Date.now();
    let seen = 0;
    for (let second = 0; second <= minutes * 60; second += 1) {
      if (built.length > seen) {
        times.push((Date.now() - start) / 1000);
        seen = built.length;
        refuseAll(built);
      }
      await vi.advanceTimersByTimeAsync(1000);
    }
    return times;
  }

  it('backs off while nothing answers: 5 s, doubling to one search a minute', async () => {
    const { connection, built } = setup();
    void connection.start();
    const times = await searchTimes(built, 10);
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    expect(gaps).toEqual([5, 10, 20, 40, 60, 60, 60, 60, 60, 60, 60, 60]);
    // 13 searches of 4 ports in 10 minutes, where one every 5 s made 121.
    expect(built).toHaveLength(13 * 4);
  });

  it('searches at once when the user asks for the helper, and not while one is found or sought', async () => {
    const { connection, built } = setup();
    const started = connection.start();
    connection.searchNow();
    expect(built).toHaveLength(4);
    refuseAll(built);
    await started;
    await vi.advanceTimersByTimeAsync(60_000);
    refuseAll(built);
    await vi.advanceTimersByTimeAsync(0);
    const before = built.length;
    connection.searchNow();
    expect(built).toHaveLength(before + 4);
    built[before + 1]?.accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status).toBe('connected');
    connection.searchNow();
    expect(built).toHaveLength(before + 4);
  });

  it('does not search while the page is hidden, and searches as soon as it is back in front', async () => {
    const { connection, built, page } = setup();
    const started = connection.start();
    refuseAll(built);
    await started;
    page.hide();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(built).toHaveLength(4);
    page.show();
    expect(built).toHaveLength(8);
    refuseAll(built);
    await vi.advanceTimersByTimeAsync(1000);
    // Back in front while a retry is waiting: at once, not when the retry is due.
    page.hide();
    page.show();
    expect(built).toHaveLength(12);
  });

  it('finds a helper that starts later, and backs off from 5 s again after it goes', async () => {
    const { connection, built } = setup();
    void connection.start();
    await searchTimes(built, 3);
    const searches = built.length / 4;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(built).toHaveLength((searches + 1) * 4);
    built[built.length - 2]?.accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status).toBe('connected');
    expect(connection.port).toBe(5002);
    built[built.length - 2]?.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(built).toHaveLength((searches + 2) * 4);
  });

  it('stop forgets the page: coming back to the front does not search', async () => {
    const { connection, built, page } = setup();
    const started = connection.start();
    refuseAll(built);
    await started;
    await connection.stop();
    page.hide();
    page.show();
    connection.searchNow();
    expect(built).toHaveLength(4);
  });
});

describe('pairing with the helper (issue 34)', () => {
  it('says pairing is required when a helper answered 401, and not when nothing answered', async () => {
    const { connection, built, statuses } = setup();
    const started = connection.start();
    built[0]?.refuse();
    built[1]?.refuseUnpaired();
    built[2]?.refuse();
    built[3]?.refuse();
    await started;
    expect(connection.status).toBe('pairingRequired');
    await vi.advanceTimersByTimeAsync(5000);
    refuseAll(built.slice(4));
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses).toEqual(['searching', 'pairingRequired', 'searching', 'disconnected']);
  });

  it('sends the stored token, read at each connect, and searches at once when one is stored', async () => {
    const { connection, built, pairingStore, tokens } = setup();
    const started = connection.start();
    expect(tokens[0]?.()).toBe('');
    for (const candidate of built) candidate.refuseUnpaired();
    await started;
    expect(built).toHaveLength(4);
    // Paired in the settings (or another tab): no waiting for the next search.
    pairingStore.write('install-token-for-this-origin');
    expect(built).toHaveLength(8);
    expect(tokens[4]?.()).toBe('install-token-for-this-origin');
    built[5]?.accept();
    await vi.runOnlyPendingTimersAsync();
    expect(connection.status).toBe('connected');
  });

  it('a token stored while connected, or after stop, starts no search', async () => {
    const { connection, built, pairingStore } = setup();
    const started = connection.start();
    built[0]?.accept();
    await started;
    pairingStore.write('a');
    expect(built).toHaveLength(4);
    await connection.stop();
    pairingStore.write('b');
    expect(built).toHaveLength(4);
  });
});
