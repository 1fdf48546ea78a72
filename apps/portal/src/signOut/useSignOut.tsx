import { pageUnsentWork } from '@dictation/core';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';

const UnsentWorkDialog = lazy(async () => ({
  default: (await import('./UnsentWorkDialog')).UnsentWorkDialog,
}));

/**
 * Sign out, asking first while the page holds work the server does not have (issue 31): the
 * question's dialog loads only then. Returns the sign-out to call and the question to render.
 */
export function useSignOut(signOutNow: () => void): { signOut: () => void; question: ReactNode } {
  const [asking, setAsking] = useState(false);
  const signOut = useCallback(() => {
    if (pageUnsentWork.unsent().length > 0) setAsking(true);
    else signOutNow();
  }, [signOutNow]);
  const answered = useCallback(() => {
    setAsking(false);
    signOutNow();
  }, [signOutNow]);
  const question = asking ? (
    <Suspense fallback={null}>
      <UnsentWorkDialog onSignOut={answered} onStay={() => setAsking(false)} />
    </Suspense>
  ) : null;
  return { signOut, question };
}
