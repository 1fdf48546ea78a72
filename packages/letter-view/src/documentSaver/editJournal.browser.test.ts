import { describe, expect, it } from 'vitest';
import { keptLetterText } from '../../../../tests/fixtures/keptWork';
import { createIndexedDbEditJournal, deleteIndexedDbEditJournal } from './editJournal';

describe('IndexedDB edit journal (real Chromium)', () => {
  it('is deleted with what its pages kept past the retention, even while a tab holds it open', async () => {
    const databaseName = `edits-${crypto.randomUUID()}`;
    const other = `edits-${crypto.randomUUID()}`;
    const entry = keptLetterText;
    const open = createIndexedDbEditJournal({ databaseName });
    await open.write(entry(1046));
    open.keepNow?.(entry(1047));
    const otherJournal = createIndexedDbEditJournal({ databaseName: other });
    otherJournal.keepNow?.(entry(1046));

    await deleteIndexedDbEditJournal(databaseName);
    const reopened = createIndexedDbEditJournal({ databaseName });
    expect(await reopened.read(1046)).toBeUndefined();
    expect(await reopened.read(1047)).toBeUndefined();
    // Another account's kept text is not touched.
    expect(await createIndexedDbEditJournal({ databaseName: other }).read(1046)).toEqual(entry(1046));
    // The tab that held it open goes on with a fresh database.
    await open.write(entry(2001));
    expect(await open.read(2001)).toEqual(entry(2001));
  });

  it('keeps a letter\u2019s unsaved edits across a reopen (a reload) until removed', async () => {
    const databaseName = `edits-${crypto.randomUUID()}`;
    const entry = {
      letterId: 1046,
      documentId: 7,
      baseVersion: 3,
      baseHtml: '<p>Dear Colleague,</p>',
      html: '<p>Dear Dr Jones, 😀</p>',
      patchNumber: 4,
      updatedAt: 1,
    };
    await createIndexedDbEditJournal({ databaseName }).write(entry);
    const reopened = createIndexedDbEditJournal({ databaseName });
    expect(await reopened.read(1046)).toEqual(entry);
    expect(await reopened.read(1047)).toBeUndefined();
    expect(
      await createIndexedDbEditJournal({ databaseName: `${databaseName}-other` }).read(1046),
    ).toBeUndefined();
    await reopened.remove(1046);
    expect(await createIndexedDbEditJournal({ databaseName }).read(1046)).toBeUndefined();
  });

  describe('what a closing page keeps at once (its IndexedDB write may never land)', () => {
    const entryAt = (updatedAt: number, html: string) => ({
      letterId: 1046,
      documentId: 7,
      baseVersion: 3,
      baseHtml: '<p>Dear Colleague,</p>',
      html,
      patchNumber: 4,
      updatedAt,
    });

    it('is there for the next page, and written to IndexedDB by it', async () => {
      const databaseName = `edits-${crypto.randomUUID()}`;
      const closing = createIndexedDbEditJournal({ databaseName });
      await closing.write(entryAt(1, '<p>Dear Dr Jones</p>'));
      // The page goes: its last words are kept at once; the write it starts never lands.
      closing.keepNow?.(entryAt(2, '<p>Dear Dr Jones, typed just before closing.</p>'));
      const next = createIndexedDbEditJournal({ databaseName });
      expect((await next.read(1046))?.html).toBe('<p>Dear Dr Jones, typed just before closing.</p>');
      expect(Object.keys(localStorage).filter((key) => key.includes(databaseName))).toEqual([]);
      expect((await createIndexedDbEditJournal({ databaseName }).read(1046))?.html).toBe(
        '<p>Dear Dr Jones, typed just before closing.</p>',
      );
    });

    it('never replaces a newer entry that did land, and is forgotten once one does', async () => {
      const databaseName = `edits-${crypto.randomUUID()}`;
      const journal = createIndexedDbEditJournal({ databaseName });
      journal.keepNow?.(entryAt(5, '<p>older</p>'));
      await journal.write(entryAt(6, '<p>newer</p>'));
      expect(Object.keys(localStorage).filter((key) => key.includes(databaseName))).toEqual([]);
      journal.keepNow?.(entryAt(4, '<p>oldest</p>'));
      expect((await createIndexedDbEditJournal({ databaseName }).read(1046))?.html).toBe('<p>newer</p>');
    });

    it('is dropped with the entry, and ignored when it does not read as an entry', async () => {
      const databaseName = `edits-${crypto.randomUUID()}`;
      const journal = createIndexedDbEditJournal({ databaseName });
      journal.keepNow?.(entryAt(1, '<p>kept</p>'));
      await journal.remove(1046);
      expect(await createIndexedDbEditJournal({ databaseName }).read(1046)).toBeUndefined();
      localStorage.setItem(`dictation:letter-edits-tail:${databaseName}:1046`, '{"letterId":1046,"html":5}');
      expect(await createIndexedDbEditJournal({ databaseName }).read(1046)).toBeUndefined();
    });
  });
});
