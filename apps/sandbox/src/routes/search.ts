import { defaultCompletedArchiveMonths } from '@dictation/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/tokens';
import type { Context } from '../context';
import { type Db, statement } from '../db/database';
import { isoDate } from '../domain';
import { badRequest, parse } from '../http';
import { clearExpiredLocks } from '../letters/repository';
import {
  type FieldMap,
  filterToSql,
  ODataError,
  orderByToSql,
  type SqlFragment,
  type SqlValue,
} from '../odata/filter';
import { heavyTurn } from '../turns';
import { tenantOf } from './profile';

/** The list-item fields of spec 001 section 3 (columns of the `letter_list` view). */
export const listFields: FieldMap = {
  id: 'number',
  priority: 'number',
  priorityName: 'string',
  recordedDate: 'date',
  completedDateTime: 'date',
  authorId: 'number',
  authorName: 'string',
  orgItemId: 'number',
  orgItemName: 'string',
  mrn: 'string',
  sampleID: 'string',
  label: 'string',
  status: 'number',
  workflowStepName: 'string',
  letterStepType: 'number',
  onOutsource: 'boolean',
  isManual: 'boolean',
  isDeleted: 'boolean',
  isCompleted: 'boolean',
  isLetterCleaned: 'boolean',
  isListenableAudioReady: 'boolean',
  autoLockedUserId: 'number',
  autoLockedUserName: 'string',
  autoLockedUserNameFormatted: 'string',
  lockExpirationDate: 'date',
  heldUserId: 'number',
  heldUserName: 'string',
  heldUserNameFormatted: 'string',
  heldDate: 'date',
  notes: 'string',
  approved: 'boolean',
  approvalDate: 'date',
  letterApprovalType: 'number',
  durationInMilliseconds: 'number',
  dit2JobNo: 'string',
  dit2StatusSync: 'string',
  patientFamilyName: 'string',
  patientFirstNames: 'string',
  patientDateOfBirth: 'string',
  patientNHSNumber: 'string',
  dictationType: 'string',
};
/** Fields of `letter_count_list`, the join-free view used for counting. */
const countFields = new Set(
  Object.keys(listFields).filter(
    (name) =>
      ![
        'priorityName',
        'authorName',
        'orgItemName',
        'autoLockedUserName',
        'autoLockedUserNameFormatted',
        'heldUserName',
        'heldUserNameFormatted',
        'letterApprovalType',
      ].includes(name),
  ),
);
const listFieldNames = Object.keys(listFields);
const booleanColumns = listFieldNames.map((name) => listFields[name] === 'boolean');
const selectList = listFieldNames.map((name) => `"${name}"`).join(', ');
const idColumn = listFieldNames.indexOf('id');

