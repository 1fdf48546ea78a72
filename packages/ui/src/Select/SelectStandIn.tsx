import { useId } from 'react';
import type { Key } from 'react-aria-components';
import * as ChoiceField from '../ChoiceField/ChoiceField';
import { CheckIcon, ChevronDownIcon } from '../icons';
import * as fieldStyles from '../styles/field.css';
import * as overlayStyles from '../styles/overlay.css';
import * as triggerStyles from '../styles/trigger.css';
import type { SelectProps, StandInHandlers } from './Select';

/** React Aria's default text while nothing is selected. */
const defaultPlaceholder = 'Select an item';

/**
 * The select as React Aria first renders it, without the select: its label, its button (named by
 * its value, then its label) with the chevron, its help text and its error, with the same classes
 * and states. Focused or pressed, it gives way to the select (`handlers`).
 */
export function SelectStandIn<Id extends Key>({
  label,
  items,
  value,
  defaultValue,
  placeholder,
  description,
  errorMessage,
  className,
  isDisabled,
  isInvalid,
  handlers,
}: Omit<SelectProps<Id>, 'mountsLater'> & { handlers: StandInHandlers }) {
  const id = useId();
  const selectedId = value !== undefined ? value : defaultValue;
  const selected = items.find((item) => item.id === selectedId);
  const invalid = isInvalid ?? Boolean(errorMessage);
  return (
    // React Aria marks the field invalid, not its button (whose border stays as it is).
    <div
      className={ChoiceField.fieldClassName(className)}
      data-disabled={isDisabled || undefined}
      data-invalid={invalid || undefined}
    >
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <button
        type="button"
        id={id}
        className={`${fieldStyles.control} ${triggerStyles.trigger}`}
        aria-labelledby={`${id}-value ${id}-label`}
        aria-haspopup="listbox"
        aria-expanded="false"
        {...(description ? { 'aria-describedby': `${id}-description` } : {})}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        {...handlers}
      >
        <span
          id={`${id}-value`}
          className={triggerStyles.triggerValue}
          data-placeholder={selected ? undefined : true}
        >
          {selected ? (
            // What React Aria's value shows: the option as the list renders it (its tick hidden).
            <>
              <span>{selected.label}</span>
              <CheckIcon className={overlayStyles.optionTick} />
            </>
          ) : (
            (placeholder ?? defaultPlaceholder)
          )}
        </span>
        <ChevronDownIcon className={triggerStyles.chevron} />
      </button>
      {description && (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {invalid && errorMessage && <span className={fieldStyles.error}>{errorMessage}</span>}
    </div>
  );
}
