import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { patchMake, patchToText } from 'diff-match-patch-es';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrate, migrations } from '../db/migrations';
import { codePointEdits, codePointPatchText } from '../testing/codePointPatches';
import { contentHashOf } from './documentPatch';
import {
  keptVersions,
  saveDocumentVersion,
  versionContent,
  versionContents,
  versionPolicy,
} from './versions';

/** Document versions: a patch each, snapshots now and then, a cap per letter (issue 34). */

/** A database with the schema (up to a migration) and one document, without the seed. */
function databaseWithDocument(
  content: string,
  { upTo = Number.POSITIVE_INFINITY, file = ':memory:' } = {},
): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = OFF');
  db.exec(
    'CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_date TEXT NOT NULL)',
  );
  for (const migration of migrations.filter((candidate) => candidate.id <= upTo)) {
    db.exec(migration.sql);
    db.prepare("INSERT INTO schema_migrations VALUES (?, ?, '')").run(migration.id, migration.name);
  }
  db.prepare(
    "INSERT INTO documents (id, letter_id, version, patch_number, content, original_sr) VALUES (1, 1, 1, 1, ?, '')",
  ).run(content);
  db.prepare(
    "INSERT INTO document_versions (document_id, version, patch_number, content, created_date) VALUES (1, 1, 1, ?, '2026-11-22T10:00:00Z')",
  ).run(content);
  return db;
}

/** Saves `next`, made by `patchText`; returns the new version. */
const save = (db: Db, next: string, patchText: string) =>
  saveDocumentVersion(db, 1, {
    content: next,
    patchText,
    patchNumber: 0,
    createdDate: '2026-11-22T10:00:00Z',
  });

describe('versions of a small letter', () => {
  it('keeps a patch per version, a snapshot every 50, between 50 and 99 versions, each rebuilt exactly', () => {
    // Long enough that 50 small patches stay within the size budget (the letter's own length).
    let content = `<p>Dear Colleague,</p><p>😀 Results: 𝔸 normal.</p>${'<p>A clinic letter.</p>'.repeat(250)}`;
    const db = databaseWithDocument(content);
    const contents = new Map([[1, content]]);
    for (let n = 2; n <= 160; n += 1) {
      const next = content.replace('normal', `normal ${n % 2 ? '😁' : 'x'}`);
      const patchText = n % 2 ? codePointPatchText(content, next) : codePointEdits(content, next);
      expect(save(db, next, patchText)).toBe(n);
      contents.set(n, next);
      content = next;
      const kept = keptVersions(db, 1);
      expect(kept.at(-1)!.version).toBe(n);
      expect(kept.length).toBeGreaterThanOrEqual(Math.min(n, versionPolicy.keptVersions));
      expect(kept.length).toBeLessThan(versionPolicy.keptVersions + versionPolicy.snapshotEvery);
      expect(kept[0]!.snapshot).toBe(true);
    }
    const kept = keptVersions(db, 1);
    // Small patches: a snapshot every 50 versions (1, 51, 101, 151), the versions from 101 kept.
    expect(kept.filter((version) => version.snapshot).map((version) => version.version)).toEqual([101, 151]);
    for (const { version } of kept) expect(versionContent(db, 1, version)).toBe(contents.get(version));
    expect(versionContent(db, 1, 100)).toBeUndefined();
  });

  it('takes a snapshot sooner when the patches since the last one outgrow the letter', () => {
    // Each save rewrites the long middle paragraph: its patch holds the old and the new text.
    const letterWith = (word: string) =>
      `<p>Dear Colleague,</p><p>${word.repeat(40)}</p><p>${'Kind regards. '.repeat(9)}</p>`;
    const contents = ['', letterWith('a'), letterWith('b'), letterWith('c'), letterWith('d')];
    const db = databaseWithDocument(contents[1]!);
    for (let version = 2; version <= 4; version += 1)
      save(db, contents[version]!, codePointEdits(contents[version - 1]!, contents[version]!));
    // About 90 characters of patch a save against a letter of about 200: the third one outgrows it.
    expect(keptVersions(db, 1).map((version) => version.snapshot)).toEqual([true, false, false, true]);
    for (let version = 1; version <= 4; version += 1)
      expect(versionContent(db, 1, version)).toBe(contents[version]);
  });

  it('a data folder from before keeps its full copies as snapshots and is trimmed by the next saves', () => {
    const db = databaseWithDocument('<p>v1</p>', { upTo: 11 });
    for (let version = 2; version <= 120; version += 1)
      db.prepare(
        "INSERT INTO document_versions (document_id, version, patch_number, content, patch_text, created_date) VALUES (1, ?, ?, ?, NULL, '2026-11-22T10:00:00Z')",
      ).run(version, version, `<p>v${version}</p>`);
    db.prepare("UPDATE documents SET version = 120, content = '<p>v120</p>' WHERE id = 1").run();
    expect(migrate(db)).toBe(migrations.filter((migration) => migration.id > 11).length);
    expect(versionContent(db, 1, 7)).toBe('<p>v7</p>');
    save(db, '<p>v121</p>', JSON.stringify([[6, '0', '1']]));
    expect(keptVersions(db, 1).map((version) => version.version)).toEqual(
      Array.from({ length: versionPolicy.keptVersions }, (_, index) => 72 + index),
    );
    expect(versionContent(db, 1, 121)).toBe('<p>v121</p>');
  });
});

