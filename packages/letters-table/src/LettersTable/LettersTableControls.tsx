import { TextField } from '@dictation/ui';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import * as styles from './LettersTable.css';

interface FilterTextProps {
  label: string;
  /** The applied value; the field keeps a draft until Enter or leaving the field. */
  value: string;
  onCommit: (value: string) => void;
  maxLength?: number;
  allowCharacter?: (character: string) => boolean;
  description?: string;
  /** Id of a help text shown elsewhere (the quoted-match tip, printed once for two fields). */
  describedBy?: string;
  /** Extra class (a width). */
  className?: string;
  /** Returns the message that blocks applying the draft, if any. */
  validate?: (draft: string) => string | undefined;
}

/**
 * A text filter. Searching on every keystroke would send a request per letter typed, so the
 * draft is applied on Enter or when the field loses focus; `validate` can block it (the patient
 * name's 3-letter rule, spec 001 section 5).
 */
export function FilterText({
  label,
  value,
  onCommit,
  maxLength,
  allowCharacter,
  description,
  describedBy,
  className,
  validate,
}: FilterTextProps): ReactNode {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => setDraft(value), [value]);

  const commit = () => {
    const message = validate?.(draft);
    setError(message);
    if (message === undefined && draft !== value) onCommit(draft);
  };
  return (
    <TextField
      className={className ? `${styles.field} ${className}` : styles.field}
      label={label}
      aria-describedby={describedBy}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        if (error !== undefined && validate?.(next) === undefined) setError(undefined);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') commit();
      }}
      onBlur={commit}
      maxLength={maxLength}
      showCounter={false}
      allowCharacter={allowCharacter}
      description={description}
      errorMessage={error}
    />
  );
}
