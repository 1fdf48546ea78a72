import type { StorageLike } from '../storage/storageLike';

/** Tells every open tab of the same origin that the user logged out. */
export interface LogoutBroadcast {
  /** Announces a logout to the other tabs (not to this one). */
  post(): void;
  /** Calls `listener` when another tab logs out; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Stops listening. */
  close(): void;
}

type ChannelConstructor = new (name: string) => BroadcastChannel;

export interface LogoutBroadcastOptions {
  /** @default 'dictation-session' */
  name?: string;
  /** @default globalThis.BroadcastChannel (absent in old Safari: the storage event is used then) */
  BroadcastChannel?: ChannelConstructor | undefined;
  /** Storage whose `storage` events reach the other tabs. @default globalThis.localStorage */
  storage?: StorageLike | undefined;
  /** Where `storage` events arrive. @default globalThis (window) */
  target?: EventTarget | undefined;
}

/**
 * Creates the logout broadcast: a BroadcastChannel where the browser has one, else a storage key
 * whose change fires `storage` events in the other tabs.
 */
export function createLogoutBroadcast(options: LogoutBroadcastOptions = {}): LogoutBroadcast {
  const name = options.name ?? 'dictation-session';
  const Channel = 'BroadcastChannel' in options ? options.BroadcastChannel : globalThis.BroadcastChannel;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  if (Channel) {
    const channel = new Channel(name);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === 'logout') emit();
    };
    return {
      post: () => channel.postMessage('logout'),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => {
        listeners.clear();
        channel.close();
      },
    };
  }

  const storage = 'storage' in options ? options.storage : globalThis.localStorage;
  const target = 'target' in options ? options.target : globalThis;
  const key = `${name}:logout`;
  const onStorage = (event: Event) => {
    const { key: changed, newValue } = event as StorageEvent;
    if (changed === key && newValue) emit();
  };
  target?.addEventListener('storage', onStorage);
  return {
    post: () => {
      try {
        // A new value each time, or a second logout would not change the key and fire no event.
        storage?.setItem(key, `${Date.now()}-${Math.random()}`);
      } catch {
        // Without storage there are no other tabs to tell.
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      listeners.clear();
      target?.removeEventListener('storage', onStorage);
    },
  };
}
