import type { Key } from 'react-aria-components';
import type { SelectItem } from '../styles/ListBoxOption';

/** Props every option-list field (Select, ComboBox, MultiSelect) takes, documented once. */
export interface ChoiceFieldProps<Id extends Key = Key> {
  /** The visible label (also the accessible name). */
  label: string;
  /** The options. */
  items: readonly SelectItem<Id>[];
  /**
   * Help text under the field.
   * @default undefined
   */
  description?: string;
  /**
   * An error to show; setting it marks the field invalid.
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Extra class on the field wrapper.
   * @default undefined
   */
  className?: string;
}

/** The value props of the single-choice fields (Select, ComboBox). */
export interface SingleChoiceProps<Id extends Key = Key> {
  /**
   * The selected id (controlled); null for none.
   * @default undefined
   */
  value?: Id | null;
  /**
   * The initially selected id (uncontrolled).
   * @default undefined
   */
  defaultValue?: Id | null;
  /**
   * Called with the newly selected id.
   * @default undefined
   */
  onChange?: (value: Id | null) => void;
}
