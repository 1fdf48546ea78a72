/**
 * Sandbox (issue 5): the letters search stays fast with 100 000 letters in one tenant. `ours` is
 * the sandbox's search (indexed schema); `baseline` runs the same queries on a copy of the same
 * database without the letters indexes (a plain table scan). Both run on the search's worker
 * thread (apps/sandbox/src/odata/searchWorker.ts), as the route runs them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../../apps/sandbox/src/db/database';
import { LetterSearch, type SearchQuery } from '../../apps/sandbox/src/routes/search';
import { defineBenches } from './bench';

const LETTERS = 100_000;
const dir = mkdtempSync(join(tmpdir(), 'dictation-sandbox-bench-'));
const { db } = openDatabase(dir, new Date('2026-11-22T10:00:00Z'));

// Spread over steps, priorities, departments, labels and four months, like the seed but 400x more.
const departments = (
  db.prepare('SELECT id FROM organisation_items WHERE tenant_id = 1 AND parent_id IS NOT NULL').all() as {
    id: number;
  }[]
).map((row) => row.id);
const priorities = (
  db.prepare('SELECT id FROM priorities WHERE tenant_id = 1').all() as { id: number }[]
).map((row) => row.id);
const steps = [
  [1000, 'Audio capture'],
  [3000, 'Speech recognition'],
  [5000, 'To Review'],
  [5000, 'To Review'],
  [7000, 'Completed'],
  [7000, 'Completed'],
  [7000, 'Completed'],
  [7000, 'Completed'],
] as const;
const insert = db.prepare(
  `INSERT INTO letters (tenant_id, author_id, organisation_item_id, priority_id, label_name, mrn, dictation_type, step_type, step_name,
   is_deleted, created_date, completed_date, audio_key, audio_length_ms) VALUES (1, ?, ?, ?, ?, ?, 'Dictation', ?, ?, ?, ?, ?, ?, ?)`,
);
db.transaction(() => {
  for (let n = 0; n < LETTERS; n += 1) {
    const [stepType, stepName] = steps[n % steps.length]!;
    const created = new Date(Date.UTC(2026, 7, 1) + ((n * 7919) % (120 * 86_400)) * 1000);
    const iso = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;
    insert.run(
      1 + (n % 2),
      departments[n % departments.length],
      priorities[n % priorities.length],
      n % 5 === 0 ? 'Referral' : null,
      `H${100000 + n}`,
      stepType,
      stepName,
      Number(n % 13 === 5),
      iso(created),
      stepType === 7000 ? iso(new Date(created.getTime() + 86_400_000)) : null,
      `bench-${n}`,
      60_000,
    );
  }
})();
db.exec('ANALYZE');

// The same data without the letters indexes: what the search would cost without them.
const naivePath = join(dir, 'naive.sqlite');
db.exec(`VACUUM INTO '${naivePath}'`);
const naive = new Database(naivePath);
for (const { name } of naive
  .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'letters' AND sql IS NOT NULL")
  .all() as { name: string }[]) {
  naive.exec(`DROP INDEX "${name}"`);
}
naive.exec('ANALYZE');

const query = (partial: Partial<SearchQuery>): SearchQuery => ({
  $top: 50,
  $skip: 0,
  $count: 'true',
  ...partial,
});
const inProgress = query({
  $filter: 'isDeleted eq false and isCompleted eq false',
  $orderby: 'priority desc, recordedDate asc',
});
const completed = query({ $filter: 'isCompleted eq true', $orderby: 'completedDateTime desc' });
const byMrn = query({ $filter: `mrn eq 'H150000'` });
const byJob = query({ $filter: `id eq ${LETTERS / 2}` });
const lastPage = query({ ...inProgress, $skip: 30_000 });

// The search as the route runs it: on its worker thread, a budget no page here comes near.
const search = new LetterSearch(db, 60_000);
const naiveSearch = new LetterSearch(naive, 60_000);

process.on('exit', () => {
  db.close();
  naive.close();
  rmSync(dir, { recursive: true, force: true });
});

export default defineBenches([
  {
    what: 'in-progress page 1 of 100 000 letters (priority desc, recorded asc, count)',
    unit: 'per search',
    ours: () => search.objects(1, inProgress),
    baseline: () => naiveSearch.objects(1, inProgress),
    baselineName: 'no indexes',
    target: 2,
  },
  {
    what: 'completed page 1 of 100 000 letters (completed desc, count)',
    unit: 'per search',
    ours: () => search.objects(1, completed),
    baseline: () => naiveSearch.objects(1, completed),
    baselineName: 'no indexes',
    target: 2,
  },
  {
    what: 'in-progress page 600 of 100 000 letters',
    unit: 'per search',
    ours: () => search.objects(1, lastPage),
    baseline: () => naiveSearch.objects(1, lastPage),
    baselineName: 'no indexes',
  },
  {
    what: 'Hosp. No. exact match in 100 000 letters',
    unit: 'per search',
    ours: () => search.objects(1, byMrn),
    baseline: () => naiveSearch.objects(1, byMrn),
    baselineName: 'no indexes',
    target: 5,
  },
  {
    what: 'job id in 100 000 letters',
    unit: 'per search',
    ours: () => search.objects(1, byJob),
    baseline: () => naiveSearch.objects(1, byJob),
    baselineName: 'no indexes',
  },
]);
