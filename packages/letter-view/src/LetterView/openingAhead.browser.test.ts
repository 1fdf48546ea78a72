import { accountDatabaseNames, type LetterDocument, type LetterMetadata } from '@dictation/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createIndexedDbEditJournal, deleteIndexedDbEditJournal } from '../documentSaver/editJournal';
import { openLetterAhead, readKeptEditsAhead, takeOpeningAhead } from './openingAhead';

const accountId = 9000 + Math.floor(Math.random() * 1000);
const databaseName = accountDatabaseNames(accountId).letterEdits;
afterEach(() => deleteIndexedDbEditJournal(databaseName));

/** The server: the letter, and its text as the document call answers it (no id of its own). */
const api = {
  letters: { metadataWithLock: async () => ({ id: 1046, documentId: 70 }) as unknown as LetterMetadata },
  documents: {
    get: async (): Promise<LetterDocument> => ({
      documentVersion: 3,
      editableContent: '<p>Dear Colleague,</p>',
      newPatchNumber: 1,
    }),
  },
  locks: { unlock: async () => {} },
} as unknown as Parameters<typeof openLetterAhead>[0];

describe('readKeptEditsAhead (real IndexedDB)', () => {
  it("reads what a page of the account kept of the letter, before the letter's screen is there", async () => {
    const typed = '<p>Dear Dr Jones, the results are normal.</p>';
    // A reload, as the last page left it: written, and the newest words kept as it went away.
    const written = { letterId: 1046, documentId: 70, baseVersion: 3, baseHtml: '<p>Dear Colleague,</p>' };
    const lastPage = createIndexedDbEditJournal({ databaseName });
    await lastPage.write({ ...written, html: '<p>Dear Dr Jones,</p>', patchNumber: 2, updatedAt: 1 });
    lastPage.keepNow?.({ ...written, html: typed, patchNumber: 2, updatedAt: 2 });

    openLetterAhead(api, 1046);
    readKeptEditsAhead(1046, Promise.resolve({ accountId }));
    const text = takeOpeningAhead(1046)?.text?.of(databaseName);
    await expect(text?.when).resolves.toMatchObject({ kept: { html: typed } });
    const other = accountDatabaseNames(accountId + 1).letterEdits;
    // Another account's screen on this computer opens the text itself.
    openLetterAhead(api, 1046);
    readKeptEditsAhead(1046, Promise.resolve({ accountId }));
    await expect(takeOpeningAhead(1046)?.text?.of(other).when).resolves.toBeUndefined();
  });
});
