import * as z from 'zod/mini';
import type { ColumnVisibility } from '../columns/columnSets';
import { approvalFilters, type LettersFilters } from '../filters/lettersFilters';
import { defaultPageSize, filterExpiryMs, type PageSize, pageSizes } from '../listConstants';
import type { ListMode } from '../types';

/** The subset of Web Storage the list needs; `localStorage` fits, and so does a test fake. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type AutoRefreshFlag = 'not-started' | 'running';

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

const savedFiltersSchema = z.object({ savedAt: z.number(), filters: filtersSchema });
const columnsSchema = z.record(z.string(), z.boolean());

export interface ListStorage {
  /** Saved filters of this mode, or undefined when none were saved or they are a day old. */
  readFilters(): LettersFilters | undefined;
  writeFilters(filters: LettersFilters): void;
  readColumns(): ColumnVisibility | undefined;
  writeColumns(columns: ColumnVisibility): void;
  readPageSize(): PageSize;
  writePageSize(size: PageSize): void;
  readPageIndex(): number;
  writePageIndex(pageIndex: number): void;
  readAutoRefresh(): AutoRefreshFlag;
  /** Saves the flag and tells every list on this page (other tabs hear the storage event). */
  writeAutoRefresh(flag: AutoRefreshFlag): void;
}

/** Storage key of the auto-refresh flag, written by whoever starts or stops auto-refresh. */
export function autoRefreshKey(accountId: number | string): string {
  return `dictation:${accountId}:autoRefresh`;
}

function readJson(store: KeyValueStore, key: string): unknown {
  const raw = store.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Per-account list preferences (spec 001 section 3 "Locally saved per account"). Keys carry the
 * account id so two accounts on one browser never see each other's filters. Filters and page are
 * kept per list mode (their values differ between the lists); columns and page size are shared.
 * Anything unreadable is ignored rather than trusted.
 */
export function createListStorage(
  store: KeyValueStore,
  accountId: number | string,
  mode: ListMode,
  now: () => number = Date.now,
): ListStorage {
  const key = (name: string) => `dictation:${accountId}:letters:${name}`;
  const filtersKey = key(`${mode}:filters`);
  const pageKey = key(`${mode}:page`);
  const columnsKey = key('columns');
  const pageSizeKey = key('pageSize');
  return {
    readFilters() {
      const saved = savedFiltersSchema.safeParse(readJson(store, filtersKey));
      if (!saved.success) return undefined;
      if (now() - saved.data.savedAt >= filterExpiryMs) {
        store.removeItem(filtersKey);
        return undefined;
      }
      return saved.data.filters;
    },
    writeFilters(filters) {
      store.setItem(filtersKey, JSON.stringify({ savedAt: now(), filters }));
    },
    readColumns() {
      const columns = columnsSchema.safeParse(readJson(store, columnsKey));
      return columns.success ? columns.data : undefined;
    },
    writeColumns(columns) {
      store.setItem(columnsKey, JSON.stringify(columns));
    },
    readPageSize() {
      const size = readJson(store, pageSizeKey);
      return pageSizes.find((option) => option === size) ?? defaultPageSize;
    },
    writePageSize(size) {
      store.setItem(pageSizeKey, JSON.stringify(size));
    },
    readPageIndex() {
      const page = readJson(store, pageKey);
      return typeof page === 'number' && Number.isInteger(page) && page >= 0 ? page : 0;
    },
    writePageIndex(pageIndex) {
      store.setItem(pageKey, JSON.stringify(pageIndex));
    },
    readAutoRefresh() {
      return store.getItem(autoRefreshKey(accountId)) === 'running' ? 'running' : 'not-started';
    },
    writeAutoRefresh(flag) {
      const flagKey = autoRefreshKey(accountId);
      store.setItem(flagKey, flag);
      // Browsers fire `storage` in the other tabs only; the lists of this page listen for it too.
      if (typeof window !== 'undefined') window.dispatchEvent(new StorageEvent('storage', { key: flagKey }));
    },
  };
}

/** A store that lives as long as the page, for hosts that pass no storage (stories, embedded widgets). */
export function createMemoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => void values.set(name, value),
    removeItem: (name) => void values.delete(name),
  };
}
