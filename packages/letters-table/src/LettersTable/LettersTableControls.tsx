import { TextField } from '@dictation/ui';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import * as styles from './LettersTable.css';

export interface Option {
  id: string;
  label: string;
}

/** Label, trigger and option list shared by the single and multiple selects. */
function SelectParts({ label, options }: { label: string; options: readonly Option[] }): ReactNode {
  return (
    <>
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.control}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </>
  );
}

interface FilterSelectProps {
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
}

/** A labelled single-choice filter (Priority, Department, Status, Dit2 Status Sync, Approval). */
export function FilterSelect({ label, options, value, onChange }: FilterSelectProps): ReactNode {
  return (
    <Select
      className={styles.field}
      value={value}
      onChange={(key: Key | null) => key !== null && onChange(String(key))}
    >
      <SelectParts label={label} options={options} />
    </Select>
  );
}

interface FilterMultiSelectProps {
  label: string;
  placeholder: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** The Author filter: several authors at once. */
export function FilterMultiSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
}: FilterMultiSelectProps): ReactNode {
  return (
    <Select
      className={styles.field}
      selectionMode="multiple"
      placeholder={placeholder}
      value={value}
      onChange={(keys: Key[]) => onChange(keys.map(String))}
    >
      <SelectParts label={label} options={options} />
    </Select>
  );
}

interface FilterTextProps {
  label: string;
  /** The applied value; the field keeps a draft until Enter or leaving the field. */
  value: string;
  onCommit: (value: string) => void;
  maxLength?: number;
  allowCharacter?: (character: string) => boolean;
  description?: string;
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
      className={styles.field}
      label={label}
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

interface ColumnToggleProps {
  label: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
}

/** Shows or hides an optional column. */
export function ColumnToggle({ label, isSelected, onChange }: ColumnToggleProps): ReactNode {
  return (
    <Checkbox className={styles.checkbox} isSelected={isSelected} onChange={onChange}>
      <span className={styles.box} aria-hidden="true" />
      {label}
    </Checkbox>
  );
}
