import { useId } from 'react';
import type { Key } from 'react-aria-components';
import { StandInField } from '../ChoiceField/StandInField';
import { StandInChevron } from '../deferred/StandInChevron';
import type { StandInHandlers } from '../deferred/standIn';
import * as fieldStyles from '../styles/field.css';
import * as triggerStyles from '../styles/trigger.css';
import type { ComboBoxProps } from './ComboBox';

/** React Aria's name of the combo box's button. */
const showSuggestions = 'Show suggestions';

export interface ComboBoxStandInProps<Id extends Key = Key> extends ComboBoxProps<Id> {
  /** Focused or pressed, it gives way to the combo box. */
  handlers: StandInHandlers;
  /** Text typed into it, for the combo box that takes its place (`typed`). */
  onTyped: (text: string) => void;
  /** Its button was pressed and the list's code is not in yet: a spinner in the chevron's place. */
  waiting?: boolean;
}

/**
 * A combo box before its list's code is in (issue 33): React Aria's label, input and button with
 * the same classes, names and states, so the screen's first paint is its own and nothing moves
 * when the combo box takes its place. Focused or pressed, it gives way to the combo box
 * (`handlers`); what is typed meanwhile stays in the input and goes on to it (`onTyped`).
 */
export function ComboBoxStandIn<Id extends Key = Key>({
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
  onTyped,
  waiting = false,
}: ComboBoxStandInProps<Id>) {
  const id = useId();
  const selectedId = value !== undefined ? value : defaultValue;
  return (
    <StandInField
      id={id}
      className={className}
      description={description}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
    >
      <label id={`${id}-label`} htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {/* biome-ignore lint/a11y/useSemanticElements: what React Aria's Group renders, as the stand-in must */}
      <div className={fieldStyles.control} role="group">
        <input
          id={id}
          className={fieldStyles.bareInput}
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          autoCorrect="off"
          spellCheck="false"
          {...(description ? { 'aria-describedby': `${id}-description` } : {})}
          placeholder={placeholder}
          disabled={isDisabled}
          defaultValue={items.find((item) => item.id === selectedId)?.label ?? ''}
          onFocus={handlers.onFocus}
          onChange={(event) => onTyped(event.target.value)}
        />
        <button
          type="button"
          tabIndex={-1}
          className={triggerStyles.comboButton}
          aria-label={showSuggestions}
          aria-labelledby={`${id}-button ${id}-label`}
          id={`${id}-button`}
          aria-haspopup="listbox"
          aria-expanded="false"
          disabled={isDisabled}
          onPointerDown={handlers.onPointerDown}
          onClick={handlers.onClick}
        >
          <StandInChevron waiting={waiting} />
        </button>
      </div>
    </StandInField>
  );
}
