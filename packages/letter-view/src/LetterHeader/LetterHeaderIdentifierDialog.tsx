import { TextField, uiMessages } from '@dictation/ui';
import { useState } from 'react';
import { headerMessages } from '../messages';
import { LetterHeaderDialog } from './LetterHeaderDialog';

export interface LetterHeaderIdentifierDialogProps {
  /** The field's name: Hosp. No. / NHS No., or Sample ID. */
  label: string;
  initialValue: string;
  maxLength: number;
  /** Core's rule (`filterMrnInput`, `filterSampleIdInput`): the value kept after an input. */
  filter: (next: string, previous: string) => string;
  isPending: boolean;
  onUpdate: (value: string) => void;
  onClose: () => void;
}

/**
 * Hosp. No./NHS No. or Sample ID (spec 000 section 5): letters, digits and _ @ , . space / \ ' #
 * & + -, at most 30 or 50. An input that breaks the rule is ignored whole (core's filter) rather
 * than cut by the browser, so the field gets no native `maxLength`; empty clears.
 */
export function LetterHeaderIdentifierDialog({
  label,
  initialValue,
  maxLength,
  filter,
  isPending,
  onUpdate,
  onClose,
}: LetterHeaderIdentifierDialogProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <LetterHeaderDialog
      title={headerMessages.identifierTitle(label)}
      canUpdate
      isPending={isPending}
      onUpdate={() => onUpdate(value)}
      onClose={onClose}
    >
      <TextField
        label={label}
        value={value}
        onChange={(next) => setValue((previous) => filter(next, previous))}
        description={`${headerMessages.identifierHint} (${uiMessages.characterCount(value.length, maxLength)})`}
        autoFocus
      />
    </LetterHeaderDialog>
  );
}
