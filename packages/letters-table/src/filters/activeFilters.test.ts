import { describe, expect, it } from 'vitest';
import { makeListContext, priorities } from '../testing/fixtures';
import { activeFilters, isPrimaryFilter, primaryFilters, secondaryFilters } from './activeFilters';
import type { FilterName } from './filterVisibility';
import { emptyFilters, type LettersFilters } from './lettersFilters';

const departments = [{ id: 12, name: 'Radiology' }];
const authors = [
  { id: 6, name: 'BROWN, Alice' },
  { id: 7, name: 'HADDAD, Omar' },
];
const sources = (context = makeListContext({ showSampleId: true })) => ({
  mode: 'inProgress' as const,
  context,
  priorities,
  departments,
  authors,
});
const chips = (patch: Partial<LettersFilters>, context?: ReturnType<typeof makeListContext>) =>
  activeFilters({ ...emptyFilters(), ...patch }, sources(context)).map(
    (filter) => `${filter.label}: ${filter.value}`,
  );

describe('activeFilters', () => {
  it('has no chip while every filter is empty', () => {
    expect(chips({})).toEqual([]);
  });

  it('names each filter in use with its value in words, in the order of the fields', () => {
    expect(
      chips({
        approval: 'waiting',
        sampleId: 'S-1',
        label: { kind: 'noLabel' },
        hospitalNumber: '"H1"',
        departmentId: 12,
        recordedOn: '2026-11-24',
        status: 'toReview',
        authorIds: [6, 7],
        priorityId: 2,
        jobId: '1007',
      }),
    ).toEqual([
      'Job ID: 1007',
      'Priority: Urgent',
      'Author: BROWN, Alice, HADDAD, Omar',
      'Status: To Review',
      'Recorded on: 24-Nov-2026',
      'Department: Radiology',
      'Hosp. No.: "H1"',
      'Labels: No label',
      'Sample ID: S-1',
      'Approval: Waiting for approval',
    ]);
  });

  it("follows the tenant's naming and leaves out the filters the user cannot see", () => {
    const nhs = makeListContext({ hospitalNumberNaming: false, showSampleId: false });
    expect(chips({ hospitalNumber: '485', sampleId: 'S-1', dit2JobNo: 'D2-7' }, nhs)).toEqual([
      'NHS No.: 485',
    ]);
    const dit2 = makeListContext({ tenantType: 'dit2' });
    expect(chips({ dit2JobNo: 'D2-7', dit2StatusSync: 2, approval: 'approved' }, dit2)).toEqual([
      'Dit2 Job No: D2-7',
      'Dit2 Status Sync: In transcription',
    ]);
  });

  it('clears only its own filter', () => {
    const filters = { ...emptyFilters(), priorityId: 2, label: { kind: 'label' as const, name: 'Clinic' } };
    const [priority, label] = activeFilters(filters, sources());
    expect({ ...filters, ...priority!.clear }).toEqual({ ...filters, priorityId: 0 });
    expect({ ...filters, ...label!.clear }).toEqual({ ...filters, label: { kind: 'all' } });
  });

  it('splits every filter between the first row and More filters', () => {
    const all: FilterName[] = [...primaryFilters, ...secondaryFilters];
    expect(new Set(all).size).toBe(13);
    expect(primaryFilters.every((name) => isPrimaryFilter(name))).toBe(true);
    expect(secondaryFilters.some((name) => isPrimaryFilter(name))).toBe(false);
  });

  it('keeps Job ID, Priority and Status in the row of a narrow list; Author and Recorded on move behind More filters', () => {
    expect(primaryFilters.filter((name) => isPrimaryFilter(name, true))).toEqual([
      'jobId',
      'priority',
      'status',
    ]);
    expect(secondaryFilters.some((name) => isPrimaryFilter(name, true))).toBe(false);
  });
});
