import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  type Key,
  Label,
  SelectValue,
} from 'react-aria-components';
import * as ChoiceField from '../ChoiceField/ChoiceField';
import type { ChoiceFieldProps } from '../ChoiceField/choiceFieldProps';
import { messages } from '../messages';
import * as fieldStyles from '../styles/field.css';
import type { SelectItem } from '../styles/ListBoxOption';
import * as triggerStyles from '../styles/trigger.css';
import { multiSelectSummary } from './multiSelectSummary';

export interface MultiSelectProps<Id extends Key = Key>
  extends Omit<
      AriaSelectProps<SelectItem<Id>, 'multiple'>,
      | 'className'
      | 'style'
      | 'children'
      | 'items'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'selectionMode'
      | 'placeholder'
    >,
    ChoiceFieldProps<Id> {
  /** The visible label (also the accessible name), e.g. 'Author'. */
  label: string;
  /**
   * The selected ids (controlled); empty means "all".
   * @default undefined
   */
  value?: readonly Id[];
  /**
   * The initially selected ids (uncontrolled).
   * @default []
   */
  defaultValue?: readonly Id[];
  /**
   * Called with the selected ids after each toggle.
   * @default undefined
   */
  onChange?: (value: Id[]) => void;
  /**
   * The trigger text while nothing is selected.
   * @default 'All'
   */
  allText?: string;
}

/**
 * A labelled multiple-choice dropdown with a check box per option (e.g. the Author filter). An
 * empty selection reads "All"; the list stays open while options are toggled.
 */
export function MultiSelect<Id extends Key = Key>({
  label,
  items,
  value,
  defaultValue,
  onChange,
  allText = messages.all,
  description,
  errorMessage,
  className,
  isInvalid,
  ...props
}: MultiSelectProps<Id>) {
  return (
    <AriaSelect<SelectItem<Id>, 'multiple'>
      {...props}
      selectionMode="multiple"
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onChange={onChange ? (keys) => onChange(keys as Id[]) : undefined}
      placeholder={allText}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={ChoiceField.fieldClassName(className)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <ChoiceField.Trigger>
        <SelectValue<SelectItem<Id>> className={triggerStyles.triggerValue}>
          {({ state }) => multiSelectSummary(items, state.value as readonly Key[], allText)}
        </SelectValue>
      </ChoiceField.Trigger>
      <ChoiceField.Messages description={description} errorMessage={errorMessage} />
      <ChoiceField.Popover items={items} withCheckbox />
    </AriaSelect>
  );
}
