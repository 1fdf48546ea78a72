import { describe, expect, it } from 'vitest';
import { availableColumns, toggleableColumns, visibleColumns } from '../columns/columnSets';
import { isFilterShown } from '../filters/filterVisibility';
import {
  defaultFilters,
  emptyFilters,
  hasAnyFilter,
  isPatientNameSearchable,
  patientNameError,
  sanitizeJobId,
} from '../filters/lettersFilters';
import { statusOptionsFor } from '../filters/statusOptions';
import { makeListContext } from '../testing/fixtures';
import type { ListContext } from '../types';
import { type ListState, listReducer } from './listState';
import { lastPageJump } from './paging';

const context: ListContext = makeListContext();

describe('filter rules', () => {
  it('Job ID keeps digits only, at most 9', () => {
    expect(sanitizeJobId('12a3-4567890123')).toBe('123456789');
  });

  it('Patient name needs 3 letters; an empty value clears it', () => {
    expect(isPatientNameSearchable('Ann')).toBe(true);
    expect(isPatientNameSearchable('J. O')).toBe(false);
    expect(isPatientNameSearchable('Zoë')).toBe(true);
    expect(patientNameError('ab')).toBe(true);
    expect(patientNameError('')).toBe(false);
  });

  it('Authors default the Author filter to themselves; others to all authors', () => {
    expect(defaultFilters({ isAuthor: true, userId: 5 }).authorIds).toEqual([5]);
    expect(defaultFilters({ isAuthor: false, userId: 5 }).authorIds).toEqual([]);
  });

  it('Reset filters is enabled only when a filter is set', () => {
    expect(hasAnyFilter(emptyFilters())).toBe(false);
    expect(hasAnyFilter({ ...emptyFilters(), label: { kind: 'noLabel' } })).toBe(true);
    expect(hasAnyFilter({ ...emptyFilters(), authorIds: [1] })).toBe(true);
  });

  it('shows each filter only under its conditions', () => {
    const shown = (patch: Partial<ListContext>) =>
      (
        [
          'dit2JobNo',
          'patientName',
          'hospitalNumber',
          'sampleId',
          'dit2StatusSync',
          'approval',
          'jobId',
        ] as const
      ).filter((filter) => isFilterShown(filter, { ...context, ...patch }));
    expect(shown({})).toEqual(['hospitalNumber', 'approval', 'jobId']);
    expect(shown({ tenantType: 'dit2' })).toEqual(['dit2JobNo', 'dit2StatusSync', 'jobId']);
    expect(
      shown({ tenantType: 'externalSystem', showSampleId: true, letterApprovalPermission: false }),
    ).toEqual(['patientName', 'sampleId', 'jobId']);
  });

  it('lists outsource and manual steps only when enabled; completed has All, Completed, Deleted', () => {
    const ids = (patch: Partial<ListContext>) =>
      statusOptionsFor('inProgress', { ...context, ...patch }).map((o) => o.id);
    expect(ids({})).toEqual(['all', 'audioCapture', 'speechRecognition', 'processing', 'toReview']);
    expect(ids({ outsourceEnabled: true })).toContain('toReviewOutsource');
    expect(ids({ outsourceEnabled: true })).not.toContain('manualTranscription');
    expect(ids({ manualEnabled: true })).toContain('manualTranscription');
    expect(statusOptionsFor('completed', context).map((o) => o.label)).toEqual([
      'All',
      'Completed',
      'Deleted',
    ]);
  });
});

describe('column sets', () => {
  it('standard: the approval column needs the permission, sample ID needs showSampleID', () => {
    expect(availableColumns(context)).toEqual([
      'job',
      'duration',
      'priority',
      'recorded',
      'author',
      'department',
      'hospitalNumber',
      'label',
      'lock',
      'status',
      'notes',
      'approval',
    ]);
    expect(availableColumns({ ...context, letterApprovalPermission: false })).not.toContain('approval');
  });

  it('external-system adds patient columns and drops Hosp. No.; Dit2 has its own columns', () => {
    const external = availableColumns({ ...context, tenantType: 'externalSystem' });
    expect(external.slice(0, 8)).toEqual([
      'job',
      'duration',
      'priority',
      'recorded',
      'patientName',
      'dateOfBirth',
      'nhsNumber',
      'author',
    ]);
    expect(external).not.toContain('hospitalNumber');
    expect(availableColumns({ ...context, tenantType: 'dit2', showSampleId: true })).toEqual([
      'job',
      'duration',
      'dit2JobNo',
      'priority',
      'recorded',
      'author',
      'department',
      'sampleId',
      'lock',
      'status',
      'dit2StatusSync',
    ]);
  });

  it('optional columns follow the toggles; duration starts visible, the others hidden', () => {
    expect(visibleColumns(context, {})).toEqual([
      'job',
      'duration',
      'priority',
      'recorded',
      'author',
      'lock',
      'status',
      'notes',
      'approval',
    ]);
    expect(visibleColumns(context, { duration: false, label: true })).toEqual([
      'job',
      'priority',
      'recorded',
      'author',
      'label',
      'lock',
      'status',
      'notes',
      'approval',
    ]);
    expect(toggleableColumns({ ...context, tenantType: 'dit2' })).toEqual(['duration', 'department']);
  });
});

describe('list state', () => {
  const state: ListState = { filters: emptyFilters(), pageIndex: 4, pageSize: 50, columns: {} };

  it('any filter change goes back to page 1', () => {
    expect(listReducer(state, { type: 'setFilter', patch: { priorityId: 2 } })).toMatchObject({
      pageIndex: 0,
      filters: { priorityId: 2 },
    });
    expect(listReducer(state, { type: 'resetFilters', filters: emptyFilters() }).pageIndex).toBe(0);
    expect(listReducer(state, { type: 'setPageSize', pageSize: 100 })).toMatchObject({
      pageIndex: 0,
      pageSize: 100,
    });
  });

  it('paging and column toggles keep the filters', () => {
    const filtered = listReducer(state, { type: 'setFilter', patch: { jobId: '7' } });
    const paged = listReducer(filtered, { type: 'setPage', pageIndex: 2 });
    expect(paged).toMatchObject({ pageIndex: 2, filters: { jobId: '7' } });
    expect(listReducer(paged, { type: 'setColumn', column: 'label', visible: true })).toMatchObject({
      pageIndex: 2,
      columns: { label: true },
    });
  });
});

describe('last-page jump', () => {
  it('jumps to the last page when the page is empty but letters exist', () => {
    expect(lastPageJump({ pageIndex: 9, pageSize: 50, count: 120, rowsOnPage: 0 })).toBe(2);
    expect(lastPageJump({ pageIndex: 3, pageSize: 10, count: 10, rowsOnPage: 0 })).toBe(0);
  });

  it('stays when the page has rows, nothing matches, or it is already the last page', () => {
    expect(lastPageJump({ pageIndex: 1, pageSize: 50, count: 120, rowsOnPage: 50 })).toBeUndefined();
    expect(lastPageJump({ pageIndex: 4, pageSize: 50, count: 0, rowsOnPage: 0 })).toBeUndefined();
    expect(lastPageJump({ pageIndex: 0, pageSize: 50, count: 3, rowsOnPage: 0 })).toBeUndefined();
  });
});
