import dayjs from 'dayjs';

/**
 * Display formats of spec 001 section 9 and spec 000 section 2. Kept here until
 * `@dictation/core` exports its formatters; the rules are the spec's, not ours.
 */

/** mm:ss; minutes keep counting past 59 (a 75-minute dictation reads 75:03). */
export function formatDuration(milliseconds: number | null | undefined): string {
  if (milliseconds == null || !Number.isFinite(milliseconds) || milliseconds < 0) return '';
  const totalSeconds = Math.round(milliseconds / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** SURNAME, first names. */
export function formatPatientName(familyName?: string | null, firstNames?: string | null): string {
  const family = (familyName ?? '').trim().toUpperCase();
  const first = (firstNames ?? '').trim();
  return [family, first].filter(Boolean).join(', ');
}

/** DD-MMM-YYYY, e.g. 22-Nov-2026. */
export function formatDate(iso?: string | null): string {
  if (!iso) return '';
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD-MMM-YYYY') : '';
}

/** DD-MMM-YYYY HH:mm in the user's time zone. */
export function formatDateTime(iso?: string | null): string {
  if (!iso) return '';
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD-MMM-YYYY HH:mm') : '';
}

/** NHS number as 3-3-4 digits separated by spaces; anything not ten digits is shown as given. */
export function formatNhsNumber(value?: string | null): string {
  if (!value) return '';
  const digits = value.replace(/\s/g, '');
  if (!/^\d{10}$/.test(digits)) return value;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}
