import { useEffect } from 'react';
import type { Session } from '../session/session';
import { noteSignedIn, noteSignedOut } from '../storage/keptWork';
import type { StorageLike } from '../storage/storageLike';

/**
 * Issue 31: work a sign-out left on this computer is kept for its account, and deleted
 * `keptWorkRetentionDays` after that account's last sign-out here unless it signs in again. The
 * signed-in shell of the portal, and the widgets' page, note both moments.
 */
export function useKeptWorkRetention(
  session: Session,
  backend: StorageLike,
  accountId: number | undefined,
): void {
  useEffect(() => {
    if (accountId === undefined) return;
    noteSignedIn(backend, accountId);
    return session.subscribe((event) => {
      if (event.type === 'logout') noteSignedOut(backend, accountId);
    });
  }, [session, backend, accountId]);
}
