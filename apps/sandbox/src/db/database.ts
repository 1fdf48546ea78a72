import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';
import { seed } from './seed';

export type Db = Database.Database;

/** How many prepared statements each database keeps; the least recently used goes first. */
const maxCachedStatements = 200;
const statementCaches = new WeakMap<Db, Map<string, Database.Statement>>();

/**
 * `db.prepare(sql)`, prepared once and kept: preparing the list's statements cost about 0.4 ms of
 * each page, on the one event loop (issue 22). `raw` rows are arrays in column order (building
 * objects of 41 named fields in better-sqlite3 costs more than the query). For the hot paths.
 */
export function statement(db: Db, sql: string, rows: 'objects' | 'raw' = 'objects'): Database.Statement {
  let cache = statementCaches.get(db);
  if (!cache) {
    cache = new Map();
    statementCaches.set(db, cache);
  }
  const key = `${rows}:${sql}`;
  let prepared = cache.get(key);
  if (prepared) {
    cache.delete(key);
  } else {
    prepared = db.prepare(sql);
    if (rows === 'raw') prepared.raw(true);
    if (cache.size >= maxCachedStatements) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, prepared);
  return prepared;
}

/** Opens (or creates) the database in the data folder, upgrades it, and seeds it on first start. */
export function openDatabase(dataDir: string, now: Date): { db: Db; seeded: boolean } {
  mkdirSync(join(dataDir, 'audio'), { recursive: true });
  const db = new Database(join(dataDir, 'sandbox.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const empty = (db.prepare('SELECT COUNT(*) AS n FROM tenants').get() as { n: number }).n === 0;
  if (empty) seed(db, now);
  return { db, seeded: empty };
}

const tablesInDeleteOrder = [
  'client_log',
  'mailbox',
  'password_resets',
  'tokens',
  'imported_audio',
  'audio_operations',
  // A writer's lease and an upload in parts outlive nothing: after a reset the seeded recordings
  // take their first writer again (a lease left from the last test refused the next one with 409).
  'audio_writers',
  'audio_uploads',
  'document_versions',
  'documents',
  'history',
  'letter_lock_holders',
  'letters',
  'templates',
  'dictation_types',
  'labels',
  'priorities',
  'user_organisation_items',
  'users',
  'organisation_items',
  'tenants',
];

/** Test control: back to exactly the seeded world, audio files included. */
export function resetDatabase(db: Db, dataDir: string, now: Date): void {
  db.transaction(() => {
    for (const table of tablesInDeleteOrder) db.prepare(`DELETE FROM ${table}`).run();
  })();
  rmSync(join(dataDir, 'audio'), { recursive: true, force: true });
  mkdirSync(join(dataDir, 'audio'), { recursive: true });
  seed(db, now);
}
