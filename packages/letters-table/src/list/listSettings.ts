import type { AccountStorage, LetterListMode, StoredValue } from '@dictation/core';
import * as z from 'zod/mini';
import { type ColumnVisibility, optionalColumnIds } from '../columns/columnSets';
import { approvalFilters, type LettersFilters } from '../filters/lettersFilters';
import type { PageSize } from '../listConstants';
import type { ListMode } from '../types';

export type AutoRefreshFlag = StoredValue<'autoRefresh'>;
export type ListDensity = StoredValue<'listDensity'>;

/** The account storage scope of each list (`@dictation/core`'s `LetterListMode`). */
export const listScopes = {
  inProgress: 'in-progress',
  completed: 'completed',
} as const satisfies Record<ListMode, LetterListMode>;

/** Announced on `window` when a list changes the auto-refresh flag, for the other lists of the page. */
export const autoRefreshChangeEvent = 'dictation-auto-refresh-change';

const filtersSchema = z.object({
  jobId: z.string(),
  dit2JobNo: z.string(),
  priorityId: z.number(),
  recordedOn: z.nullable(z.string()),
  patientName: z.string(),
  departmentId: z.nullable(z.number()),
  hospitalNumber: z.string(),
  label: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('noLabel') }),
    z.object({ kind: z.literal('label'), name: z.string() }),
  ]),
  authorIds: z.array(z.number()),
  sampleId: z.string(),
  status: z.string(),
  dit2StatusSync: z.number(),
  approval: z.enum(approvalFilters),
}) satisfies z.ZodMiniType<LettersFilters>;

/** One list's saved settings, in the list's own shapes. */
export interface ListSettings {
  /** Saved filters of this list, or undefined when none were saved or they are a day old. */
  readFilters(): LettersFilters | undefined;
  writeFilters(filters: LettersFilters): void;
  readColumns(): ColumnVisibility;
  writeColumns(columns: ColumnVisibility): void;
  readPageSize(): PageSize;
  writePageSize(size: PageSize): void;
  /** 0-based, as the list counts pages (the storage keeps them 1-based). */
  readPageIndex(): number;
  writePageIndex(pageIndex: number): void;
  /** Row density, shared by both lists. */
  readDensity(): ListDensity;
  writeDensity(density: ListDensity): void;
  readAutoRefresh(): AutoRefreshFlag;
  /** Saves the flag and tells every list on this page (other tabs hear the storage event). */
  writeAutoRefresh(flag: AutoRefreshFlag): void;
}

/**
 * The list settings of spec 001 section 3 ("Locally saved per account") over `@dictation/core`'s
 * account storage, which owns the keys, the account separation and the filters' one-day expiry
 * (spec 000 section 9). Filters and page are kept per list; columns, page size, density and
 * the auto-refresh flag are shared by both. Anything unreadable is ignored rather than trusted.
 */
export function createListSettings(storage: AccountStorage, mode: ListMode): ListSettings {
  const scope = listScopes[mode];
  return {
    readFilters() {
      const saved = filtersSchema.safeParse(storage.get('filters', scope));
      return saved.success ? saved.data : undefined;
    },
    writeFilters(filters) {
      storage.set('filters', { ...filters }, scope);
    },
    readColumns() {
      const saved = storage.get('columns');
      const columns: ColumnVisibility = {};
      for (const id of optionalColumnIds) if (typeof saved[id] === 'boolean') columns[id] = saved[id];
      return columns;
    },
    writeColumns(columns) {
      storage.set('columns', { ...columns });
    },
    readPageSize: () => storage.get('pageSize'),
    writePageSize(size) {
      storage.set('pageSize', size);
    },
    readPageIndex: () => storage.get('page', scope) - 1,
    writePageIndex(pageIndex) {
      storage.set('page', pageIndex + 1, scope);
    },
    readDensity: () => storage.get('listDensity'),
    writeDensity(density) {
      storage.set('listDensity', density);
    },
    readAutoRefresh: () => storage.get('autoRefresh'),
    writeAutoRefresh(flag) {
      storage.set('autoRefresh', flag);
      // Browsers fire `storage` in the other tabs only; the lists of this page hear this instead.
      if (typeof window !== 'undefined') window.dispatchEvent(new Event(autoRefreshChangeEvent));
    },
  };
}
