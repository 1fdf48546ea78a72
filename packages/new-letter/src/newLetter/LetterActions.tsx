import { Button, ConfirmDialog, RequiredFieldsAlert } from '@dictation/ui';
import { newLetterMessages as messages } from '../messages';
import * as styles from './newLetter.css';

/** The dialog the actions show: a confirmation, or the required-fields alert. */
export type LetterActionDialog = 'complete' | 'delete' | 'required' | null;

export interface LetterActionsProps {
  /** Spec 000 section 5: the letter exists, buttons are enabled and there is audio. */
  canComplete: boolean;
  /** The letter exists and buttons are enabled (a job without audio can still be deleted). */
  canDelete: boolean;
  /** False under fast complete: Complete runs without 'Complete this dictation?' (spec 000 section 5). */
  askBeforeComplete: boolean;
  /** Messages of the missing required fields; any keeps Complete from running. */
  problems: readonly string[];
  /** The open dialog (controlled: leaving the page can open the required-fields alert too). */
  dialog: LetterActionDialog;
  onDialogChange: (dialog: LetterActionDialog) => void;
  onComplete: () => void;
  onDelete: () => void;
}

/** Complete and Delete with their confirmations and the required-fields alert (spec 000 section 5). */
export function LetterActions({
  canComplete,
  canDelete,
  askBeforeComplete,
  problems,
  dialog,
  onDialogChange,
  onComplete,
  onDelete,
}: LetterActionsProps) {
  const close = (open: boolean) => {
    if (!open) onDialogChange(null);
  };
  return (
    <div className={styles.actions}>
      <Button
        isDisabled={!canComplete}
        onPress={() => {
          if (problems.length > 0) onDialogChange('required');
          else if (askBeforeComplete) onDialogChange('complete');
          else onComplete();
        }}
      >
        {messages.complete}
      </Button>
      <Button variant="danger" isDisabled={!canDelete} onPress={() => onDialogChange('delete')}>
        {messages.delete}
      </Button>
      <RequiredFieldsAlert missingFields={problems} isOpen={dialog === 'required'} onOpenChange={close} />
      <ConfirmDialog
        message={messages.confirmComplete}
        isOpen={dialog === 'complete'}
        onOpenChange={close}
        onConfirm={onComplete}
      />
      <ConfirmDialog
        message={messages.confirmDelete}
        isOpen={dialog === 'delete'}
        onOpenChange={close}
        onConfirm={onDelete}
        confirmVariant="danger"
      />
    </div>
  );
}
