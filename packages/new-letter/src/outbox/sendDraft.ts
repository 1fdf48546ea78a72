import type { ApiClient, OfflineDraft } from '@dictation/core';
import {
  type CaptureEngine,
  createCoreUploadAdapter,
  createRecorder,
  type JournalStorage,
} from '@dictation/recorder';
import { isOpenAudioCapture } from '../newLetter/openingChoice';
import { createDraftJob } from './createDraftJob';

/** What became of a draft the outbox sent. */
export type DraftOutcome =
  /** Its job exists with all its audio (and is completed, when the user completed it). */
  | { kind: 'sent'; letterId: number }
  /** Another window records or sends it (it holds the recording's lock): that one finishes it. */
  | { kind: 'elsewhere' };

/** The outbox records nothing: it only reads the journal, so it needs no microphone. */
const noCapture: CaptureEngine = {
  kind: 'fake',
  isSupported: () => false,
  listDevices: async () => [],
  watchDevices: () => () => {},
  start: async () => {
    throw new Error('The outbox does not record');
  },
  stop: async () => {},
};

/**
 * Sends one draft (issue 35, docs/architecture.md "Offline"): creates its job once
 * (`createDraftJob`), then sends the audio the journal kept under its key with the recorder's own
 * upload and check, and completes the job when the user completed the draft, with the audio the
 * server was checked to hold. The recorder takes
 * the recording's lock first, so a draft is never sent by two windows at once. A job found
 * completed already (a send cut short after its complete call) only has its local copy cleared.
 * Rejects with the failing call's `ApiError`; sending again is always safe.
 */
export async function sendDraft(
  draft: OfflineDraft,
  dependencies: { api: ApiClient; journal: JournalStorage; log?: (error: unknown) => void },
): Promise<DraftOutcome> {
  const { api, journal, log } = dependencies;
  const letter = await createDraftJob(api, draft.payload);
  const recorder = createRecorder({
    fileName: draft.payload.audioKey,
    engine: noCapture,
    uploadAdapter: createCoreUploadAdapter(api),
    storage: journal,
    notify: () => {},
    ...(log ? { log } : {}),
  });
  try {
    await recorder.init();
    if (recorder.getSnapshot().elsewhere) return { kind: 'elsewhere' };
    if (!isOpenAudioCapture(letter)) await recorder.discard();
    else if (draft.completed)
      await recorder.complete((expectedAudio) => api.letters.complete({ ...letter, expectedAudio }));
    else await recorder.finish();
    return { kind: 'sent', letterId: letter.id };
  } finally {
    recorder.dispose();
  }
}
