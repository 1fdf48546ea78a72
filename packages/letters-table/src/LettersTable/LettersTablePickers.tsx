import { formatDate } from '@dictation/core';
import { type CalendarDate, parseDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  ComboBox,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { messages } from '../messages';
import * as styles from './LettersTable.css';
import type { Option } from './LettersTableControls';

interface LabelComboBoxProps {
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
}

/** Labels filter: searchable, since tenants can have many labels (spec 001 section 2). */
export function LabelComboBox({ label, options, value, onChange }: LabelComboBoxProps): ReactNode {
  return (
    <ComboBox
      className={styles.field}
      defaultItems={options}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))}
      menuTrigger="focus"
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.control}>
        <Input className={styles.segments} />
        <Button>
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <Popover className={styles.popover}>
        <ListBox>
          {(option: Option) => (
            <ListBoxItem id={option.id} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

interface RecordedOnPickerProps {
  label: string;
  /** `YYYY-MM-DD` or null. */
  value: string | null;
  onChange: (value: string | null) => void;
}

function toCalendarDate(value: string | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * Recorded on: a date picker with Reset (spec 001 section 2). Segments follow the en-GB order
 * (day, month, year); the chosen day is also written out as DD-MMM-YYYY under the field.
 */
export function RecordedOnPicker({ label, value, onChange }: RecordedOnPickerProps): ReactNode {
  return (
    <div className={styles.field}>
      <I18nProvider locale="en-GB">
        <DatePicker
          value={toCalendarDate(value)}
          onChange={(date) => onChange(date ? date.toString() : null)}
          className={styles.field}
        >
          <Label className={styles.label}>{label}</Label>
          <Group className={styles.control}>
            <DateInput className={styles.segments}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <Button>
              <span aria-hidden="true">📅</span>
            </Button>
          </Group>
          <Popover className={styles.popover}>
            <Dialog>
              <Calendar>
                <header className={styles.pagination}>
                  <Button slot="previous">◀</Button>
                  <Heading />
                  <Button slot="next">▶</Button>
                </header>
                <CalendarGrid>
                  {(date) => <CalendarCell date={date} className={styles.option} />}
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </DatePicker>
      </I18nProvider>
      {value ? <span className={styles.description}>{formatDate(`${value}T12:00:00`)}</span> : null}
      <Button className={styles.control} isDisabled={value === null} onPress={() => onChange(null)}>
        {messages.reset}
      </Button>
    </div>
  );
}
