import { ConfirmDialog } from '@dictation/ui';
import { messages } from '../messages';
import type { LeaveBlocker } from '../navigation/LeaveGuard';

/** Spec 000 section 4: leaving the upload screen with files asks before they are lost. */
export function UnsavedChangesDialog({ blocker }: { blocker: LeaveBlocker }) {
  return (
    <ConfirmDialog
      isOpen={blocker.blocked}
      onOpenChange={(open) => !open && blocker.reset()}
      message={messages.unsavedChangesLost}
      onConfirm={blocker.proceed}
      onCancel={blocker.reset}
    />
  );
}
