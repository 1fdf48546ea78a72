import { formatDateTime, type HistoryRow } from '@dictation/core';
import { historyMessages } from '../messages';

/** One row of the history as the dialog shows it: every field text, empty when missing. */
export interface HistoryEntry {
  key: string;
  author: string;
  date: string;
  step: string;
  outsource: string;
  details: string;
  changes: string;
}

/**
 * `details` and `changes` have no fixed shape in the contract (spec 001 section 3 names them
 * only): text is shown as it is, a list item by item, an object as `name: value` pairs, so an
 * unexpected shape still reads as something rather than `[object Object]`.
 */
export function historyValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(historyValueText).filter(Boolean).join('; ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([name, item]) => {
        const text = historyValueText(item);
        return text ? `${name}: ${text}` : '';
      })
      .filter(Boolean)
      .join('; ');
  return '';
}

const outsourceText = (flag: boolean | null | undefined) =>
  flag === true ? historyMessages.yes : flag === false ? historyMessages.no : '';

/** The rows in the server's order (oldest first), dates as DD-MMM-YYYY HH:mm (spec 001 section 9). */
export function historyEntriesOf(rows: readonly HistoryRow[]): HistoryEntry[] {
  return rows.map((row, index) => ({
    // Ids are the server's; the position keeps keys unique even if an answer repeats one.
    key: `${index}-${row.id}`,
    author: row.authorFullName?.trim() ?? '',
    date: formatDateTime(row.startDateTime),
    step: row.stepName?.trim() ?? '',
    outsource: outsourceText(row.isOutsource),
    details: historyValueText(row.details),
    changes: historyValueText(row.changes),
  }));
}
