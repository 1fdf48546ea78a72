import type { Session } from '@dictation/core';
import { useSyncExternalStore } from 'react';

/** Whether the session holds tokens, re-rendering on login and logout (this tab or another). */
export function useSignedIn(session: Session): boolean {
  return useSyncExternalStore(
    (onChange) => session.subscribe(onChange),
    () => session.isSignedIn(),
  );
}
