import { useId, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Text } from 'react-aria-components/Text';
import { Button } from '../Button/Button';
import { useDeferredModule } from '../deferred/deferredModule';
import { datePickerPopover } from '../deferred/overlayControlsModule';
import { CalendarIcon } from '../icons';
import { messages } from '../messages';
import * as fieldStyles from '../styles/field.css';
import * as styles from './DatePicker.css';
import { formatDisplayDate } from './displayDate';

export interface DatePickerProps {
  /** The visible label, e.g. 'Recorded on'. */
  label: string;
  /**
   * The date as an ISO date string `YYYY-MM-DD`, or null for none (controlled).
   * @default undefined
   */
  value?: string | null;
  /**
   * The initial date (uncontrolled).
   * @default null
   */
  defaultValue?: string | null;
  /**
   * Called with the chosen ISO date, or null after Reset.
   * @default undefined
   */
  onChange?: (value: string | null) => void;
  /**
   * Earliest selectable ISO date.
   * @default undefined
   */
  minValue?: string;
  /**
   * Latest selectable ISO date.
   * @default undefined
   */
  maxValue?: string;
  /**
   * Shown while no date is chosen.
   * @default 'Select date'
   */
  placeholder?: string;
  /**
   * Help text under the field.
   * @default undefined
   */
  description?: string;
  /**
   * Disables the picker and Reset.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Shows the Reset button (clears the date).
   * @default true
   */
  showReset?: boolean;
  /**
   * Text of the Reset button.
   * @default 'Reset'
   */
  resetLabel?: string;
  /**
   * Extra class on the field wrapper.
   * @default undefined
   */
  className?: string;
}

/**
 * A date field that shows the chosen date as DD-MMM-YYYY (e.g. 22-Nov-2026), picks it in a
 * calendar popover (arrow keys move by day, Page Up/Down by month) and clears it with Reset.
 */
export function DatePicker({
  label,
  value,
  defaultValue = null,
  onChange,
  minValue,
  maxValue,
  placeholder = messages.selectDate,
  description,
  isDisabled = false,
  showReset = true,
  resetLabel = messages.reset,
  className,
}: DatePickerProps) {
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const current = value !== undefined ? value : uncontrolled;
  const [isOpen, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The calendar's code comes after the screen's first paint; pressed before, it opens once in.
  const controls = useDeferredModule(datePickerPopover, isOpen);
  const display = formatDisplayDate(current);

  const change = (next: string | null) => {
    if (value === undefined) setUncontrolled(next);
    if (next !== current) onChange?.(next);
  };

  return (
    <div className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.group}>
        <AriaButton
          ref={triggerRef}
          className={`${fieldStyles.control} ${styles.trigger}`}
          isDisabled={isDisabled}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onPress={() => setOpen(true)}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={description ? descriptionId : undefined}
        >
          <span id={valueId} className={display ? undefined : fieldStyles.description}>
            {display || placeholder}
          </span>
          <span className={styles.calendarIcon} aria-hidden="true">
            <CalendarIcon />
          </span>
        </AriaButton>
        {isOpen && controls && (
          <controls.DatePickerPopover
            triggerRef={triggerRef}
            label={label}
            value={current}
            minValue={minValue}
            maxValue={maxValue}
            onChoose={(date) => {
              change(date);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        )}

        {showReset && (
          <Button
            variant="secondary"
            aria-label={`${resetLabel} ${label}`}
            isDisabled={isDisabled || current === null}
            onPress={() => change(null)}
          >
            {resetLabel}
          </Button>
        )}
      </div>
      {description && (
        <Text id={descriptionId} className={fieldStyles.description}>
          {description}
        </Text>
      )}
    </div>
  );
}
