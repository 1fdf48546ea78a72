import type { Session } from '@dictation/core';
import { useSyncExternalStore } from 'react';

/**
 * Whether the session holds tokens, re-rendering on login and logout. A sign-in in another tab or
 * frame of the page's origin (the recorder in an iframe beside `<dictation-sign-in>`) is not an
 * event of this document's session: its `storage` event is.
 */
export function useSignedIn(session: Session): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const stop = session.subscribe(onChange);
      globalThis.addEventListener?.('storage', onChange);
      return () => {
        stop();
        globalThis.removeEventListener?.('storage', onChange);
      };
    },
    () => session.isSignedIn(),
  );
}
