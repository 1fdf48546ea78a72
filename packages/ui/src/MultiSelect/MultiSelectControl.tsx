import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Label } from 'react-aria-components/Label';
import { Select as AriaSelect, SelectValue } from 'react-aria-components/Select';
import * as ChoiceField from '../ChoiceField/ChoiceField';
import { type StandInUse, useOpenWhenPressedAsStandIn } from '../deferred/standIn';
import { messages } from '../messages';
import * as fieldStyles from '../styles/field.css';
import type { SelectItem } from '../styles/ListBoxOption';
import * as triggerStyles from '../styles/trigger.css';
import type { MultiSelectProps } from './MultiSelect';
import { multiSelectSummary } from './multiSelectSummary';

/**
 * React Aria's multiple select, in its stand-in's place: focused when the stand-in was used
 * (`used`), and open when it was pressed.
 */
export function MultiSelectControl<Id extends Key = Key>({
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
  used,
  ...props
}: MultiSelectProps<Id> & { used: StandInUse | null }) {
  const [open, setOpen] = useState(false);
  useOpenWhenPressedAsStandIn(used, () => setOpen(true));
  return (
    <AriaSelect<SelectItem<Id>, 'multiple'>
      {...props}
      {...(used !== null ? { autoFocus: true } : {})}
      isOpen={props.isOpen ?? open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange?.(next);
      }}
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
