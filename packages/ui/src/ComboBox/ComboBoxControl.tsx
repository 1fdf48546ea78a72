import type { Key } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { ComboBox as AriaComboBox } from 'react-aria-components/ComboBox';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import * as ChoiceField from '../ChoiceField/ChoiceField';
import type { StandInUse } from '../deferred/standIn';
import { ChevronDownIcon } from '../icons';
import { messages } from '../messages';
import * as fieldStyles from '../styles/field.css';
import type { SelectItem } from '../styles/ListBoxOption';
import * as triggerStyles from '../styles/trigger.css';
import type { ComboBoxProps } from './ComboBox';

/**
 * React Aria's combo box, in its stand-in's place: focused when the stand-in was used (`used`),
 * with what was typed into the stand-in (`typed`).
 */
export function ComboBoxControl<Id extends Key = Key>({
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
  used,
  typed,
  ...props
}: ComboBoxProps<Id> & { used: StandInUse | null; typed: string | null }) {
  return (
    <AriaComboBox<SelectItem<Id>>
      {...props}
      {...(used !== null ? { autoFocus: true } : {})}
      {...(typed !== null ? { defaultInputValue: typed } : {})}
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
