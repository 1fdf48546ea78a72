import { useState } from 'react';
import type { ComboBoxProps as AriaComboBoxProps, Key } from 'react-aria-components';
import type { ChoiceFieldProps, SingleChoiceProps } from '../ChoiceField/choiceFieldProps';
import { useDeferredControl } from '../deferred/deferredModule';
import { comboBoxControl } from '../deferred/overlayControlsModule';
import type { SelectItem } from '../styles/ListBoxOption';
import { ComboBoxStandIn } from './ComboBoxStandIn';

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

/**
 * A labelled text field with a filtered option list (type to narrow it down). Its list's code comes
 * after the screen's first paint (`overlayControls`): until then it is its stand-in, which looks
 * and reads the same and keeps what is typed into it for the combo box that takes its place.
 */
export function ComboBox<Id extends Key = Key>(props: ComboBoxProps<Id>) {
  const { controls, used, standInHandlers, waiting } = useDeferredControl(comboBoxControl);
  const [typed, setTyped] = useState<string | null>(null);
  if (controls) return <controls.ComboBoxControl {...props} used={used} typed={typed} />;
  return <ComboBoxStandIn {...props} handlers={standInHandlers} onTyped={setTyped} waiting={waiting} />;
}
