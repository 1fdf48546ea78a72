import { IconButton, NotesIcon, Tooltip, VisuallyHidden } from '@dictation/ui';
import { useId } from 'react';
import { headerMessages } from '../messages';
import * as styles from './LetterHeader.css';

export interface LetterHeaderNotesProps {
  notes: string;
  /** Opens the notes dialog; without it (no right to edit notes) the icon only shows them. */
  onOpen?: () => void;
}

/**
 * The notes icon of the header (spec 001 section 2): a button to the notes dialog, described by
 * the notes and showing them as a tooltip; where notes cannot be edited (spec 001 section 5), the
 * notes are still there to read.
 */
export function LetterHeaderNotes({ notes, onOpen }: LetterHeaderNotesProps) {
  const notesId = useId();
  if (!onOpen) {
    return notes ? (
      <span className={styles.notes} title={notes}>
        <NotesIcon />
        <VisuallyHidden elementType="span">{`${headerMessages.notes}: ${notes}`}</VisuallyHidden>
      </span>
    ) : null;
  }
  return (
    <>
      <Tooltip content={notes} isDisabled={!notes}>
        <IconButton
          label={headerMessages.notes}
          icon={<NotesIcon />}
          onPress={onOpen}
          aria-describedby={notes ? notesId : undefined}
        />
      </Tooltip>
      {notes && (
        <VisuallyHidden elementType="span" id={notesId}>
          {notes}
        </VisuallyHidden>
      )}
    </>
  );
}
