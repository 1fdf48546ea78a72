import type { AccountStorage, CreateLetterPayload, OfflineDraft, UnsentWork } from '@dictation/core';

/**
 * The account's new letters recorded with no network (issue 35), kept in account storage's
 * `offlineDrafts` (a `pending` key: a reload, a closed tab and a sign-out keep it).
 */

const keyOf = (draft: OfflineDraft) => draft.payload.audioKey;

/** Keeps a draft, or updates the one with its key (it stays where it was recorded in the order). */
export function keepDraft(storage: AccountStorage, draft: OfflineDraft): void {
  const drafts = storage.get('offlineDrafts');
  const known = drafts.some((kept) => keyOf(kept) === keyOf(draft));
  storage.set(
    'offlineDrafts',
    known ? drafts.map((kept) => (keyOf(kept) === keyOf(draft) ? draft : kept)) : [...drafts, draft],
  );
}

/** Keeps the page's latest choices for a draft not created yet (the create call sends them). */
export function updateDraftPayload(storage: AccountStorage, payload: CreateLetterPayload): void {
  const kept = storage.get('offlineDrafts').find((draft) => keyOf(draft) === payload.audioKey);
  if (kept) keepDraft(storage, { ...kept, payload });
}

/** Changes the draft with this recording, if it is one not completed yet. */
function changeOpenDraft(storage: AccountStorage, audioKey: string, change: Partial<OfflineDraft>): void {
  const kept = storage.get('offlineDrafts').find((draft) => keyOf(draft) === audioKey);
  if (kept && !kept.completed) keepDraft(storage, { ...kept, ...change });
}

/** Keeps the length the draft's recording has now: it is listed with it before it is completed. */
export function keepDraftLength(storage: AccountStorage, audioKey: string, lengthMs: number): void {
  changeOpenDraft(storage, audioKey, { lengthMs });
}

/**
 * The user completed the draft: the outbox sends it, and completes its job, when the network
 * returns; the recording page starts the next letter meanwhile.
 */
export function completeDraft(storage: AccountStorage, audioKey: string, lengthMs: number): void {
  changeOpenDraft(storage, audioKey, { completed: true, lengthMs });
}

/** Its job exists on the server now, or the user deleted it: the draft is done with. */
export function dropDraft(storage: AccountStorage, audioKey: string): void {
  storage.set(
    'offlineDrafts',
    storage.get('offlineDrafts').filter((draft) => keyOf(draft) !== audioKey),
  );
}

/** The draft the recording page reopens (the last one recorded that the user has not completed). */
export function draftToReopen(storage: Pick<AccountStorage, 'get'>): OfflineDraft | undefined {
  return storage.get('offlineDrafts').findLast((draft) => !draft.completed);
}

/** Whether the outbox sends this recording: a draft the user completed, its job made or not. */
export function isOutboxDraft(storage: Pick<AccountStorage, 'get'>, audioKey: string): boolean {
  return storage.get('offlineDrafts').some((draft) => draft.completed && keyOf(draft) === audioKey);
}

/** The account's drafts as a sign-out question lists them: not on the server yet, kept here. */
export const unsentDrafts = (storage: AccountStorage): UnsentWork[] =>
  storage.get('offlineDrafts').map(({ payload, lengthMs }) => ({
    kind: 'offlineDraft',
    audioKey: payload.audioKey,
    recordedAt: payload.createdDate,
    ms: lengthMs ?? null,
  }));
