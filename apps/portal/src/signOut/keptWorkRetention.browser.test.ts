import {
  accountDatabaseNames,
  createAccountStorage,
  createMemoryStorage,
  keptWorkRetentionDays,
  noteSignedOut,
} from '@dictation/core';
import { createIndexedDbEditJournal } from '@dictation/letter-view';
import { createIndexedDbJournalStorage } from '@dictation/recorder';
import { describe, expect, it } from 'vitest';
import { sweepExpiredKeptWork } from './keptWorkRetention';

const dayMs = 24 * 60 * 60 * 1000;

/** An account that signed out `daysAgo` leaving a recording, letter text and a kept note. */
async function accountThatLeftWork(backend: ReturnType<typeof createMemoryStorage>, daysAgo: number) {
  const accountId = `${crypto.randomUUID()}`;
  const databases = accountDatabaseNames(accountId);
  await createIndexedDbJournalStorage({ databaseName: databases.recordingJournal }).add({
    fileName: `audio-${accountId}`,
    sequence: 0,
    operationId: 'operation-0',
    recordMode: 0,
    startMs: 0,
    pcm: new Int16Array(160).fill(3),
  });
  await createIndexedDbEditJournal({ databaseName: databases.letterEdits }).write({
    letterId: 1046,
    documentId: 7,
    baseVersion: 3,
    baseHtml: '<p>Dear Colleague,</p>',
    html: '<p>Dear Dr Jones</p>',
    patchNumber: 4,
    updatedAt: 1,
  });
  const storage = createAccountStorage({ backend, accountId });
  storage.set('keptRecordings', [{ letterId: 1046, lengthMs: 10 }]);
  noteSignedOut(backend, accountId, Date.now() - daysAgo * dayMs);
  return {
    recordings: () =>
      createIndexedDbJournalStorage({ databaseName: databases.recordingJournal }).list(`audio-${accountId}`),
    letterText: () => createIndexedDbEditJournal({ databaseName: databases.letterEdits }).read(1046),
    notes: () => storage.get('keptRecordings'),
  };
}

describe('work a sign-out kept on this computer (real Chromium, IndexedDB)', () => {
  it(`is deleted at start once ${keptWorkRetentionDays} days have passed, and only then`, async () => {
    const backend = createMemoryStorage();
    const expired = await accountThatLeftWork(backend, keptWorkRetentionDays + 1);
    const recent = await accountThatLeftWork(backend, keptWorkRetentionDays - 1);

    await sweepExpiredKeptWork(backend);

    expect(await expired.recordings()).toEqual([]);
    expect(await expired.letterText()).toBeUndefined();
    expect(expired.notes()).toEqual([]);
    expect(await recent.recordings()).toHaveLength(1);
    expect((await recent.letterText())?.html).toBe('<p>Dear Dr Jones</p>');
    expect(recent.notes()).toHaveLength(1);
  });
});
