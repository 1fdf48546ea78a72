import { defaultCompletedArchiveMonths } from '@dictation/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/tokens';
import type { Context } from '../context';
import { type Db, statement } from '../db/database';
import { isoDate } from '../domain';
import { badRequest, HttpError, parse, tooManyRequests } from '../http';
import { clearExpiredLocks } from '../letters/repository';
import { messages } from '../messages';
import {
  type FieldMap,
  filterToSql,
  ODataError,
  orderByToSql,
  type SqlFragment,
  type SqlValue,
} from '../odata/filter';
import {
  budgetCheckSql,
  budgetOf,
  overBudget,
  runSearchPlan,
  type SearchPlan,
  type SearchResult,
  SearchTooLong,
  type SqlStatement,
} from '../odata/searchPlan';
import { SearchWorker } from '../odata/searchWorker';
import { QueueFull, QueuePerKey } from '../queues';
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

/**
 * How much a page may do on the event loop (issue 34). A page whose filter an index serves looks
 * at a few hundred letters, takes a few milliseconds and runs on the loop, in its turn (turns.ts):
 * a worker thread would only add its hand-overs (under load they halved the pages a second). A
 * page with a text match scans, and so does one that looks at more letters than this (a filter no
 * index serves, a new count of 100,000): those run on the search worker (odata/searchWorker.ts),
 * within the whole time budget, and the loop goes on answering everything else. Letters, not
 * milliseconds: what a filter costs, not how busy the machine was, sends its shape to the worker.
 */
const lettersOnTheLoop = 16_384;
/** How many slow filter shapes are remembered; the oldest goes first. */
const maxSlowShapes = 500;
const budgets = new WeakMap<Db, ReturnType<typeof budgetOf>>();

/**
 * The OData search over one tenant's letters (wire-contract.md, Search) within `budgetMs` a page.
 * Throws 400 for a filter or order it cannot read, 503 for a page stopped at its budget. With
 * `archivedCutoff`, letters completed before it are left out whatever the filter says.
 */
