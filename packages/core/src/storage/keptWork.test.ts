import { describe, expect, it } from 'vitest';
import { createAccountStorage } from './accountStorage';
import {
  accountsWithExpiredWork,
  forgetAccountStorage,
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
