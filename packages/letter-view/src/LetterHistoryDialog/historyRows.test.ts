import { describe, expect, it } from 'vitest';
import { historyEntriesOf, historyValueText } from './historyRows';

describe('historyValueText: details and changes of any shape read as text', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['  Label updated ', 'Label updated'],
    [42, '42'],
    [false, 'false'],
    [['Priority updated', '', null, 'Label updated'], 'Priority updated; Label updated'],
    [{ priority: 2, labelName: 'Clinic', notes: null }, 'priority: 2; labelName: Clinic'],
    [{ changes: [{ field: 'mrn', to: 'H1' }] }, 'changes: field: mrn; to: H1'],
  ])('%j -> %j', (value, text) => {
    expect(historyValueText(value)).toBe(text);
  });
});

describe('historyEntriesOf', () => {
  it('keeps the order, formats the date DD-MMM-YYYY HH:mm and says Yes/No for outsource', () => {
    const entries = historyEntriesOf([
      { id: 2, authorFullName: 'System', startDateTime: '2026-11-22T09:07:30', isOutsource: true },
      {
        id: 2,
        authorFullName: ' Dr Ada Patel ',
        startDateTime: 'soon',
        stepName: 'To Review',
        isOutsource: false,
      },
      { id: 3 },
    ]);
    expect(entries.map(({ key, ...entry }) => entry)).toEqual([
      { author: 'System', date: '22-Nov-2026 09:07', step: '', outsource: 'Yes', details: '', changes: '' },
      { author: 'Dr Ada Patel', date: '', step: 'To Review', outsource: 'No', details: '', changes: '' },
      { author: '', date: '', step: '', outsource: '', details: '', changes: '' },
    ]);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(3);
  });
});
