import type { SelectProps as AriaSelectProps, Key } from 'react-aria-components';
import type { ChoiceFieldProps } from '../ChoiceField/choiceFieldProps';
import { useDeferredControl } from '../deferred/deferredModule';
import { multiSelectControl } from '../deferred/overlayControlsModule';
import type { SelectItem } from '../styles/ListBoxOption';
import { MultiSelectStandIn } from './MultiSelectStandIn';

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
 * empty selection reads "All"; the list stays open while options are toggled. Its list's code
 * comes after the screen's first paint (`overlayControls`): until then it is its stand-in.
 */
export function MultiSelect<Id extends Key = Key>(props: MultiSelectProps<Id>) {
  const { controls, used, standInHandlers, waiting } = useDeferredControl(multiSelectControl);
  if (controls) return <controls.MultiSelectControl {...props} used={used} />;
  return <MultiSelectStandIn {...props} handlers={standInHandlers} waiting={waiting} />;
}
