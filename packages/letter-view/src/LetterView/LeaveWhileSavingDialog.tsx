import { Button, Dialog } from '@dictation/ui';
import { useEffect } from 'react';
import { DocumentSaveStatus } from '../DocumentSaveStatus';
import type { SaveStatus } from '../documentSaver/createDocumentSaver';
import { leaveMessages, letterViewMessages } from '../messages';

export interface LeaveWhileSavingDialogProps {
  /** Leaving was asked for while changes were not stored yet. */
  isOpen: boolean;
  status: SaveStatus;
  /** Still unsaved: false once the server has everything. */
  hasUnsaved: boolean;
  /** Goes where the user was going. */
  onLeave: () => void;
  /** Stays on the letter. */
  onStay: () => void;
}

/**
 * Spec 001 section 4: leaving during a save asks the user to wait ('Please wait until document
 * changes have been stored on the server'). The way out follows by itself once the changes are
 * stored; leaving anyway loses nothing either (the changes stay on this computer and are sent
 * when the letter is next opened), and the dialog says so.
 */
export function LeaveWhileSavingDialog({
  isOpen,
  status,
  hasUnsaved,
  onLeave,
  onStay,
}: LeaveWhileSavingDialogProps) {
  useEffect(() => {
    if (isOpen && !hasUnsaved) onLeave();
  }, [isOpen, hasUnsaved, onLeave]);
  return (
    <Dialog
      title={letterViewMessages.waitForSave}
      role="alertdialog"
      isOpen={isOpen && hasUnsaved}
      onOpenChange={(open) => !open && onStay()}
      footer={
        <>
          <Button variant="secondary" onPress={onLeave}>
            {leaveMessages.leaveAnyway}
          </Button>
          <Button variant="primary" onPress={onStay} autoFocus>
            {leaveMessages.stay}
          </Button>
        </>
      }
    >
      <p>
        <DocumentSaveStatus status={status} />
      </p>
      <p>{leaveMessages.keptHere}</p>
    </Dialog>
  );
}