export class LetterSearch {
  private readonly worker: SearchWorker;
  private readonly budget: ReturnType<typeof budgetOf>;
  /** The SQL of pages that looked at more than `lettersOnTheLoop`: they go to the worker from then on. */
  private readonly slowShapes = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly budgetMs: number,
  ) {
    this.worker = new SearchWorker(db.name);
    let budget = budgets.get(db);
    if (!budget) {
      budget = budgetOf(db, () => performance.now(), overBudget);
      budgets.set(db, budget);
    }
    this.budget = budget;
  }

  /** The page as objects: the list item fields of spec 001 section 3. */
  async objects(tenantId: number, query: SearchQuery, archivedCutoff?: string) {
    const { rows, count } = await this.page(tenantId, query, archivedCutoff);
    // A letter of the page that could not be read is `undefined` (null in JSON), as it always was.
    const value = rows.map((values) => values && rowObject(values));
    return count === undefined ? { value } : { '@odata.count': count, value };
  }

  /**
   * `JSON.stringify(await objects(...))`, written straight from the rows' arrays: the same text
   * (search.test.ts compares them), without building 50 objects of 41 fields to stringify them,
   * which was a fifth of a page's time under load (issue 22).
   */
  async json(tenantId: number, query: SearchQuery, archivedCutoff?: string) {
    const { rows, count } = await this.page(tenantId, query, archivedCutoff);
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

  close(): Promise<void> {
    return this.worker.close();
  }

  /** On the event loop in its turn unless it scans, or ran over there before; else on the worker. */
  private async run(plan: SearchPlan, scans: boolean): Promise<SearchResult> {
    const shape = `${plan.ids.sql}\n${plan.count?.sql ?? ''}`;
    if (!scans && !this.slowShapes.has(shape)) {
      await heavyTurn();
      this.budget.startBudget(this.budgetMs, lettersOnTheLoop);
      try {
        return runSearchPlan(plan, (sql) => statement(this.db, sql, 'raw'), this.budget.checkBudget);
      } catch (error) {
        if (!(error instanceof Error && error.message === overBudget)) throw error;
        this.slowShapes.add(shape);
        if (this.slowShapes.size > maxSlowShapes)
          this.slowShapes.delete(this.slowShapes.values().next().value!);
      }
    }
    return this.worker.run(plan, this.budgetMs);
  }

  private async page(tenantId: number, query: SearchQuery, archivedCutoff?: string): Promise<SearchPage> {
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
    const condition = `"tenantId" = ?${archive} AND ${budgetCheckSql} AND (${where.sql})`;
    const params = [tenantId, ...(archivedCutoff === undefined ? [] : [archivedCutoff]), ...where.params];
    // Two steps: the page's ids from the join-free view when the filter and order allow it (an
    // index walk, cheap even at a deep $skip), then the full rows of just those ids.
    const orderFields = (query.$orderby ?? '').split(',').map((part) => part.trim().split(/\s+/)[0] ?? '');
    const joinFree = (fields: string[]) => fields.every((field) => field === '' || countFields.has(field));
    const idSource = joinFree([...where.fields, ...orderFields]) ? 'letter_count_list' : 'letter_list';
    const ids: SqlStatement = {
      sql: `SELECT id FROM ${idSource} WHERE ${condition} ORDER BY ${order ? `${order}, ` : ''}"id" ASC LIMIT ? OFFSET ?`,
      params: [...params, query.$top, query.$skip],
    };
    // Names come from other tables (a renamed user changes the count): counted every time.
    const kept =
      query.$count === 'true' && joinFree(where.fields)
        ? keptCount(this.db, tenantId, condition, params)
        : null;
    // The same count being made for another page (50 users opening the list at once): waited for.
    const counting = kept?.n === undefined ? kept?.counting : undefined;
    const count: SqlStatement | undefined =
      query.$count !== 'true' || kept?.n !== undefined || counting
        ? undefined
        : {
            sql: `SELECT COUNT(*) FROM ${kept ? 'letter_count_list' : 'letter_list'} WHERE ${condition}`,
            params,
          };
    try {
      const running = this.run(
        {
          ids,
          // Arrays, not objects: building objects of 41 named fields costs more than the query.
          rowsSql: `SELECT ${selectList} FROM letter_list WHERE id IN `,
          count,
        },
        where.textMatches > 0,
      );
      if (count) kept?.keep(running.then((result) => result.count));
      const result = await running;
      const byId = new Map(result.rows.map((values) => [values[idColumn] as number, values]));
      return {
        rows: result.ids.map((id) => byId.get(id)),
        count: query.$count === 'true' ? (kept?.n ?? (counting ? await counting : result.count)) : undefined,
      };
    } catch (error) {
      if (error instanceof SearchTooLong) throw new HttpError(503, messages.searchTooLong);
      throw error;
    }
  }
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

/** How many counts each database keeps; the oldest goes first. Every filter a user sends is a key. */
const maxCachedCounts = 500;
const countCaches = new WeakMap<Db, Map<string, { generation: number; n: number }>>();
const countsInFlight = new WeakMap<Db, Map<string, Promise<number | undefined>>>();

/**
 * `$count` of a join-free filter (letters' own columns only), kept per tenant and filter while the
 * tenant's letter generation stays where it was counted (migration 9: every INSERT, UPDATE or
 * DELETE of the tenant's letters moves it on, whoever writes). Counting scans the tenant's whole
 * index (about 16 ms at 100 000 letters), and 50 users paging the same list would otherwise pay
 * it on every page, one after another (issue 22). The archive cutoff moves with the clock; it is a
 * parameter, so part of the key. `n` is the kept count, if any; `keep` keeps a new one, counted
 * after the generation was read (a write in between moves the generation on, so it is never used).
 */
function keptCount(db: Db, tenantId: number, condition: string, params: SqlValue[]) {
  let inFlight = countsInFlight.get(db);
  if (!inFlight) {
    inFlight = new Map();
    countsInFlight.set(db, inFlight);
  }
  const counting = inFlight;
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
  const counts = cache;
  const key = `${condition}\n${JSON.stringify(params)}`;
  const cached = counts.get(key);
  const countingKey = `${generation}\n${key}`;
  return {
    n: cached?.generation === generation ? cached.n : undefined,
    /** The count of this generation being made for another page, if one is. */
    counting: counting.get(countingKey),
    /** Keeps the count being made: for the pages that ask meanwhile, then for the generation. */
    keep(made: Promise<number | undefined>) {
      counting.set(countingKey, made);
      made.then(
        (n) => {
          if (counting.get(countingKey) === made) counting.delete(countingKey);
          // Inside a transaction the letters may yet be rolled back, and the generation with them.
          if (n === undefined || db.inTransaction) return;
          counts.delete(key);
          counts.set(key, { generation, n });
          if (counts.size > maxCachedCounts) counts.delete(counts.keys().next().value!);
        },
        () => {
          if (counting.get(countingKey) === made) counting.delete(countingKey);
        },
      );
    },
  };
}

/**
 * One list call of a user runs at a time (issue 34), four more wait, any more are refused with 429:
 * a user (or a script with their token) cannot fill the search worker's queue ahead of everyone,
 * and the lists' own bursts (a few author choices clicked quickly, two tabs) still wait their turn.
 */
const listCallsAtOnce = 1;
export const listCallsWaiting = 4;
const listCalls = new WeakMap<Context, QueuePerKey>();
/** The list calls of the sandbox's users, running or waiting (tests hold a user's turn with it). */
export function listCallsOf(ctx: Context): QueuePerKey {
  let calls = listCalls.get(ctx);
  if (!calls) {
    calls = new QueuePerKey(listCallsAtOnce, listCallsWaiting);
    listCalls.set(ctx, calls);
  }
  return calls;
}

export function searchRoutes(app: FastifyInstance, ctx: Context) {
  const search = new LetterSearch(ctx.db, ctx.options.searchTimeBudgetMs);
  app.addHook('onClose', () => search.close());
  app.get('/api/author/odata/Letters/LettersService.Search()', async (request, reply) => {
    const user = currentUser(request);
    const query = parse(searchQuerySchema, request.query);
    const page = await listCallsOf(ctx)
      .run(`user:${user.id}`, () => {
        clearExpiredLocks(ctx);
        const months = tenantOf(ctx, user).completedMonths;
        const cutoff = archivedBefore(
          ctx.now(),
          Number.isInteger(months) && months > 0 ? months : defaultCompletedArchiveMonths,
        );
        return search.json(user.tenantId, query, cutoff);
      })
      .catch((error: unknown) => {
        throw error instanceof QueueFull ? tooManyRequests(messages.listCallsBusy, 1) : error;
      });
    // The JSON Fastify would write for the page's object, written directly (LetterSearch.json).
    return reply.type('application/json; charset=utf-8').send(page);
  });
}
