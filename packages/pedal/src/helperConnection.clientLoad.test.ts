import { createMemoryStorage } from '@dictation/core';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createHelperConnection, type HelperConnectionStatus, type PageVisibility } from './helperConnection';
import { createHelperPairingStore } from './helperPairing';
import type { PedalHubEvents, PedalHubMethods } from './hubContract';

// The default client is `@microsoft/signalr`, imported by the first search (issue 33). Here its
// chunk fails to load once (a network cut as the page starts), then loads.
const signalR = vi.hoisted(() => ({ loads: 0, urls: [] as string[] }));
vi.mock('@microsoft/signalr', () => {
  signalR.loads += 1;
  if (signalR.loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
  class HubConnectionBuilder {
    url = '';
    withUrl(url: string) {
      this.url = url;
      return this;
    }
    withAutomaticReconnect() {
      return this;
    }
    configureLogging() {
      return this;
    }
    build() {
      signalR.urls.push(this.url);
      return {
        state: 'Disconnected',
        start: () => Promise.reject(new Error('Failed to fetch')),
        stop: async () => {},
        on() {},
        onclose() {},
        onreconnecting() {},
        onreconnected() {},
        invoke: () => Promise.reject(new Error('not connected')),
      };
    }
  }
  return { HubConnectionBuilder, LogLevel: { None: 6 } };
});

const shown: PageVisibility = { isHidden: () => false, onVisible: () => () => {} };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("a search whose client did not load finds nothing, and the next search loads it and tries the helper's ports", async () => {
  const connection = createHelperConnection<PedalHubMethods, PedalHubEvents>({
    hubPath: '/pedalhub',
    ports: { start: 5000, end: 5001 },
    searchRetryDelayMs: 5000,
    pageVisibility: shown,
    pairingStore: createHelperPairingStore(createMemoryStorage()),
  });
  const statuses: HelperConnectionStatus[] = [];
  connection.onStatus((status) => statuses.push(status));
  await connection.start();
  expect(statuses).toEqual(['searching', 'disconnected']);
  expect(signalR.urls).toEqual([]);
  await vi.advanceTimersByTimeAsync(5000);
  expect(signalR.urls).toEqual(['http://127.0.0.1:5000/pedalhub', 'http://127.0.0.1:5001/pedalhub']);
  expect(statuses).toEqual(['searching', 'disconnected', 'searching', 'disconnected']);
  await connection.stop();
});
