import { describe, expect, it } from 'vitest';
import { createAccountStorage } from './accountStorage';
import {
  accountsWithExpiredWork,
  forgetAccountStorage,
  forgetExpiredKeptWork,
  keptWorkRetentionDays,
  noteSignedIn,
  noteSignedOut,
} from './keptWork';
import { createMemoryStorage } from './storageLike';

const dayMs = 24 * 60 * 60 * 1000;
const signedOutAt = Date.UTC(2026, 10, 2, 17, 0);

describe('work kept on this computer after a sign-out', () => {
  it(`expires ${keptWorkRetentionDays} days after the account's sign-out, not before`, () => {
    const backend = createMemoryStorage();
    noteSignedOut(backend, 42, signedOutAt);
    noteSignedOut(backend, 43, signedOutAt + dayMs);
    const justBefore = signedOutAt + keptWorkRetentionDays * dayMs - 1;
    expect(accountsWithExpiredWork(backend, justBefore)).toEqual([]);
    expect(accountsWithExpiredWork(backend, justBefore + 1)).toEqual(['42']);
  });

  it('never expires for an account that signed in again', () => {
    const backend = createMemoryStorage();
    noteSignedOut(backend, 42, signedOutAt);
    noteSignedIn(backend, 42);
    expect(accountsWithExpiredWork(backend, signedOutAt + 30 * dayMs)).toEqual([]);
  });

  it('counts a marker that is not a time as expired', () => {
    const backend = createMemoryStorage({ 'dictation:v1:global:signedOutAt:42': '"yesterday"' });
    expect(accountsWithExpiredWork(backend, signedOutAt)).toEqual(['42']);
  });

  it("forgets the account's keys, pending ones included, and only that account's", () => {
    const backend = createMemoryStorage();
    const ada = createAccountStorage({ backend, accountId: 42 });
    const sam = createAccountStorage({ backend, accountId: 43 });
    ada.set('keptRecordings', [{ letterId: 1046, lengthMs: 12_000 }]);
    ada.set('unsavedLetterFields', { letterId: 1046, fields: fieldsOf(2) }, '1046');
    sam.set('keptRecordings', [{ letterId: 2001, lengthMs: 3000 }]);
    ada.set('username', 'ada');
    noteSignedOut(backend, 42, signedOutAt);
    forgetAccountStorage(backend, '42');
    expect(ada.get('keptRecordings')).toEqual([]);
    expect(ada.get('unsavedLetterFields', '1046')).toBeNull();
    expect(sam.get('keptRecordings')).toEqual([{ letterId: 2001, lengthMs: 3000 }]);
    expect(ada.get('username')).toBe('ada');
    expect(accountsWithExpiredWork(backend, signedOutAt + 30 * dayMs)).toEqual([]);
  });

  it("deletes an expired account's journals, then its keys and marker; a recent one keeps all", async () => {
    const backend = createMemoryStorage();
    const ada = createAccountStorage({ backend, accountId: 42 });
    const sam = createAccountStorage({ backend, accountId: 43 });
    ada.set('keptRecordings', [{ letterId: 1046, lengthMs: 12_000 }]);
    sam.set('keptRecordings', [{ letterId: 2001, lengthMs: 3000 }]);
    noteSignedOut(backend, 42, signedOutAt);
    noteSignedOut(backend, 43, signedOutAt + 2 * dayMs);
    const deleted: string[] = [];
    await forgetExpiredKeptWork(
      backend,
      async (databases) => {
        // The keys are still there while the journals go: a sweep cut short here starts again.
        expect(accountsWithExpiredWork(backend, signedOutAt + 8 * dayMs)).toEqual(['42']);
        deleted.push(databases.recordingJournal, databases.letterEdits);
      },
      signedOutAt + 8 * dayMs,
    );
    expect(deleted).toEqual(['dictation-recorder-journal:42', 'dictation-letter-edits:42']);
    expect(ada.get('keptRecordings')).toEqual([]);
    expect(sam.get('keptRecordings')).toEqual([{ letterId: 2001, lengthMs: 3000 }]);
    expect(accountsWithExpiredWork(backend, signedOutAt + 30 * dayMs)).toEqual(['43']);
  });

  it('keeps the account and its marker when its journals could not be deleted', async () => {
    const backend = createMemoryStorage();
    const ada = createAccountStorage({ backend, accountId: 42 });
    ada.set('keptRecordings', [{ letterId: 1046, lengthMs: 12_000 }]);
    noteSignedOut(backend, 42, signedOutAt);
    const later = signedOutAt + 8 * dayMs;
    await expect(
      forgetExpiredKeptWork(backend, () => Promise.reject(new Error('blocked')), later),
    ).rejects.toThrow('blocked');
    expect(ada.get('keptRecordings')).toHaveLength(1);
    expect(accountsWithExpiredWork(backend, later)).toEqual(['42']);
  });
});

function fieldsOf(priority: number) {
  return {
    organisationItemId: 3,
    priority,
    labelName: null,
    patientMRN: null,
    sampleID: null,
    dictationType: 'Dictation',
    templateId: null,
  };
}