export const searchQuerySchema = z.object({
  $filter: z.string().max(4000).optional(),
  $orderby: z.string().max(500).optional(),
  $top: z.coerce.number().int().min(0).max(1000).default(50),
  $skip: z.coerce.number().int().min(0).default(0),
  $count: z.enum(['true', 'false']).optional(),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * Spec 001 sections 2, 3 and 9: letters completed more than CJLMC months ago are archived, out of
 * the lists. The moment that many calendar months before `now` (the last day of the month when
 * that month is shorter: 31 May less 3 months is 28 or 29 February), as stored dates are written.
 */
export function archivedBefore(now: Date, months: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return isoDate(cutoff);
}

/** One page of the search: its rows as arrays in `listFieldNames` order (booleans as 0/1), and the count. */
interface SearchPage {
  /** In page order; undefined where a letter of the page could not be read. */
  rows: (unknown[] | undefined)[];
  count: number | undefined;
}

function searchPage(db: Db, tenantId: number, query: SearchQuery, archivedCutoff?: string): SearchPage {
  let where: SqlFragment;
  let order: string;
  try {
    where = filterToSql(query.$filter ?? '', listFields);
    order = orderByToSql(query.$orderby ?? '', listFields);
  } catch (error) {
    if (error instanceof ODataError) throw badRequest(error.message);
    throw error;
  }
  // The tenant condition is ours, never the caller's: a user only ever sees their tenant's letters.
  // A completed letter without a completion date is not known to be old: it stays listed.
  const archive =
    archivedCutoff === undefined
      ? ''
      : ' AND NOT ("isCompleted" AND "completedDateTime" IS NOT NULL AND "completedDateTime" < ?)';
  const condition = `"tenantId" = ?${archive} AND (${where.sql})`;
  const params = [tenantId, ...(archivedCutoff === undefined ? [] : [archivedCutoff]), ...where.params];
  // Two steps: the page's ids from the join-free view when the filter and order allow it (an
  // index walk, cheap even at a deep $skip), then the full rows of just those ids.
  const orderFields = (query.$orderby ?? '').split(',').map((part) => part.trim().split(/\s+/)[0] ?? '');
  const joinFree = (fields: string[]) => fields.every((field) => field === '' || countFields.has(field));
  const idSource = joinFree([...where.fields, ...orderFields]) ? 'letter_count_list' : 'letter_list';
  const ids = (
    statement(
      db,
      `SELECT id FROM ${idSource} WHERE ${condition} ORDER BY ${order ? `${order}, ` : ''}"id" ASC LIMIT ? OFFSET ?`,
    ).all(...params, query.$top, query.$skip) as { id: number }[]
  ).map((row) => row.id);
  const byId = new Map<number, unknown[]>();
  if (ids.length > 0) {
    // Arrays, not better-sqlite3's objects: building objects of 41 named fields there costs more
    // than the query.
    const rows = statement(
      db,
      `SELECT ${selectList} FROM letter_list WHERE id IN (${ids.map(() => '?').join(', ')})`,
      'raw',
    ).all(...ids) as unknown[][];
    for (const values of rows) byId.set(values[idColumn] as number, values);
  }
  const rows = ids.map((id) => byId.get(id));
  if (query.$count !== 'true') return { rows, count: undefined };
  // Names come from other tables (a renamed user changes the count): counted every time.
  const count = joinFree(where.fields)
    ? cachedCount(db, tenantId, condition, params)
    : countRows(db, 'letter_list', condition, params);
  return { rows, count };
}

/**
 * The OData search over one tenant's letters; throws 400 for a filter or order it cannot read.
 * With `archivedCutoff`, letters completed before it are left out whatever the filter says.
 */
export function searchLetters(db: Db, tenantId: number, query: SearchQuery, archivedCutoff?: string) {
  const { rows, count } = searchPage(db, tenantId, query, archivedCutoff);
  // A letter of the page that could not be read is `undefined` (null in JSON), as it always was.
  const value = rows.map((values) => values && rowObject(values));
  return count === undefined ? { value } : { '@odata.count': count, value };
}

function rowObject(values: unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let column = 0; column < listFieldNames.length; column += 1) {
    const field = values[column];
    row[listFieldNames[column]!] = booleanColumns[column] ? Boolean(field) : field;
  }
  return row;
}

/** `"name":` before each field of a row, the first opening the object. */
const fieldPrefixes = listFieldNames.map(
  (name, column) => `${column === 0 ? '{' : ','}${JSON.stringify(name)}:`,
);

/**
 * `JSON.stringify(searchLetters(...))`, written straight from the rows' arrays: the same text
 * (search.test.ts compares them), without building 50 objects of 41 fields to stringify them,
 * which was a fifth of a page's time under load (issue 22).
 */
export function searchLettersJson(db: Db, tenantId: number, query: SearchQuery, archivedCutoff?: string) {
  const { rows, count } = searchPage(db, tenantId, query, archivedCutoff);
  let json = count === undefined ? '{"value":[' : `{"@odata.count":${JSON.stringify(count)},"value":[`;
  for (let index = 0; index < rows.length; index += 1) {
    if (index > 0) json += ',';
    const values = rows[index];
    if (!values) {
      json += 'null';
      continue;
    }
    for (let column = 0; column < listFieldNames.length; column += 1) {
      const field = values[column];
      json += fieldPrefixes[column];
      if (booleanColumns[column]) json += field ? 'true' : 'false';
      else if (field === null) json += 'null';
      else if (typeof field === 'number' && Number.isFinite(field)) json += String(field);
      else json += JSON.stringify(field);
    }
    json += '}';
  }
  return `${json}]}`;
}

function countRows(db: Db, source: string, condition: string, params: SqlValue[]): number {
  return (
    statement(db, `SELECT COUNT(*) AS n FROM ${source} WHERE ${condition}`).get(...params) as { n: number }
  ).n;
}

/** How many counts each database keeps; the oldest goes first. Every filter a user sends is a key. */
const maxCachedCounts = 500;
const countCaches = new WeakMap<Db, Map<string, { generation: number; n: number }>>();

/**
 * `$count` of a join-free filter (letters' own columns only), kept per tenant and filter while the
 * tenant's letter generation stays where it was counted (migration 9: every INSERT, UPDATE or
 * DELETE of the tenant's letters moves it on, whoever writes). Counting scans the tenant's whole
 * index (about 16 ms at 100 000 letters), and 50 users paging the same list would otherwise pay
 * it on every page, one after another on the event loop (issue 22). The archive cutoff moves
 * with the clock; it is a parameter, so part of the key.
 */
function cachedCount(db: Db, tenantId: number, condition: string, params: SqlValue[]): number {
  const generation =
    (
      statement(db, 'SELECT generation FROM letter_generations WHERE tenant_id = ?').get(tenantId) as
        | { generation: number }
        | undefined
    )?.generation ?? 0;
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new Map();
    countCaches.set(db, cache);
  }
  const key = `${condition}\n${JSON.stringify(params)}`;
  const cached = cache.get(key);
  if (cached?.generation === generation) return cached.n;
  const n = countRows(db, 'letter_count_list', condition, params);
  // Inside a transaction the letters may yet be rolled back, and the generation with them.
  if (!db.inTransaction) {
    cache.delete(key);
    cache.set(key, { generation, n });
    if (cache.size > maxCachedCounts) cache.delete(cache.keys().next().value!);
  }
  return n;
}

export function searchRoutes(app: FastifyInstance, ctx: Context) {
  app.get('/api/author/odata/Letters/LettersService.Search()', async (request, reply) => {
    const user = currentUser(request);
    const query = parse(searchQuerySchema, request.query);
    // Pages take turns, so that other calls are answered between them (turns.ts).
    await heavyTurn();
    clearExpiredLocks(ctx);
    const months = tenantOf(ctx, user).completedMonths;
    const cutoff = archivedBefore(
      ctx.now(),
      Number.isInteger(months) && months > 0 ? months : defaultCompletedArchiveMonths,
    );
    // The JSON Fastify would write for searchLetters' object, written directly (searchLettersJson).
    return reply
      .type('application/json; charset=utf-8')
      .send(searchLettersJson(ctx.db, user.tenantId, query, cutoff));
  });
}
