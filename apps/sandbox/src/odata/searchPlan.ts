import type Database from 'better-sqlite3';
import type { SqlValue } from './filter';

/**
 * One list page's SQL and how it runs (issue 34): the page's ids, their rows and, when it is not
 * known already, the count, within a time budget. better-sqlite3 has no
 * interrupt or progress handler, so the SQL calls `within_budget()` (a function of the connection,
 * which throws once the budget is spent) every 64 letters it looks at, and the budget is checked
 * again between statements.
 */
export interface SqlStatement {
  sql: string;
  params: SqlValue[];
}

export interface SearchPlan {
  /** The page's ids, in page order (the first column). */
  ids: SqlStatement;
  /** `SELECT ... WHERE id IN ` of the rows, read as arrays; the ids' placeholders are appended. */
  rowsSql: string;
  /** The count, when it is not known already. */
  count?: SqlStatement;
}

export interface SearchResult {
  ids: number[];
  rows: unknown[][];
  count: number | undefined;
}

/** What `within_budget()` throws once the budget is spent. */
export const overBudget = 'The search is over its time budget';

/** A page stopped at its time budget. */
export class SearchTooLong extends Error {}

/** The SQL every search condition carries, so that a long scan meets the budget's check. */
export const budgetCheckSql = '(CASE WHEN "id" % 64 = 0 THEN within_budget() ELSE 1 END)';

/**
 * Runs `plan` through `prepare` (statements of a connection whose `within_budget()` throws once the
 * budget is spent, as `checkBudget` does).
 * Self-contained on purpose (nothing but its parameters and built-ins): the search worker runs
 * this function's own source text (searchWorker.ts), so the two cannot drift apart.
 */
export function runSearchPlan(
  plan: SearchPlan,
  prepare: (sql: string) => Database.Statement,
  checkBudget: () => unknown,
): SearchResult {
  const ids = (prepare(plan.ids.sql).all(...plan.ids.params) as unknown[][]).map((row) => row[0] as number);
  checkBudget();
  const rows =
    ids.length === 0
      ? []
      : (prepare(`${plan.rowsSql}(${ids.map(() => '?').join(', ')})`).all(...ids) as unknown[][]);
  checkBudget();
  const count = plan.count
    ? ((prepare(plan.count.sql).get(...plan.count.params) as unknown[])[0] as number)
    : undefined;
  return { ids, rows, count };
}

/**
 * Gives `db` its `within_budget()`, which throws `overBudgetMessage` once the budget is spent, and
 * returns the check and the start of a budget for what runs next on `db`: `startBudget(ms)` a
 * time, or `startBudget(ms, rows)` also a number of letters looked at (64 a check), which does not
 * depend on how busy the machine is. Self-contained, as runSearchPlan is: the worker runs its
 * source too.
 */
export function budgetOf(db: Database.Database, now: () => number, overBudgetMessage: string) {
  let deadline = Number.POSITIVE_INFINITY;
  let checksLeft = Number.POSITIVE_INFINITY;
  const checkBudget = () => {
    checksLeft -= 1;
    if (checksLeft < 0 || now() > deadline) throw new Error(overBudgetMessage);
    return 1;
  };
  db.function('within_budget', { deterministic: false }, checkBudget);
  return {
    checkBudget,
    startBudget(ms: number, rows = Number.POSITIVE_INFINITY) {
      deadline = now() + ms;
      // Two more for the checks between the statements.
      checksLeft = Math.ceil(rows / 64) + 2;
    },
  };
}
