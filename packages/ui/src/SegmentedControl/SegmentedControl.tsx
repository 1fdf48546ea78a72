import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import * as styles from './SegmentedControl.css';

export interface SegmentedControlOption<Id extends string> {
  id: Id;
  label: string;
}

export interface SegmentedControlProps<Id extends string> {
  /** Names the group for screen readers (its options are visible text). */
  label: string;
  /** Two to about four short options; exactly one is always chosen. */
  options: readonly SegmentedControlOption<Id>[];
  value: Id;
  onChange: (value: Id) => void;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * One of a few modes, every option visible and the chosen one marked (a radio group: arrow keys
 * move between options). Clearer than a switch when both states have names, such as Insert and
 * Overwrite.
 */
export function SegmentedControl<Id extends string>({
  label,
  options,
  value,
  onChange,
  isDisabled = false,
}: SegmentedControlProps<Id>) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      className={styles.group}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [chosen] = [...keys];
        if (chosen !== undefined && chosen !== value) onChange(String(chosen) as Id);
      }}
      isDisabled={isDisabled}
    >
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} className={styles.segment}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
