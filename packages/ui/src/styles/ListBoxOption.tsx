import type { ListBoxItemProps } from 'react-aria-components';
import { ListBoxItem } from 'react-aria-components/ListBox';
import { CheckIcon } from '../icons';
import * as styles from './overlay.css';

/** An option of the kit's list boxes: a tick when selected, or a check box in multi-select. */
export function ListBoxOption({
  label,
  withCheckbox = false,
  ...props
}: Omit<ListBoxItemProps, 'className' | 'children' | 'textValue'> & {
  label: string;
  withCheckbox?: boolean;
}) {
  return (
    <ListBoxItem {...props} textValue={label} className={styles.listBoxItem}>
      {withCheckbox && (
        <span className={styles.optionCheck} aria-hidden="true">
          <CheckIcon />
        </span>
      )}
      <span>{label}</span>
      {!withCheckbox && <CheckIcon className={styles.optionTick} />}
    </ListBoxItem>
  );
}

/** An item of Select, ComboBox and MultiSelect. */
export interface SelectItem<Id extends string | number = string | number> {
  /** Unique key, the value reported on selection. */
  id: Id;
  /** Visible text (also what type-ahead and the combobox filter match). */
  label: string;
  /** Shown but not selectable. */
  isDisabled?: boolean;
}
