import { readJson, type StorageLike } from './storageLike';

/** A value found under an old key, for the account storage key it moves to. */
export interface LegacyListValue {
  key: 'filters' | 'page' | 'columns' | 'pageSize' | 'autoRefresh';
  scope?: string;
  value: unknown;
  /** When it was saved, where the old key said (filters): its expiry runs from then. */
  writtenAt?: number;
}

/** The old keys' list modes and the account storage scopes (`LetterListMode`) they become. */
const legacyModes = [
  ['inProgress', 'in-progress'],
  ['completed', 'completed'],
] as const;

/**
 * The list settings `@dictation/letters-table` kept under keys of its own until issue 21 (its
 * `listStorage`), read for the account storage to take over:
 *
 * - `dictation:{accountId}:letters:{inProgress|completed}:filters`: `{ savedAt, filters }`
 * - `dictation:{accountId}:letters:{inProgress|completed}:page`: the 0-based page index
 * - `dictation:{accountId}:letters:columns`: `{ [columnId]: shown }`
 * - `dictation:{accountId}:letters:pageSize`: the page size
 * - `dictation:{accountId}:autoRefresh`: `running` or `not-started`, not JSON
 *
 * Returns the values found, converted to the account storage's shapes (the page becomes 1-based),
 * and the old keys, to delete. Unreadable values are left out; the caller checks shapes.
 */
export function legacyListSettings(
  backend: StorageLike,
  accountId: string | number,
): { values: LegacyListValue[]; keys: string[] } {
  const values: LegacyListValue[] = [];
  const prefix = `dictation:${accountId}:letters:`;
  const flagKey = `dictation:${accountId}:autoRefresh`;
  const keys = [
    ...legacyModes.flatMap(([mode]) => [`${prefix}${mode}:filters`, `${prefix}${mode}:page`]),
    `${prefix}columns`,
    `${prefix}pageSize`,
    flagKey,
  ];

  for (const [mode, scope] of legacyModes) {
    const saved = readJson(backend, `${prefix}${mode}:filters`);
    if (isObject(saved) && typeof saved.savedAt === 'number' && isObject(saved.filters)) {
      values.push({ key: 'filters', scope, value: saved.filters, writtenAt: saved.savedAt });
    }
    const pageIndex = readJson(backend, `${prefix}${mode}:page`);
    if (typeof pageIndex === 'number') values.push({ key: 'page', scope, value: pageIndex + 1 });
  }
  const columns = readJson(backend, `${prefix}columns`);
  if (columns !== undefined) values.push({ key: 'columns', value: columns });
  const pageSize = readJson(backend, `${prefix}pageSize`);
  if (pageSize !== undefined) values.push({ key: 'pageSize', value: pageSize });
  const flag = readRaw(backend, flagKey);
  if (flag !== null) values.push({ key: 'autoRefresh', value: flag });
  return { values, keys };
}

function readRaw(backend: StorageLike, key: string): string | null {
  try {
    return backend.getItem(key);
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
