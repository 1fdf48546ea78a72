import { ConfirmDialog } from '@dictation/ui';
import { uploadMessages as messages } from '../messages';
import type { HeldNavigation } from '../newLetter/RecordLetter';

/** Spec 000 section 4: leaving the upload screen with files asks before they are lost. */
export function UnsavedChangesDialog({ held }: { held: HeldNavigation }) {
  return (
    <ConfirmDialog
      isOpen={held.blocked}
      onOpenChange={(open) => !open && held.reset()}
      message={messages.unsavedChangesLost}
      onConfirm={held.proceed}
      onCancel={held.reset}
    />
  );
}
