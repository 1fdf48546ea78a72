import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, resetDatabase } from './database';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('resetDatabase (POST /sandbox/test/reset)', () => {
  it('forgets every recording’s writer and upload, so the seeded recordings take a new writer', () => {
    const folder = mkdtempSync(join(tmpdir(), 'dictation-sandbox-reset-'));
    folders.push(folder);
    const now = new Date('2026-11-27T00:00:00Z');
    const { db } = openDatabase(folder, now);
    db.prepare("INSERT INTO audio_writers VALUES ('seeded-key', 'last test', ?)").run(now.toISOString());
    db.prepare("INSERT INTO audio_uploads VALUES ('seeded-key', 'u1', 2, 0, NULL, ?)").run(now.toISOString());
    resetDatabase(db, folder, now);
    const count = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect([count('audio_writers'), count('audio_uploads')]).toEqual([0, 0]);
    expect(count('letters')).toBeGreaterThan(0);
    db.close();
  });
});
