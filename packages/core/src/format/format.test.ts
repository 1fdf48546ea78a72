import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration, formatShortDateTime } from './dates';
import { formatNhsNumber, formatPatientName, isValidNhsNumber, shortenFileName, truncateValue } from './text';

// Local-time dates, so the tests do not depend on the machine's time zone.
const morning = new Date(2026, 10, 2, 9, 5);

describe('dates (spec 001 section 9)', () => {
  it('DD-MMM-YYYY', () => expect(formatDate(morning)).toBe('02-Nov-2026'));
  it('DD-MMM H:mm', () => expect(formatShortDateTime(morning)).toBe('02-Nov 9:05'));
  it('DD-MMM-YYYY HH:mm', () => expect(formatDateTime(morning)).toBe('02-Nov-2026 09:05'));
  it('empty for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('durations mm:ss', () => {
  it('formats milliseconds', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65_999)).toBe('01:05');
    expect(formatDuration(4_503_000)).toBe('75:03');
    expect(formatDuration(null)).toBe('00:00');
  });
});

describe('patient name', () => {
  it('is SURNAME, first names', () => {
    expect(formatPatientName('Smith', 'John Paul')).toBe('SMITH, John Paul');
    expect(formatPatientName('Smith', null)).toBe('SMITH');
    expect(formatPatientName(null, 'John')).toBe('John');
  });
});

describe('NHS number', () => {
  it('is grouped 3-3-4', () => {
    expect(formatNhsNumber('9434765919')).toBe('943 476 5919');
    expect(formatNhsNumber('943-476-5919')).toBe('943 476 5919');
    expect(formatNhsNumber('abc')).toBe('abc');
  });

  it('passes the modulus 11 check', () => {
    expect(isValidNhsNumber('943 476 5919')).toBe(true);
    expect(isValidNhsNumber('9434765918')).toBe(false);
    // Remainder 1 gives check value 10: never valid.
    expect(isValidNhsNumber('1000000010')).toBe(false);
    // Check value 11 means 0.
    expect(isValidNhsNumber('0000000000')).toBe(true);
    expect(isValidNhsNumber('943476591')).toBe(false);
  });
});

describe('shortening', () => {
  it('shows values over 30 characters as 27 plus an ellipsis', () => {
    expect(truncateValue('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncateValue('b'.repeat(31))).toBe(`${'b'.repeat(27)}...`);
  });

  it('shortens file names over 18 characters to first 8 and last 8', () => {
    expect(shortenFileName('abcdefghijklmnopqr')).toBe('abcdefghijklmnopqr');
    expect(shortenFileName('dictation-2026-11-22.wav')).toBe('dictatio...1-22.wav');
  });
});