describe('versions of a 4.5 MB letter', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('200 one-character saves, in both formats, grow the database by a bounded amount; each kept version is rebuilt exactly', () => {
    const paragraph = (n: number) => `<p>Paragraph ${n}: the patient was reviewed in clinic today.</p>`;
    let content =
      `<p>Café – 😀 𝔸</p>${Array.from({ length: 75_000 }, (_, n) => paragraph(n)).join('')}`.slice(
        0,
        4_500_000,
      );
    const folder = mkdtempSync(join(tmpdir(), 'dictation-versions-'));
    folders.push(folder);
    // A data folder's database, as openDatabase opens it.
    const db = databaseWithDocument(content, { file: join(folder, 'sandbox.sqlite') });
    const databaseBytes = () =>
      (db.pragma('page_count', { simple: true }) as number) *
      (db.pragma('page_size', { simple: true }) as number);
    const before = databaseBytes();
    const hashes = new Map<number, string>();

    for (let n = 0; n < 200; n += 1) {
      const at = 1000 + n * 21_000;
      const deletes = n % 3 === 2;
      const next = deletes
        ? content.slice(0, at) + content.slice(at + 1)
        : `${content.slice(0, at)}x${content.slice(at)}`;
      const edit = deletes ? [at, content[at], ''] : [at, '', 'x'];
      const version = save(db, next, n % 2 ? patchToText(patchMake(content, next)) : JSON.stringify([edit]));
      // Only the last 99 versions can still be kept.
      if (n >= 100) hashes.set(version, contentHashOf(next));
      content = next;
    }

    // At most two snapshots (every 50 versions, the oldest kept one among them), the current
    // content, and a copy while the document's row is rewritten; a full copy of every save, as
    // before issue 34, grew it by 200 x 4.5 MB.
    const grown = databaseBytes() - before;
    expect(grown).toBeLessThan(3 * content.length);
    const kept = keptVersions(db, 1);
    expect(kept.length).toBeGreaterThanOrEqual(versionPolicy.keptVersions);
    let rebuilt = 0;
    for (const [version, text] of versionContents(db, 1, kept[0]!.version, kept.at(-1)!.version)) {
      expect(contentHashOf(text)).toBe(hashes.get(version));
      rebuilt += 1;
    }
    expect(rebuilt).toBe(kept.length);
    db.close();
  }, 120_000);
});
