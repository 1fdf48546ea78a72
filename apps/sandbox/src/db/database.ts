import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';
import { seed } from './seed';

export type Db = Database.Database;

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
  'document_versions',
  'documents',
  'history',
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
