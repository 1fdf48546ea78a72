import { describe, expect, it } from 'vitest';
import { createIndexedDbEditJournal } from './editJournal';

describe('IndexedDB edit journal (real Chromium)', () => {
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
});
