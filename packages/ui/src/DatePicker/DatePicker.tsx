import { type CalendarDate, parseDate } from '@internationalized/date';
import { useId, useState } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Dialog,
  DialogTrigger,
  Heading,
  Popover,
  Text,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { messages } from '../messages';
import * as fieldStyles from '../styles/field.css';
import * as overlayStyles from '../styles/overlay.css';
import { useThemedClassName } from '../ThemeProvider/themeContext';
import * as styles from './DatePicker.css';
import { formatDisplayDate, isIsoDate } from './displayDate';

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

const toCalendarDate = (value: string | null | undefined): CalendarDate | null =>
  value && isIsoDate(value.slice(0, 10)) ? parseDate(value.slice(0, 10)) : null;

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
  const popoverClass = useThemedClassName(`${overlayStyles.popover} ${styles.calendarPopover}`);
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
        <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
          <AriaButton
            className={`${fieldStyles.control} ${styles.trigger}`}
            isDisabled={isDisabled}
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
          <Popover className={popoverClass} placement="bottom start">
            <Dialog aria-label={`${label}: ${messages.chooseDate}`}>
              <Calendar
                className={styles.calendar}
                aria-label={label}
                autoFocus
                value={toCalendarDate(current)}
                minValue={toCalendarDate(minValue) ?? undefined}
                maxValue={toCalendarDate(maxValue) ?? undefined}
                onChange={(date) => {
                  change(date.toString());
                  setOpen(false);
                }}
              >
                <header className={styles.calendarHeader}>
                  <IconButton
                    slot="previous"
                    label={messages.previousMonth}
                    icon={<ChevronLeftIcon />}
                    size="small"
                  />
                  <Heading className={styles.calendarHeading} />
                  <IconButton
                    slot="next"
                    label={messages.nextMonth}
                    icon={<ChevronRightIcon />}
                    size="small"
                  />
                </header>
                <CalendarGrid className={styles.calendarGrid} weekdayStyle="short">
                  <CalendarGridHeader>
                    {(day) => (
                      <CalendarHeaderCell className={styles.calendarHeaderCell}>{day}</CalendarHeaderCell>
                    )}
                  </CalendarGridHeader>
                  <CalendarGridBody>
                    {(date) => <CalendarCell date={date} className={styles.calendarCell} />}
                  </CalendarGridBody>
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </DialogTrigger>
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
