import { useAskBeforeUnload } from '@dictation/core/react';

export interface UnloadGuardProps {
  /** Whether leaving the page now would leave work behind; read when the page is about to go. */
  asks: () => boolean;
}

/**
 * The leave question of a widget (spec 000 section 2, 'Your new letter has not been completed'):
 * the host's navigation is its own, so the only question a widget can put is the browser's
 * "Leave site?" prompt on unload. The recorder keeps the audio either way; the prompt tells the
 * clinician the job is still open before the page goes.
 */
export function UnloadGuard({ asks }: UnloadGuardProps) {
  useAskBeforeUnload(asks);
  return null;
}
