import { useId, useState } from 'react';
import type { ComboBoxProps as AriaComboBoxProps, Key } from 'react-aria-components';
import type { ChoiceFieldProps, SingleChoiceProps } from '../ChoiceField/choiceFieldProps';
import { fieldClassName } from '../ChoiceField/fieldClassName';
import { useDeferredControl } from '../deferred/deferredModule';
import { comboBoxControl } from '../deferred/overlayControlsModule';
import { ChevronDownIcon } from '../icons';
import * as fieldStyles from '../styles/field.css';
import type { SelectItem } from '../styles/ListBoxOption';
import * as triggerStyles from '../styles/trigger.css';

export interface ComboBoxProps<Id extends Key = Key>
  extends Omit<
      AriaComboBoxProps<SelectItem<Id>>,
      'className' | 'style' | 'children' | 'items' | 'defaultItems' | 'value' | 'defaultValue' | 'onChange'
    >,
    ChoiceFieldProps<Id>,
    SingleChoiceProps<Id> {
  /** All options; typing filters them (case-insensitive "contains"). */
  items: readonly SelectItem<Id>[];
  /**
   * Placeholder of the input.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Shown in the list when nothing matches.
   * @default 'No results'
   */
  emptyMessage?: string;
}

/** React Aria's name of the combo box's button. */
const showSuggestions = 'Show suggestions';

/**
 * A labelled text field with a filtered option list (type to narrow it down). Its list's code comes
 * after the screen's first paint (`overlayControls`): until then it is its stand-in, which looks
 * and reads the same and keeps what is typed into it for the combo box that takes its place.
 */
export function ComboBox<Id extends Key = Key>(props: ComboBoxProps<Id>) {
  const { controls, used, standInHandlers } = useDeferredControl(comboBoxControl);
  const [typed, setTyped] = useState<string | null>(null);
  const id = useId();
  if (controls) return <controls.ComboBoxControl {...props} used={used} typed={typed} />;
  const { label, items, value, defaultValue, placeholder, description, errorMessage, className } = props;
  const selectedId = value !== undefined ? value : defaultValue;
  const invalid = props.isInvalid ?? Boolean(errorMessage);
  return (
    <div
      className={fieldClassName(className)}
      data-disabled={props.isDisabled || undefined}
      data-invalid={invalid || undefined}
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
          {...(description ? { 'aria-describedby': `${id}-description` } : {})}
          placeholder={placeholder}
          disabled={props.isDisabled}
          defaultValue={items.find((item) => item.id === selectedId)?.label ?? ''}
          onFocus={standInHandlers.onFocus}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button
          type="button"
          tabIndex={-1}
          className={triggerStyles.comboButton}
          aria-label={showSuggestions}
          aria-labelledby={`${id}-button ${id}-label`}
          id={`${id}-button`}
          disabled={props.isDisabled}
          onPointerDown={standInHandlers.onPointerDown}
          onClick={standInHandlers.onClick}
        >
          <ChevronDownIcon />
        </button>
      </div>
      {description && (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {invalid && errorMessage && <span className={fieldStyles.error}>{errorMessage}</span>}
    </div>
  );
}
