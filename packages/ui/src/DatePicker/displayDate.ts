import dayjs from 'dayjs';

/** The kit's date format (spec 001 section 9: DD-MMM-YYYY, e.g. 22-Nov-2026). */
export const displayDateFormat = 'DD-MMM-YYYY';

/** `2026-11-22` (or a full ISO timestamp) -> `22-Nov-2026`; empty for null or an invalid date. */
export function formatDisplayDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const date = dayjs(isoDate.slice(0, 10), 'YYYY-MM-DD');
  return date.isValid() ? date.format(displayDateFormat) : '';
}

/** Whether a string is a valid ISO calendar date `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = dayjs(value);
  return date.isValid() && date.format('YYYY-MM-DD') === value;
}
