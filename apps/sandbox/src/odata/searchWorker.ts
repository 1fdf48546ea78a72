import { createRequire } from 'node:module';
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import {
  budgetOf,
  overBudget,
  runSearchPlan,
  type SearchPlan,
  type SearchResult,
  SearchTooLong,
} from './searchPlan';

/**
 * A thread of its own, with a read-only connection, for the list pages that scan (issue 34): a
 * filter of 140 `contains` held the one event loop, and so every other call, for seconds at
 * 100,000 letters. Here the loop stays free (pings, saves, audio, files) while the page runs,
 * within its budget, on the other core.
 */
// The worker's code is this text, with runSearchPlan and budgetOf as their own source: the sandbox
// runs from Vitest, esbuild bundles and Node, and a module file of its own would need an entry in
// each build.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { readonly: true, fileMustExist: true });
const runSearchPlan = ${runSearchPlan.toString()};
const { checkBudget, startBudget } = (${budgetOf.toString()})(db, () => performance.now(), ${JSON.stringify(overBudget)});
const statements = new Map();
const prepare = (sql) => {
  let statement = statements.get(sql);
  if (statement) statements.delete(sql);
  else {
    statement = db.prepare(sql).raw(true);
    if (statements.size >= 200) statements.delete(statements.keys().next().value);
  }
  statements.set(sql, statement);
  return statement;
};
parentPort.on('message', ({ id, plan, budgetMs }) => {
  startBudget(budgetMs);
  try {
    // One snapshot for the page, its rows and its count: letters are written meanwhile on the
    // main connection (on the event loop, a page's statements run with nothing in between).
    const result = db.transaction(() => runSearchPlan(plan, prepare, checkBudget))();
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/** How long a close waits for the thread to stop. */
const closeWaitMs = 2000;

type Answer = { id: number; result: SearchResult } | { id: number; error: string };

/** The worker of one database file: started on the first page, and again after a crash. */
export class SearchWorker {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (result: SearchResult) => void; reject: (error: Error) => void }
  >();

  constructor(private readonly databasePath: string) {}

  /** Runs `plan` within `budgetMs`; rejects with SearchTooLong when it is stopped there. */
  run(plan: SearchPlan, budgetMs: number): Promise<SearchResult> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, plan, budgetMs });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    // terminate() waits for the thread to reach JavaScript again, which a thread inside a native
    // call (loading the driver, a statement) can take long to do: a test's afterAll hung 60 s on
    // it twice. The thread is unref'd, so neither the close nor the process waits for it longer.
    await Promise.race([worker.terminate(), delay(closeWaitMs, undefined, { ref: false })]);
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: {
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        path: this.databasePath,
      },
    });
    // A worker waiting for pages does not keep the process alive.
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (!waiting) return;
      if ('result' in answer) waiting.resolve(answer.result);
      else waiting.reject(answer.error === overBudget ? new SearchTooLong() : new Error(answer.error));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('The search worker stopped')));
    this.worker = worker;
    return worker;
  }
}
