import { failureNotice, isApiError, type LettersApi, type Notify, noticeDurations } from '@dictation/core';
import { Button, Dialog, TextField } from '@dictation/ui';
import { useId, useRef, useState } from 'react';
import { notesMessages } from '../messages';
import * as styles from './LetterNotesDialog.css';

/** Spec 001 sections 5 and 9: notes are at most 200 characters. */
export const notesMaxLength = 200;

/** The call the notes dialog makes; `createApiClient(...)` satisfies it. */
export interface LetterNotesDialogApi {
  letters: Pick<LettersApi, 'updateNotes'>;
}

export interface LetterNotesDialogProps {
  /** The letter whose notes are edited. */
  letterId: number;
  /** The letter's notes now (the metadata's `notes`); the field starts with them at each opening. */
  notes: string | null | undefined;
  api: LetterNotesDialogApi;
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called on Cancel, Escape, the close button, and after a save. */
  onClose: () => void;
  /**
   * Called with the notes once the server has them (before `onClose`): reload the metadata.
   * @default undefined
   */
  onSaved?: (notes: string) => void;
  /** Shows a refused save (the server's message, spec 001 section 8). */
  notify: Notify;
}

/**
 * Add/Edit notes (spec 001 sections 2 and 5): the notes in a text area of at most 200 characters
 * with the live counter 'n / 200', Save and Cancel. Save sends `update-notes`; while it runs the
 * notes cannot change and the dialog stays, and a refusal says why and keeps what was typed.
 */
export function LetterNotesDialog({ isOpen, ...props }: LetterNotesDialogProps) {
  // Mounted only while open, so every opening starts from the letter's notes.
  return isOpen ? <NotesForm {...props} /> : null;
}

function NotesForm({
  letterId,
  notes,
  api,
  onClose,
  onSaved,
  notify,
}: Omit<LetterNotesDialogProps, 'isOpen'>) {
  // Notes past the limit (pasted, or written by another system) are kept whole and marked too
  // long by the field: cutting them would lose words nobody saw go.
  const [value, setValue] = useState(notes ?? '');
  const [isPending, setPending] = useState(false);
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);

  const save = async () => {
    // Refused here, where the field already says why; the focus goes to it.
    if (value.length > notesMaxLength) {
      form.current?.querySelector('textarea')?.focus();
      return;
    }
    setPending(true);
    try {
      // The notes this edit started from: the server refuses the save if they changed meanwhile.
      await api.letters.updateNotes({ letterId, notes: value, previousNotes: notes ?? null });
      onSaved?.(value);
      onClose();
    } catch (error) {
      notify({
        ...(isApiError(error, 'conflict')
          ? { kind: 'error', message: notesMessages.changedElsewhere, durationMs: noticeDurations.long }
          : failureNotice(error)),
        key: 'letter-notes',
      });
      setPending(false);
    }
  };

  return (
    <Dialog
      title={notesMessages.title}
      isOpen
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
      isKeyboardDismissDisabled={isPending}
      showCloseButton={!isPending}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            {notesMessages.cancel}
          </Button>
          {/* Not `isPending`: its live node outlives the dialog, which closes on success. */}
          <Button type="submit" form={formId} isDisabled={isPending}>
            {notesMessages.save}
          </Button>
        </>
      }
    >
      <form
        ref={form}
        id={formId}
        className={styles.form}
        data-state={isPending ? 'saving' : 'editing'}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isPending) void save();
        }}
      >
        <TextField
          label={notesMessages.field}
          value={value}
          onChange={setValue}
          maxLength={notesMaxLength}
          overLength="keep"
          multiline
          rows={5}
          isReadOnly={isPending}
          autoFocus
        />
        <p role="status" className={styles.status}>
          {isPending ? notesMessages.saving : ''}
        </p>
      </form>
    </Dialog>
  );
}
