import { filterLimits } from '../listConstants';
import { allStatusId } from './statusOptions';

export type LabelFilter = { kind: 'all' } | { kind: 'noLabel' } | { kind: 'label'; name: string };
export type ApprovalFilter = 'all' | 'waiting' | 'approved' | 'notRequired';
export const approvalFilters = [
  'all',
  'waiting',
  'approved',
  'notRequired',
] as const satisfies readonly ApprovalFilter[];

/**
 * Every filter of spec 001 section 2, as applied to the query. Empty strings, 0, null and 'all'
 * mean "not set".
 */
export interface LettersFilters {
  /** Digits only, at most 9. */
  jobId: string;
  dit2JobNo: string;
  /** Priority id; 0 means all (spec 001 section 9). */
  priorityId: number;
  /** Day the letter was recorded, `YYYY-MM-DD` in the user's time zone. */
  recordedOn: string | null;
  /** At least 3 letters once applied. */
  patientName: string;
  departmentId: number | null;
  /** Hosp. No. or NHS No.; quoted text is an exact match. */
  hospitalNumber: string;
  label: LabelFilter;
  authorIds: number[];
  sampleId: string;
  /** An id of `statusOptions`. */
  status: string;
  /** Dit2 job status 1-6; 0 means all. */
  dit2StatusSync: number;
  approval: ApprovalFilter;
}

export function emptyFilters(): LettersFilters {
  return {
    jobId: '',
    dit2JobNo: '',
    priorityId: 0,
    recordedOn: null,
    patientName: '',
    departmentId: null,
    hospitalNumber: '',
    label: { kind: 'all' },
    authorIds: [],
    sampleId: '',
    status: allStatusId,
    dit2StatusSync: 0,
    approval: 'all',
  };
}

/** Authors default the Author filter to themselves (spec 001 section 4). */
export function defaultFilters(options: { isAuthor: boolean; userId: number }): LettersFilters {
  return { ...emptyFilters(), authorIds: options.isAuthor ? [options.userId] : [] };
}

/** The Reset filters button is disabled when nothing is set (spec 001 section 2). */
export function hasAnyFilter(filters: LettersFilters): boolean {
  const empty = emptyFilters();
  return (Object.keys(empty) as (keyof LettersFilters)[]).some(
    (key) => JSON.stringify(filters[key]) !== JSON.stringify(empty[key]),
  );
}

/** Job ID input: digits only, at most 9 (spec 001 section 5). Other characters are dropped. */
export function sanitizeJobId(input: string): string {
  return input.replace(/\D/g, '').slice(0, filterLimits.jobIdDigits);
}

/** Counts letters only: "J. O" has two letters, so it cannot start a search. */
export function isPatientNameSearchable(value: string): boolean {
  const letters = value.match(/\p{L}/gu) ?? [];
  return letters.length >= filterLimits.patientNameMinimumLetters;
}

/** An empty patient name clears the filter; anything else needs 3 letters. */
export function patientNameError(value: string): boolean {
  return value.trim() !== '' && !isPatientNameSearchable(value);
}
