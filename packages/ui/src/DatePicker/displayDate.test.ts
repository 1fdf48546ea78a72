import { describe, expect, it } from 'vitest';
import { formatDisplayDate, isIsoDate } from './displayDate';

describe('formatDisplayDate', () => {
  it('formats ISO dates as DD-MMM-YYYY', () => {
    expect(formatDisplayDate('2026-11-22')).toBe('22-Nov-2026');
    expect(formatDisplayDate('2026-01-05')).toBe('05-Jan-2026');
  });

  it('uses the calendar date of a timestamp, whatever the time zone', () => {
    expect(formatDisplayDate('2026-11-22T23:30:00Z')).toBe('22-Nov-2026');
  });

  it('is empty for null, empty and invalid input', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('22-11-2026')).toBe(false);
  });
});
