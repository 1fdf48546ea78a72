import { useDeferredValue, useEffect, useState } from 'react';
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
import { SelectStandIn } from './SelectStandIn';

// The stand-in's hooks live in the Select's module: in a module of their own, which the letter
// page imports too, rolldown cut the portal into more files and the list loaded five more
// (tests/bench/README.md, fifteenth stop).

/** What the user did to a stand-in before its control took its place. */
export type StandInUse = 'focus' | 'open';

/** The stand-in's handlers: focused or pressed, it gives way to its control. */
export interface StandInHandlers {
  onFocus: () => void;
  onPointerDown: () => void;
  onClick: () => void;
}

/**
 * Whether this render comes after the component's first: false in the first, true in a render
 * React gives way in after it. A control costly to mount shows a stand-in in the first render and
 * itself in the second, so the screen's first render is its content's (issue 33).
 */
export function useRenderedLater(): boolean {
  return useDeferredValue(true, false);
}

/**
 * A control shown first as a stand-in that looks and reads the same, until `rendered` or until
 * the user comes to the stand-in: focused, it gives way to the control focused; pressed, to the
 * control focused and open (`used`).
 */
export function useStandIn(rendered: boolean): {
  showsStandIn: boolean;
  used: StandInUse | null;
  standInHandlers: StandInHandlers;
} {
  const [used, setUsed] = useState<StandInUse | null>(null);
  return {
    showsStandIn: !rendered && used === null,
    used,
    // A pointer press comes before its focus; a screen reader's click comes alone.
    standInHandlers: {
      onFocus: () => setUsed('focus'),
      onPointerDown: () => setUsed('open'),
      onClick: () => setUsed('open'),
    },
  };
}

/**
 * Opens the control that took a pressed stand-in's place once its button has the focus (the
 * button's own effect, which focuses it, runs before its parent's): its list then gives the focus
 * back to that button when it closes, the stand-in's being gone.
 */
export function useOpenWhenPressedAsStandIn(used: StandInUse | null, open: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: what the stand-in was used for, once
  useEffect(() => {
    if (used === 'open') open();
  }, []);
}

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
  /**
   * Renders first a stand-in that looks and reads the same, and React Aria's select in the next
   * render, which React gives way in: for the selects of a screen's first render on a slow PC
   * (issue 33). The stand-in focused or pressed gives way at once to the select, focused (then
   * opened). The button is then another element: a test that holds it waits for the select's.
   * @default false
   */
  mountsLater?: boolean;
}

/** A labelled single-choice dropdown (react-aria-components Select). */
export function Select<Id extends Key = Key>({ mountsLater = false, ...props }: SelectProps<Id>) {
  const renderedLater = useRenderedLater();
  return <SelectOrStandIn {...props} rendered={!mountsLater || renderedLater} />;
}

/** The stand-in until `rendered` or until the user comes to it, React Aria's select after. */
export function SelectOrStandIn<Id extends Key = Key>({
  rendered,
  ...props
}: Omit<SelectProps<Id>, 'mountsLater'> & { rendered: boolean }) {
  const { showsStandIn, used, standInHandlers } = useStandIn(rendered);
  if (showsStandIn) return <SelectStandIn {...props} handlers={standInHandlers} />;
  return <AriaSelectField {...props} used={used} />;
}

function AriaSelectField<Id extends Key = Key>({
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
