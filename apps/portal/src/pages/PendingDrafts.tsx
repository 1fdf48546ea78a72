import { useAccountStorage, useUserProfile } from '@dictation/core/react';
import { lazy, Suspense, useEffect, useState } from 'react';

// The outbox sends with the recorder's upload: loaded only for an account with drafts to send,
// from the recording page's chunk (a second entry into the flow would split the shared chunks).
const OfflineOutbox = lazy(async () => ({
  default: (await import('../newLetter/NewLetterPage')).OfflineOutbox,
}));

/**
 * Issue 35: on the In Progress list, the letters recorded with no network that wait to be sent,
 * and their sending. Nothing is loaded or shown for an account without any, until another tab of
 * the browser keeps one (account storage is shared by the tabs; `storage` tells of a change there).
 */
export function PendingDrafts() {
  const storage = useAccountStorage();
  const profile = useUserProfile().data;
  const draftsKept = () => storage.get('offlineDrafts').length > 0;
  const [hasDrafts, setHasDrafts] = useState(draftsKept);
  // biome-ignore lint/correctness/useExhaustiveDependencies: draftsKept reads the storage given
  useEffect(() => {
    if (hasDrafts) return;
    const check = () => setHasDrafts(draftsKept());
    globalThis.addEventListener('storage', check);
    return () => globalThis.removeEventListener('storage', check);
  }, [hasDrafts, storage]);
  if (!hasDrafts || !profile) return null;
  return (
    <Suspense fallback={null}>
      <OfflineOutbox accountId={profile.accountId} />
    </Suspense>
  );
}
