import { useSignOutQuestion } from '@dictation/auth';
import { lazy } from 'react';

// The question loads only when it is asked: most sign-outs have nothing unsent.
const UnsentWorkDialog = lazy(async () => ({
  default: (await import('./unsentWorkDialogChunk')).UnsentWorkDialog,
}));

/** Sign out, asking first while the page holds work the server does not have (issue 31). */
export const useSignOut = (signOutNow: () => void) => useSignOutQuestion(signOutNow, UnsentWorkDialog);
