import { Tooltip, VisuallyHidden } from '@dictation/ui';
import { Button } from 'react-aria-components/Button';
import { headerMessages } from '../messages';
import { type HeaderRow, shownValue } from './headerFields';
import * as styles from './LetterHeader.css';

export interface LetterHeaderFieldProps {
  row: HeaderRow;
  /** Opens the field's modal; without it the value is plain text. */
  onEdit?: () => void;
}

/**
 * The text on screen and the text read out: a value over 30 characters shows 27 and an ellipsis
 * (spec 000 section 2), while assistive technology reads the whole of `spoken`. The cut text is
 * hidden from it rather than named over with `aria-label`: a name that does not contain the
 * visible (cut) words fails WCAG 2.5.3 Label in Name.
 */
function ShownText({ text, full, spoken }: { text: string; full: string; spoken: string }) {
  if (text === spoken) return text;
  return (
    <>
      <span aria-hidden="true" title={full}>
        {text}
      </span>
      <VisuallyHidden elementType="span">{spoken}</VisuallyHidden>
    </>
  );
}

/**
 * One field of the header: its name, and its value as plain text or as the button that opens
 * the field's modal, named by the field and the whole value, with the whole value as tooltip.
 */
export function LetterHeaderField({ row, onEdit }: LetterHeaderFieldProps) {
  const { text, full, isTruncated } = shownValue(row.value);
  return (
    <div className={styles.field} data-field={row.id}>
      <dt className={styles.term}>{row.term}</dt>
      <dd className={styles.value}>
        {onEdit ? (
          <Tooltip content={full} isDisabled={!isTruncated}>
            <Button className={styles.editButton} onPress={onEdit}>
              <ShownText text={text} full={full} spoken={headerMessages.edit(row.term, full)} />
            </Button>
          </Tooltip>
        ) : (
          <ShownText text={text} full={full} spoken={full} />
        )}
      </dd>
    </div>
  );
}
