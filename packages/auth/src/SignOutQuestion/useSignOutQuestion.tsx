import { pageUnsentWork } from '@dictation/core';
import { type ComponentType, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { UnsentWorkDialogProps } from './UnsentWorkDialog';

/**
 * Sign out, asking first while the page holds work the server does not have (issue 31): returns
 * the sign-out to call and the question to render. `Question` is `UnsentWorkDialog`, or a lazy
 * one where the page would rather load it only when it is asked (the portal).
 */
export function useSignOutQuestion(
  signOutNow: () => void,
  Question: ComponentType<UnsentWorkDialogProps>,
): { signOut: () => void; question: ReactNode } {
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
      <Question onSignOut={answered} onStay={() => setAsking(false)} />
    </Suspense>
  ) : null;
  return { signOut, question };
}
