import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  type Key,
  Label,
} from 'react-aria-components';
import * as ChoiceField from '../ChoiceField/ChoiceField';
import type { ChoiceFieldProps, SingleChoiceProps } from '../ChoiceField/choiceFieldProps';
import { ChevronDownIcon } from '../icons';
import { messages } from '../messages';
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

/** A labelled, searchable single-choice list (react-aria-components ComboBox). */
export function ComboBox<Id extends Key = Key>({
  label,
  items,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  placeholder,
  emptyMessage = messages.noResults,
  className,
  isInvalid,
  ...props
}: ComboBoxProps<Id>) {
  return (
    <AriaComboBox<SelectItem<Id>>
      {...props}
      defaultItems={items}
      // Keeps the list open with 'No results' instead of closing it when nothing matches.
      allowsEmptyCollection
      {...(value !== undefined ? { selectedKey: value } : {})}
      {...(defaultValue !== undefined ? { defaultSelectedKey: defaultValue } : {})}
      onSelectionChange={onChange ? (key) => onChange(key as Id | null) : undefined}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={ChoiceField.fieldClassName(className)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={fieldStyles.control}>
        <Input className={fieldStyles.bareInput} placeholder={placeholder} />
        <Button className={triggerStyles.comboButton}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <ChoiceField.Messages description={description} errorMessage={errorMessage} />
      {/* No items here: the ComboBox hands its filtered collection to the list. */}
      <ChoiceField.Popover<Id> emptyMessage={emptyMessage} />
    </AriaComboBox>
  );
}
