import { describe, expect, it } from 'vitest';
import { makeLetter } from '../testing/fixtures';
import { createColumns, dit2StatusText, toColumnDef } from './tableColumns';

describe('column text', () => {
  it("names Dit2 Status Sync values by spec 000's job statuses, and shows unknown values as sent", () => {
    expect(dit2StatusText('2')).toBe('In transcription');
    expect(dit2StatusText(6)).toBe('Job has too big audio');
    expect(dit2StatusText('Synced')).toBe('Synced');
    expect(dit2StatusText(null)).toBe('');
  });

  it('shows duration as mm:ss, and nothing for a letter without a length', () => {
    const duration = createColumns('Hosp. No.').duration.value;
    expect(duration(makeLetter(0, { durationInMilliseconds: 75 * 60_000 + 3000 }))).toBe('75:03');
    expect(duration(makeLetter(0, { durationInMilliseconds: null }))).toBe('');
  });

  it("gives TanStack Table the same header and cell as the grid's own rendering", () => {
    const column = createColumns('NHS No.').hospitalNumber;
    const definition = toColumnDef(column);
    expect(definition.header).toBe('NHS No.');
    const cell = definition.cell as (context: { row: { original: unknown } }) => unknown;
    expect(cell({ row: { original: makeLetter(0, { mrn: 'H1' }) } })).toBe('H1');
  });
});
