import type { SelectProps as AriaSelectProps, Key } from 'react-aria-components';
import type { ChoiceFieldProps, SingleChoiceProps } from '../ChoiceField/choiceFieldProps';
import { useDeferredControl } from '../deferred/deferredModule';
import { selectControl } from '../deferred/overlayControlsModule';
import { useRenderedLater } from '../deferred/standIn';
import type { SelectItem } from '../styles/ListBoxOption';
import { SelectStandIn } from './SelectStandIn';

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

/**
 * A labelled single-choice dropdown (react-aria-components Select). Its list's code comes after
 * the screen's first paint (`overlayControls`): until then, and in its first render when it
 * `mountsLater`, it is its stand-in.
 */
export function Select<Id extends Key = Key>({ mountsLater = false, ...props }: SelectProps<Id>) {
  const renderedLater = useRenderedLater();
  return <SelectOrStandIn {...props} rendered={!mountsLater || renderedLater} />;
}

/**
 * The stand-in until the list's code is in and `rendered`, or until the user comes to it; React
 * Aria's select after.
 */
export function SelectOrStandIn<Id extends Key = Key>({
  rendered,
  ...props
}: Omit<SelectProps<Id>, 'mountsLater'> & { rendered: boolean }) {
  const { controls, used, standInHandlers, waiting } = useDeferredControl(selectControl, rendered);
  if (!controls) return <SelectStandIn {...props} handlers={standInHandlers} waiting={waiting} />;
  return <controls.SelectControl {...props} used={used} />;
}
