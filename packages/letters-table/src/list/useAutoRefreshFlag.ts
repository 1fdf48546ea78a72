import { useSyncExternalStore } from 'react';
import type { AutoRefreshFlag, ListStorage } from './listStorage';

function subscribe(onChange: () => void): () => void {
  // Other tabs (and the portal, through `dispatchEvent(new StorageEvent('storage'))`) announce changes.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The stored auto-refresh flag (spec 001 section 4), re-read whenever storage changes. */
export function useAutoRefreshFlag(storage: ListStorage): AutoRefreshFlag {
  return useSyncExternalStore(subscribe, storage.readAutoRefresh, () => 'not-started');
}
