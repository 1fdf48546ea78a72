import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  type Key,
  Label,
  SelectValue,
} from 'react-aria-components';
import * as ChoiceField from '../ChoiceField/ChoiceField';
import type { ChoiceFieldProps, SingleChoiceProps } from '../ChoiceField/choiceFieldProps';
import * as fieldStyles from '../styles/field.css';
import type { SelectItem } from '../styles/ListBoxOption';
import * as triggerStyles from '../styles/trigger.css';

export interface SelectProps<Id extends Key = Key>
  extends Omit<
      AriaSelectProps<SelectItem<Id>, 'single'>,
      'className' | 'style' | 'children' | 'items' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode'
    >,
    ChoiceFieldProps<Id>,
    SingleChoiceProps<Id> {
  /**
   * Text shown while nothing is selected.
   * @default 'Select an item'
   */
  placeholder?: string;
}

/** A labelled single-choice dropdown (react-aria-components Select). */
export function Select<Id extends Key = Key>({
  label,
  items,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  placeholder,
  className,
  isInvalid,
  ...props
}: SelectProps<Id>) {
  return (
    <AriaSelect<SelectItem<Id>, 'single'>
      {...props}
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onChange={onChange ? (key) => onChange(key as Id | null) : undefined}
      placeholder={placeholder}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={ChoiceField.fieldClassName(className)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <ChoiceField.Trigger>
        <SelectValue className={triggerStyles.triggerValue} />
      </ChoiceField.Trigger>
      <ChoiceField.Messages description={description} errorMessage={errorMessage} />
      <ChoiceField.Popover items={items} />
    </AriaSelect>
  );
}
