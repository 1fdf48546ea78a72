import {
  accountDatabaseNames,
  type LetterDocument,
  type LetterMetadata,
  type UserProfile,
} from '@dictation/core';
import { createLockHolderId } from '../letterLock/lockHolderId';
import type { LetterViewApi } from './letterViewApi';
import { type TextAhead, textAhead } from './textAhead';

/**
 * Issue 33: a host that knows the letter screen is next (the portal, for a letter's URL) opens the
 * letter ahead, while the screen's code (the editor, the player) is still downloading, instead of
 * after it. Opening takes the auto-lock, so it is taken for a `lockHolderId` that the screen then
 * uses as its own, and handed over once. Nobody took it within `openingAheadMaxAgeMs` (the user
 * went elsewhere): its lock is released, so the letter is not left locked by a screen that never
 * opened. The letter's text (`documents/patched`) is read alongside rather than once the editor has
 * rendered: the screen's first load of it takes this answer (useLetterDocument.ts).
 */
export interface OpeningAhead {
  letterId: number;
  lockHolderId: string;
  answer: Promise<LetterMetadata | Record<string, never>>;
  document: Promise<LetterDocument>;
  /** The text with the edits this computer kept put back, once the account is known (readKeptEditsAhead). */
  text?: TextAhead;
}

export const openingAheadMaxAgeMs = 30_000;

let waiting: { ahead: OpeningAhead; releaseUnclaimed: ReturnType<typeof setTimeout> } | undefined;

function forgetWaiting(): OpeningAhead | undefined {
  if (!waiting) return undefined;
  clearTimeout(waiting.releaseUnclaimed);
  const { ahead } = waiting;
  waiting = undefined;
  return ahead;
}

/** Opens `letterId` (`metadata-with-lock`) for the letter screen about to show it. */
export function openLetterAhead(
  api: Pick<LetterViewApi, 'letters' | 'locks' | 'documents'>,
  letterId: number,
  now: () => number = Date.now,
): void {
  const previous = forgetWaiting();
  if (previous) api.locks.unlock(previous.letterId, { lockHolderId: previous.lockHolderId }).catch(() => {});
  const lockHolderId = createLockHolderId();
  const answer = api.letters.metadataWithLock(letterId, now(), { lockHolderId });
  // Not after the opening: a read, it needs no lock, and a letter without a text (spec 000
  // section 4) leaves the answer untaken. A 409 on saving catches a version read before the lock.
  const document = api.documents.get(letterId);
  // The screen that takes them sees a failure; one that never comes must not leave it unhandled.
  answer.catch(() => {});
  document.catch(() => {});
  const ahead = { letterId, lockHolderId, answer, document };
  const releaseUnclaimed = setTimeout(() => {
    if (waiting?.ahead !== ahead) return;
    waiting = undefined;
    // Released only once it was taken: a lock the server refused is not ours to release.
    answer.then(
      () => api.locks.unlock(letterId, { lockHolderId }).catch(() => {}),
      () => {},
    );
  }, openingAheadMaxAgeMs);
  waiting = { ahead, releaseUnclaimed };
}

/** The opening of `letterId` asked for ahead, once: the screen that opens it takes it over. */
export function takeOpeningAhead(letterId: number): OpeningAhead | undefined {
  return waiting?.ahead.letterId === letterId ? forgetWaiting() : undefined;
}

/**
 * Forgets the letter opened ahead without releasing it: the user who opened it signed out, their
 * token is gone, and the server lets the lock lapse. A next user's screen opens the letter itself.
 */
export function forgetLetterOpenedAhead(): void {
  forgetWaiting();
}

/**
 * Once the signed-in account is known (`profile`: the host's read of it), reads the edits this
 * computer kept of the letter opened ahead, from that account's database, against its text: the
 * screen that takes the opening shows the text in its first render.
 */
export function readKeptEditsAhead(letterId: number, profile: Promise<Pick<UserProfile, 'accountId'>>): void {
  const ahead = waiting?.ahead;
  if (ahead?.letterId !== letterId) return;
  // The journal's code is the letter screen's, not every screen's start: asked for now, with the
  // token's refresh, it is in by the time the profile names the database.
  const journalCode = import('../documentSaver/editJournal');
  const read = Promise.all([profile, journalCode]).then(
    async ([{ accountId }, { createIndexedDbEditJournal }]) => {
      const databaseName = accountDatabaseNames(accountId).letterEdits;
      const kept = await createIndexedDbEditJournal({ databaseName }).read(letterId);
      return { databaseName, document: await ahead.document, kept };
    },
  );
  ahead.text = textAhead(read);
}
