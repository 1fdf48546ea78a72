import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Label } from 'react-aria-components/Label';
import { Select as AriaSelect, SelectValue } from 'react-aria-components/Select';
import * as ChoiceField from '../ChoiceField/ChoiceField';
import { type StandInUse, useOpenWhenPressedAsStandIn } from '../deferred/standIn';
import * as fieldStyles from '../styles/field.css';
import type { SelectItem } from '../styles/ListBoxOption';
import * as triggerStyles from '../styles/trigger.css';
import type { SelectProps } from './Select';

/**
 * React Aria's select, in its stand-in's place: focused when the stand-in was used (`used`), and
 * open when it was pressed.
 */
export function SelectControl<Id extends Key = Key>({
  used,
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
  isOpen,
  onOpenChange,
  ...props
}: Omit<SelectProps<Id>, 'mountsLater'> & { used: StandInUse | null }) {
  const [open, setOpen] = useState(false);
  useOpenWhenPressedAsStandIn(used, () => {
    setOpen(true);
    onOpenChange?.(true);
  });
  return (
    <AriaSelect<SelectItem<Id>, 'single'>
      {...props}
      {...(used !== null ? { autoFocus: true } : {})}
      isOpen={isOpen ?? open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
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
