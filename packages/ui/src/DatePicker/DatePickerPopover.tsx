import { type CalendarDate, parseDate } from '@internationalized/date';
import type { RefObject } from 'react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
} from 'react-aria-components/Calendar';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Popover } from 'react-aria-components/Popover';
import { IconButton } from '../IconButton/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { messages } from '../messages';
import * as overlayStyles from '../styles/overlay.css';
import { useThemedClassName } from '../ThemeProvider/themeContext';
import * as styles from './DatePicker.css';
import { isIsoDate } from './displayDate';

const toCalendarDate = (value: string | null | undefined): CalendarDate | null =>
  value && isIsoDate(value.slice(0, 10)) ? parseDate(value.slice(0, 10)) : null;

export interface DatePickerPopoverProps {
  /** The field's button, which the popover is placed against and gives the focus back to. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  label: string;
  /** The chosen date (YYYY-MM-DD), or null. */
  value: string | null;
  minValue: string | undefined;
  maxValue: string | undefined;
  /** A day was chosen (YYYY-MM-DD). */
  onChoose: (date: string) => void;
  /** Escape or a press outside. */
  onClose: () => void;
}

/**
 * The date picker's open calendar (arrow keys move by day, Page Up/Down by month): the overlay
 * controls' code, loaded after the screen's first paint (`overlayControls`).
 */
export function DatePickerPopover({
  triggerRef,
  label,
  value,
  minValue,
  maxValue,
  onChoose,
  onClose,
}: DatePickerPopoverProps) {
  const popoverClass = useThemedClassName(`${overlayStyles.popover} ${styles.calendarPopover}`);
  return (
    <Popover
      className={popoverClass}
      placement="bottom start"
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog aria-label={`${label}: ${messages.chooseDate}`}>
        <Calendar
          className={styles.calendar}
          aria-label={label}
          autoFocus
          value={toCalendarDate(value)}
          minValue={toCalendarDate(minValue) ?? undefined}
          maxValue={toCalendarDate(maxValue) ?? undefined}
          onChange={(date) => onChoose(date.toString())}
        >
          <header className={styles.calendarHeader}>
            <IconButton
              slot="previous"
              label={messages.previousMonth}
              icon={<ChevronLeftIcon />}
              size="small"
            />
            <Heading className={styles.calendarHeading} />
            <IconButton slot="next" label={messages.nextMonth} icon={<ChevronRightIcon />} size="small" />
          </header>
          <CalendarGrid className={styles.calendarGrid} weekdayStyle="short">
            <CalendarGridHeader>
              {(day) => <CalendarHeaderCell className={styles.calendarHeaderCell}>{day}</CalendarHeaderCell>}
            </CalendarGridHeader>
            <CalendarGridBody>
              {(date) => <CalendarCell date={date} className={styles.calendarCell} />}
            </CalendarGridBody>
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}
