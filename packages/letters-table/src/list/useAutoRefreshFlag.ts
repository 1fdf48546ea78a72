import { useSyncExternalStore } from 'react';
import { type AutoRefreshFlag, autoRefreshChangeEvent, type ListSettings } from './listSettings';

function subscribe(onChange: () => void): () => void {
  // Other tabs change the flag with a `storage` event; the lists of this page with their own event.
  window.addEventListener('storage', onChange);
  window.addEventListener(autoRefreshChangeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(autoRefreshChangeEvent, onChange);
  };
}

/** The stored auto-refresh flag (spec 001 section 4), re-read whenever storage changes. */
export function useAutoRefreshFlag(settings: ListSettings): AutoRefreshFlag {
  return useSyncExternalStore(subscribe, settings.readAutoRefresh, () => 'not-started');
}
