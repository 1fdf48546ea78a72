import dayjs from 'dayjs';

/** Spec 001 section 9 date formats. */
export const dateFormats = {
  date: 'DD-MMM-YYYY',
  shortDateTime: 'DD-MMM H:mm',
  dateTime: 'DD-MMM-YYYY HH:mm',
} as const;

type DateInput = string | number | Date | null | undefined;

function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** `22-Nov-2026`; empty for a missing or invalid date. Shown in local time. */
export const formatDate = (value: DateInput): string => format(value, dateFormats.date);

/** `22-Nov 9:05`. */
export const formatShortDateTime = (value: DateInput): string => format(value, dateFormats.shortDateTime);

/** `22-Nov-2026 09:05`. */
export const formatDateTime = (value: DateInput): string => format(value, dateFormats.dateTime);

/** Milliseconds as `mm:ss` (minutes keep counting past 59: `75:03`). */
export function formatDuration(milliseconds: number | null | undefined): string {
  const totalSeconds = Math.max(0, Math.floor((milliseconds ?? 0) / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
