import { formatDisplayDate } from '@dictation/ui';
import { dit2Statuses } from '../listConstants';
import { messages } from '../messages';
import type { ListContext, ListMode, NamedItem } from '../types';
import { type FilterName, isFilterShown } from './filterVisibility';
import { type approvalFilters, emptyFilters, type LettersFilters } from './lettersFilters';
import { statusOptionsFor } from './statusOptions';

/**
 * The filters in the first row, the most used ones (issue 19); the others are behind 'More
 * filters'. Every one of them is shown to every user.
 */
export const primaryFilters = [
  'jobId',
  'priority',
  'author',
  'status',
  'recordedOn',
] as const satisfies readonly FilterName[];

/**
 * The first row of a narrow list (a tablet at 768 px, issue 19): Author and Recorded on move
 * behind 'More filters', so the row stays one row instead of wrapping over the letters.
 */
export const narrowRowFilters = ['jobId', 'priority', 'status'] as const satisfies readonly FilterName[];

/** Whether a filter is in the first row (`narrow`: the list is too narrow for the whole row). */
export function isPrimaryFilter(name: FilterName, narrow = false): boolean {
  return ((narrow ? narrowRowFilters : primaryFilters) as readonly FilterName[]).includes(name);
}

/** The filters behind 'More filters', in their order there; each still only under its conditions. */
export const secondaryFilters = [
  'dit2JobNo',
  'patientName',
  'department',
  'hospitalNumber',
  'labels',
  'sampleId',
  'dit2StatusSync',
  'approval',
] as const satisfies readonly FilterName[];

/** The state of each filter in `LettersFilters`; Priority and Labels are named differently there. */
const filterFields = {
  jobId: ['jobId'],
  dit2JobNo: ['dit2JobNo'],
  priority: ['priorityId'],
  recordedOn: ['recordedOn'],
  patientName: ['patientName'],
  department: ['departmentId'],
  hospitalNumber: ['hospitalNumber'],
  labels: ['label'],
  author: ['authorIds'],
  sampleId: ['sampleId'],
  status: ['status'],
  dit2StatusSync: ['dit2StatusSync'],
  approval: ['approval'],
} as const satisfies Record<FilterName, readonly (keyof LettersFilters)[]>;

/** A filter in use, as its chip shows it. */
export interface ActiveFilter {
  name: FilterName;
  /** The filter's label, as in its field ('Hosp. No.' or 'NHS No.'). */
  label: string;
  /** The value in words: an option's name, a day as DD-MMM-YYYY, the text typed. */
  value: string;
  /** The patch that clears this filter alone (back to its empty value). */
  clear: Partial<LettersFilters>;
}

export interface ActiveFilterSources {
  mode: ListMode;
  context: ListContext;
  priorities: readonly NamedItem[];
  departments: readonly NamedItem[];
  authors: readonly NamedItem[];
}

const nameOf = (items: readonly NamedItem[], id: number) =>
  items.find((item) => item.id === id)?.name ?? String(id);

const approvalWords: Record<(typeof approvalFilters)[number], string> = {
  all: messages.options.all,
  waiting: messages.options.waitingForApproval,
  approved: messages.options.approved,
  notRequired: messages.options.notRequired,
};

function isSet(filters: LettersFilters, name: FilterName): boolean {
  const empty = emptyFilters();
  return filterFields[name].some((field) => JSON.stringify(filters[field]) !== JSON.stringify(empty[field]));
}

function clearOf(name: FilterName): Partial<LettersFilters> {
  const empty = emptyFilters();
  return Object.fromEntries(filterFields[name].map((field) => [field, empty[field]]));
}

function chipValue(name: FilterName, filters: LettersFilters, sources: ActiveFilterSources): string {
  switch (name) {
    case 'priority':
      return nameOf(sources.priorities, filters.priorityId);
    case 'recordedOn':
      return formatDisplayDate(filters.recordedOn) || (filters.recordedOn ?? '');
    case 'department':
      return filters.departmentId === null ? '' : nameOf(sources.departments, filters.departmentId);
    case 'labels':
      return filters.label.kind === 'label' ? filters.label.name : messages.options.noLabel;
    case 'author':
      return filters.authorIds.map((id) => nameOf(sources.authors, id)).join(', ');
    case 'status':
      return (
        statusOptionsFor(sources.mode, sources.context).find((option) => option.id === filters.status)
          ?.label ?? filters.status
      );
    case 'dit2StatusSync':
      return (
        dit2Statuses.find((status) => status.id === filters.dit2StatusSync)?.name ??
        String(filters.dit2StatusSync)
      );
    case 'approval':
      return approvalWords[filters.approval];
    default:
      return filters[filterFields[name][0]] as string;
  }
}

/** The label of a filter as its field shows it. */
export function filterLabel(name: FilterName, context: ListContext): string {
  const f = messages.filters;
  if (name === 'hospitalNumber') return context.hospitalNumberNaming ? f.hospitalNumber : f.nhsNumber;
  return f[name];
}

/**
 * The filters in use that this user can see, in the order of the fields (first row, then 'More
 * filters'). A hidden filter never narrows the query (buildSearchQuery), so it has no chip either.
 */
export function activeFilters(filters: LettersFilters, sources: ActiveFilterSources): ActiveFilter[] {
  return [...primaryFilters, ...secondaryFilters]
    .filter((name) => isFilterShown(name, sources.context) && isSet(filters, name))
    .map((name) => ({
      name,
      label: filterLabel(name, sources.context),
      value: chipValue(name, filters, sources),
      clear: clearOf(name),
    }));
}
