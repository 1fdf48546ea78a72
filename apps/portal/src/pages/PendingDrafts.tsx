import { useAccountStorage, useUserProfile } from '@dictation/core/react';
import { lazy, Suspense, useState } from 'react';

// The outbox sends with the recorder's upload: loaded only for an account with drafts to send,
// from the recording page's chunk (a second entry into the flow would split the shared chunks).
const OfflineOutbox = lazy(async () => ({
  default: (await import('../newLetter/NewLetterPage')).OfflineOutbox,
}));

/**
 * Issue 35: on the In Progress list, the letters recorded with no network that wait to be sent,
 * and their sending. Nothing is loaded or shown for an account without any.
 */
export function PendingDrafts() {
  const storage = useAccountStorage();
  const profile = useUserProfile().data;
  const [hasDrafts] = useState(() => storage.get('offlineDrafts').length > 0);
  if (!hasDrafts || !profile) return null;
  return (
    <Suspense fallback={null}>
      <OfflineOutbox accountId={profile.accountId} />
    </Suspense>
  );
}
