import { approvalTypes, type LettersSearchQuery } from '@dictation/core';
import type { LettersFilters } from '../filters/lettersFilters';
import { findStatusOption } from '../filters/statusOptions';
import type { ListContext, ListMode } from '../types';
import { and, dateTimeLiteral, or, quoteString, textMatch } from './odata';

export const searchPath = 'author/odata/Letters/LettersService.Search()';

export interface SortItem {
  id: string;
  desc: boolean;
}

/**
 * Fixed orders of spec 001 section 7: in progress by priority descending then recordedDate
 * ascending; completed by completedDateTime descending.
 */
export const defaultSorting: Record<ListMode, readonly SortItem[]> = {
  inProgress: [
    { id: 'priority', desc: true },
    { id: 'recordedDate', desc: false },
  ],
  completed: [{ id: 'completedDateTime', desc: true }],
};

export interface SearchQueryInput {
  mode: ListMode;
  filters: LettersFilters;
  /** Zero-based. */
  pageIndex: number;
  pageSize: number;
  sorting?: readonly SortItem[];
  /** Which filters the user can see: a hidden filter never narrows the list. */
  context: Pick<ListContext, 'tenantType' | 'letterApprovalPermission' | 'showSampleId'>;
}

export function orderBy(sorting: readonly SortItem[]): string {
  return sorting.map((item) => `${item.id} ${item.desc ? 'desc' : 'asc'}`).join(',');
}

function modeClause(mode: ListMode, status: string): string {
  if (mode === 'inProgress') return 'isCompleted eq false and isDeleted eq false';
  if (status === 'completed') return 'isCompleted eq true and isDeleted eq false';
  if (status === 'deleted') return 'isDeleted eq true';
  return or(['isCompleted eq true', 'isDeleted eq true']);
}

function statusClause(mode: ListMode, status: string): string | undefined {
  if (mode === 'completed') return undefined;
  const option = findStatusOption(mode, status);
  if (!option?.stepName) return undefined;
  const step = `workflowStepName eq ${quoteString(option.stepName)}`;
  return option.onOutsource === undefined ? step : `${step} and onOutsource eq ${option.onOutsource}`;
}

/** The letter's local day, as a half-open UTC range (a day is not always 24 hours). */
function recordedOnClause(day: string | null): string | undefined {
  if (!day) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, date);
  const end = new Date(year, month, date + 1);
  return `recordedDate ge ${dateTimeLiteral(start)} and recordedDate lt ${dateTimeLiteral(end)}`;
}

function patientNameClause(name: string): string | undefined {
  const value = name.trim();
  if (value === '') return undefined;
  const literal = quoteString(value);
  return or([`contains(patientFamilyName,${literal})`, `contains(patientFirstNames,${literal})`]);
}

function labelClause(label: LettersFilters['label']): string | undefined {
  if (label.kind === 'noLabel') return 'label eq null';
  if (label.kind === 'label') return `label eq ${quoteString(label.name)}`;
  return undefined;
}

/**
 * Spec 001 section 4: approval states exist only where the approval type needs approval, so
 * 'approved' excludes letters whose approval is not required (they may carry approved = true,
 * yet show no state in the Appr. column).
 */
function approvalClause(approval: LettersFilters['approval']): string | undefined {
  switch (approval) {
    case 'waiting':
      return `letterApprovalType ne ${approvalTypes.notRequired} and approved eq false`;
    case 'approved':
      return `letterApprovalType ne ${approvalTypes.notRequired} and approved eq true`;
    case 'notRequired':
      return `letterApprovalType eq ${approvalTypes.notRequired}`;
    default:
      return undefined;
  }
}

/** The `$filter` expression: the mode's base clause, then every set and visible filter. */
export function buildFilter(input: Pick<SearchQueryInput, 'mode' | 'filters' | 'context'>): string {
  const { mode, filters, context } = input;
  const dit2 = context.tenantType === 'dit2';
  const external = context.tenantType === 'externalSystem';
  return and([
    modeClause(mode, filters.status),
    filters.jobId ? `id eq ${Number(filters.jobId)}` : undefined,
    dit2 ? textMatch('dit2JobNo', filters.dit2JobNo) : undefined,
    filters.priorityId ? `priority eq ${filters.priorityId}` : undefined,
    recordedOnClause(filters.recordedOn),
    external ? patientNameClause(filters.patientName) : undefined,
    filters.departmentId !== null ? `orgItemId eq ${filters.departmentId}` : undefined,
    !dit2 && !external ? textMatch('mrn', filters.hospitalNumber) : undefined,
    labelClause(filters.label),
    filters.authorIds.length > 0 ? `authorId in (${filters.authorIds.join(',')})` : undefined,
    context.showSampleId ? textMatch('sampleID', filters.sampleId) : undefined,
    statusClause(mode, filters.status),
    dit2 && filters.dit2StatusSync
      ? `dit2StatusSync eq ${quoteString(String(filters.dit2StatusSync))}`
      : undefined,
    context.letterApprovalPermission && !dit2 ? approvalClause(filters.approval) : undefined,
  ]);
}

/** The query of `api.letters.search` (the core client adds `$count=true`). */
export function buildSearchQuery(input: SearchQueryInput): LettersSearchQuery {
  return {
    top: input.pageSize,
    skip: input.pageIndex * input.pageSize,
    filter: buildFilter(input),
    orderBy: orderBy(input.sorting ?? defaultSorting[input.mode]),
  };
}

/**
 * The search call as a path under `/api/`, `$` keys kept readable: the SWR key of the page, and
 * what the network log shows.
 */
export function searchUrl(query: LettersSearchQuery): string {
  const parts: [string, string][] = [
    ['$count', 'true'],
    ['$top', String(query.top)],
    ['$skip', String(query.skip)],
    ['$filter', query.filter ?? ''],
    ['$orderby', query.orderBy ?? ''],
  ];
  return `${searchPath}?${parts.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
