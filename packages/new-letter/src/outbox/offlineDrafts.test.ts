import { createAccountStorage, createMemoryStorage } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { draftPayload } from './draftPayload.fixture';
import { completeDraft, keepDraft, keepDraftLength, unsentDrafts } from './offlineDrafts';

describe('unsentDrafts', () => {
  it("lists the account's drafts for a sign-out question, with the length of the completed ones", () => {
    const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 7 });
    keepDraft(storage, { payload: draftPayload('first', '2026-11-28T09:41:00.000Z'), completed: false });
    keepDraft(storage, { payload: draftPayload('second', '2026-11-28T10:05:00.000Z'), completed: false });
    completeDraft(storage, 'first', 61_200);
    expect(unsentDrafts(storage)).toEqual([
      { kind: 'offlineDraft', audioKey: 'first', recordedAt: '2026-11-28T09:41:00.000Z', ms: 61_200 },
      { kind: 'offlineDraft', audioKey: 'second', recordedAt: '2026-11-28T10:05:00.000Z', ms: null },
    ]);
  });
});

describe('a draft’s length', () => {
  it('is kept as recorded until it is completed, and then stays what it was at Complete', () => {
    const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 7 });
    keepDraft(storage, { payload: draftPayload('open', '2026-11-28T09:41:00.000Z'), completed: false });
    keepDraftLength(storage, 'open', 12_300);
    expect(unsentDrafts(storage)).toMatchObject([{ audioKey: 'open', ms: 12_300 }]);
    keepDraftLength(storage, 'open', 20_000);
    completeDraft(storage, 'open', 20_000);
    // A recorder still open on the completed draft (another tab) changes nothing any more.
    keepDraftLength(storage, 'open', 0);
    expect(storage.get('offlineDrafts')).toMatchObject([{ completed: true, lengthMs: 20_000 }]);
    keepDraftLength(storage, 'not a draft', 5000);
    expect(storage.get('offlineDrafts')).toHaveLength(1);
  });
});

describe('drafts at a sign-out', () => {
  it('stay for the same account (a session that expired mid-send loses nothing) and no other', () => {
    const backend = createMemoryStorage();
    const account = (accountId: number) => createAccountStorage({ backend, accountId });
    keepDraft(account(7), {
      payload: draftPayload('kept', '2026-11-28T09:41:00.000Z'),
      completed: true,
      lengthMs: 5000,
    });
    account(7).set('pageSize', 200);
    account(7).clear();
    expect(account(7).get('pageSize')).toBe(50);
    expect(unsentDrafts(account(7))).toEqual([
      { kind: 'offlineDraft', audioKey: 'kept', recordedAt: '2026-11-28T09:41:00.000Z', ms: 5000 },
    ]);
    expect(unsentDrafts(account(8))).toEqual([]);
  });
});
