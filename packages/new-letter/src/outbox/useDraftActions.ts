import { type AccountStorage, type Notify, noticeDurations } from '@dictation/core';
import type { Recorder } from '@dictation/recorder';
import type { RefObject } from 'react';
import { newLetterMessages as messages } from '../messages';
import { completeDraft, dropDraft } from './offlineDrafts';

/**
 * Complete and Delete of a letter recorded with no network (issue 35), whose job does not exist
 * yet: Complete stops the recording and hands the draft to the outbox, which creates and completes
 * the job when the network returns; Delete forgets the draft and its recording on this computer.
 */
export function useDraftActions(options: {
  audioKey: string;
  storage: AccountStorage;
  recorder: RefObject<Recorder | undefined>;
  notify: Notify;
  log: (error: unknown) => void;
}) {
  const { audioKey, storage, recorder, notify, log } = options;
  return {
    async complete() {
      await recorder.current?.stop().catch(log);
      completeDraft(storage, audioKey, recorder.current?.getSnapshot().lengthMs ?? 0);
      notify({ kind: 'info', message: messages.draftCompleted, durationMs: noticeDurations.long });
    },
    async remove() {
      await recorder.current?.discard().catch(log);
      dropDraft(storage, audioKey);
    },
  };
}
