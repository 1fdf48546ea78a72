import {
  accountDatabaseNames,
  createAccountStorage,
  createMemoryStorage,
  type LetterMetadata,
  letterStepTypes,
} from '@dictation/core';
import {
  createIndexedDbJournalStorage,
  deleteIndexedDbJournal,
  openRecordingAhead,
} from '@dictation/recorder';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftPayload } from '../outbox/draftPayload.fixture';
import { keepDraft } from '../outbox/offlineDrafts';
import { forgetCurrentLetterAhead } from './currentLetterAhead';
import { openJobRecordingAhead } from './jobRecordingAhead';

/** In the real browser: its Web Locks and IndexedDB are what the recorder takes over. */
const accountId = 9301;
const databaseName = accountDatabaseNames(accountId).recordingJournal;

/** The author's open job as `current-letter` answers it, with its recorded audio. */
const openJob = (audioKey: string, letterStepType: number = letterStepTypes.audioCapture) =>
  ({
    id: 41,
    letterStepType,
    audio: { audioSegment: { audioRecord: { id: 77, key: audioKey } } },
  }) as unknown as LetterMetadata;

/** The recording locks this browser holds now. */
async function heldRecordingLocks(): Promise<string[]> {
  const { held = [] } = await navigator.locks.query();
  return held.flatMap(({ name }) => (name?.startsWith('dictation-recorder:') ? [name] : []));
}

/** An offline draft of this account (issue 35): `completed`, the outbox sends it. */
const draft = (audioKey: string, completed: boolean) => ({
  completed,
  payload: draftPayload(audioKey, '2026-12-04T09:41:00.000Z'),
});

/** The portal's start-up on the recording page, once the open job has answered. */
function startUp(job: LetterMetadata | null, drafts: ReturnType<typeof draft>[] = []) {
  const stream = vi.fn(() => Promise.resolve(''));
  const backend = createMemoryStorage();
  const accountStorage = (id: number) => createAccountStorage({ backend, accountId: id });
  for (const kept of drafts) keepDraft(accountStorage(accountId), kept);
  openJobRecordingAhead(
    { audio: { stream } },
    Promise.resolve(job),
    Promise.resolve({ accountId }),
    accountStorage,
  );
  return { stream };
}

describe('openJobRecordingAhead (issue 33)', () => {
  afterEach(async () => {
    forgetCurrentLetterAhead();
    await vi.waitFor(async () => expect(await heldRecordingLocks()).toEqual([]));
    await deleteIndexedDbJournal(databaseName);
  });

  it("holds the job's recording lock and downloads its audio, for the page that reopens it", async () => {
    const { stream } = startUp(openJob('job-a'));
    await vi.waitFor(() => expect(stream).toHaveBeenCalledWith(77, expect.anything()));
    expect(await heldRecordingLocks()).toEqual(['dictation-recorder:job-a']);
  });

  it('does not download the audio that this computer keeps (a reload while recording)', async () => {
    const journal = createIndexedDbJournalStorage({ databaseName });
    await journal.writeSession({
      fileName: 'job-b',
      capturing: false,
      nextSequence: 1,
      updatedAt: 1,
      base: 'stored',
    });
    const { stream } = startUp(openJob('job-b'));
    await vi.waitFor(async () => expect(await heldRecordingLocks()).toEqual(['dictation-recorder:job-b']));
    // Asked again, the same read: once it is in, the start-up has decided.
    expect((await openRecordingAhead('job-b', journal)).session?.base).toBe('stored');
    expect(stream).not.toHaveBeenCalled();
  });

  it('opens nothing where the page opens something else', async () => {
    const pages = [
      startUp(null),
      startUp(openJob('job-c', letterStepTypes.audioCapture + 1)),
      startUp(openJob('job-d'), [draft('job-d', true)]),
      startUp(openJob('job-e'), [draft('draft-1', false)]),
    ];
    // A start-up after them that does open: once it has, they have decided (in the order asked).
    const reopening = startUp(openJob('job-z'));
    await vi.waitFor(() => expect(reopening.stream).toHaveBeenCalled());
    expect(await heldRecordingLocks()).toEqual(['dictation-recorder:job-z']);
    for (const { stream } of pages) expect(stream).not.toHaveBeenCalled();
  });

  it('lets the lock go when the user signs out before the page took it', async () => {
    startUp(openJob('job-f'));
    await vi.waitFor(async () => expect(await heldRecordingLocks()).toEqual(['dictation-recorder:job-f']));
    forgetCurrentLetterAhead();
    await vi.waitFor(async () => expect(await heldRecordingLocks()).toEqual([]));
  });
});
