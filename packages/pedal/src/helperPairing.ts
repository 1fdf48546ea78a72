/**
 * Pairing this browser with the desktop helper install (docs/wire-contract.md, Desktop helper):
 * no token is ever built into a page, because anyone can read a public script. A helper with
 * pairing on answers an unpaired page 401; the user asks for a code, reads it off the helper and
 * types it here, and the page exchanges it for the install's token for this origin, kept in this
 * origin's `localStorage` and sent by every hub connection from then on.
 */
import type { StorageLike } from '@dictation/core';
import { type PortRange, pedalHubPorts } from './hubContract';

/** Where the page keeps the install's token: one per origin, which `localStorage` already is. */
export interface HelperPairingStore {
  /** The token, or undefined when this browser has not paired (or storage is blocked). */
  read(): string | undefined;
  write(token: string): void;
  /** Calls back when the token changes, in this page or another tab; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export const helperPairingStorageKey = 'dictation:v1:helperPairing';

/** `localStorage`, or undefined where there is none or reading it throws (storage blocked). */
function pageLocalStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** A store over `storage` (`localStorage` by default; a blocked or missing storage keeps nothing). */
export function createHelperPairingStore(
  storage: StorageLike | undefined = pageLocalStorage(),
  key = helperPairingStorageKey,
): HelperPairingStore {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };
  return {
    read() {
      try {
        return storage?.getItem(key) || undefined;
      } catch {
        return undefined;
      }
    },
    write(token) {
      try {
        storage?.setItem(key, token);
      } catch {
        // A blocked storage: the pairing lasts as long as this page's connections do not restart.
      }
      notify();
    },
    subscribe(listener) {
      // Another tab that paired tells this one through the `storage` event.
      if (listeners.size === 0 && typeof window !== 'undefined')
        window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined')
          window.removeEventListener('storage', onStorage);
      };
    },
  };
}

let pageStore: HelperPairingStore | undefined;
/** This page's store over `localStorage`, made on first use (no storage is touched at import). */
export function pagePairingStore(): HelperPairingStore {
  pageStore ??= createHelperPairingStore();
  return pageStore;
}

/** Why a pairing step failed; the UI words each (messages.ts, `pairing`). */
export type HelperPairingFailure = 'wrongCode' | 'expired' | 'locked' | 'unreachable' | 'failed';

export class HelperPairingError extends Error {
  constructor(readonly reason: HelperPairingFailure) {
    super(`Pairing with the desktop helper failed: ${reason}`);
    this.name = 'HelperPairingError';
  }
}

export interface HelperPairingOptions {
  /** The ports the helper may listen on for pairing (either hub server pairs). @default 5000-5003 */
  ports?: PortRange;
  /** @default '127.0.0.1' */
  host?: string;
  /** Where the token goes. @default this page's `localStorage` store */
  store?: HelperPairingStore;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The two steps the user takes. */
export interface HelperPairing {
  /** Asks the helper to show a code; rejects with a HelperPairingError. */
  requestCode(): Promise<void>;
  /** Exchanges the code the user typed for the install's token and stores it. */
  exchangeCode(code: string): Promise<void>;
}

const refusals: Record<number, HelperPairingFailure> = { 403: 'wrongCode', 410: 'expired', 429: 'locked' };

export function createHelperPairing(options: HelperPairingOptions = {}): HelperPairing {
  const ports = options.ports ?? pedalHubPorts;
  const host = options.host ?? '127.0.0.1';
  const store = options.store ?? pagePairingStore();
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  /** The port whose helper showed the code: the code is typed back to the same one. */
  let helperPort: number | undefined;

  const post = async (port: number, path: string, body?: object): Promise<Response> => {
    try {
      return await send(`http://${host}:${port}${path}`, {
        method: 'POST',
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body && JSON.stringify(body),
      });
    } catch {
      throw new HelperPairingError('unreachable');
    }
  };
  const failureOf = (response: Response) =>
    new HelperPairingError(refusals[response.status] ?? (response.status === 404 ? 'unreachable' : 'failed'));

  return {
    async requestCode() {
      const tried: Promise<number>[] = [];
      for (let port = ports.start; port <= ports.end; port += 1) {
        tried.push(
          post(port, '/pairing/code').then((response) => {
            // 404: another web server on that port, or a helper without pairing.
            if (response.status === 404) throw new HelperPairingError('unreachable');
            if (!response.ok) throw failureOf(response);
            return port;
          }),
        );
      }
      try {
        helperPort = await Promise.any(tried);
      } catch (error) {
        const errors = error instanceof AggregateError ? error.errors : [];
        // A helper that refused says more than the ports where nothing answered.
        throw (
          errors.find((each) => each instanceof HelperPairingError && each.reason !== 'unreachable') ??
          new HelperPairingError('unreachable')
        );
      }
    },
    async exchangeCode(code) {
      if (helperPort === undefined) throw new HelperPairingError('expired');
      const response = await post(helperPort, '/pairing/token', { code });
      if (!response.ok) throw failureOf(response);
      const answer: unknown = await response.json().catch(() => undefined);
      const token = (answer as { token?: unknown } | undefined)?.token;
      // A malformed answer is not a pairing: nothing is stored.
      if (typeof token !== 'string' || token === '') throw new HelperPairingError('failed');
      store.write(token);
    },
  };
}
