import { Button, ConfirmDialog, RequiredFieldsAlert } from '@dictation/ui';
import { useState } from 'react';
import { messages } from '../messages';
import * as styles from './newLetter.css';

export interface LetterActionsProps {
  /** Spec 000 section 5: the letter exists, buttons are enabled and there is audio. */
  canAct: boolean;
  /** Messages of the missing required fields; any keeps Complete from running. */
  problems: readonly string[];
  onComplete: () => void;
  onDelete: () => void;
}

/** Complete and Delete with their confirmations and the required-fields alert (spec 000 section 5). */
export function LetterActions({ canAct, problems, onComplete, onDelete }: LetterActionsProps) {
  const [dialog, setDialog] = useState<'complete' | 'delete' | 'required' | null>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <div className={styles.actions}>
      <Button isDisabled={!canAct} onPress={() => setDialog(problems.length > 0 ? 'required' : 'complete')}>
        {messages.complete}
      </Button>
      <Button variant="danger" isDisabled={!canAct} onPress={() => setDialog('delete')}>
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
