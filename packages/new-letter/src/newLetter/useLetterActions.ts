import {
  messages as coreMessages,
  type LetterFields,
  type LetterMetadata,
  noticeDurations,
} from '@dictation/core';
import { useApi, useNotify } from '@dictation/core/react';
import type { Recorder } from '@dictation/recorder';
import { type RefObject, useRef, useState } from 'react';
import type { LetterFieldSaves } from './letterFieldSaver';
import { completeLetterPayload } from './newLetterRules';

export interface LetterActionsState {
  /** Complete or Delete is running. */
  busy: boolean;
  /** Completed or deleted: leaving no longer asks. */
  finished: RefObject<boolean>;
  /** Completes the letter, then `then(id)` (e.g. go to /in-progress). */
  complete: (then: (id: number) => void) => Promise<void>;
  /** Deletes the letter, then `then(id)` (e.g. go to /completed). */
  remove: (then: (id: number) => void) => Promise<void>;
}

/**
 * Complete and Delete of the open job. Spec 000 section 4: the recording is stopped first, then
 * the action runs. Complete goes through the recorder, which waits until the server holds the
 * recorded audio, sends its hash and length with the call (`expectedAudio`, wire contract) and
 * retries the 'length is N ms' refusal of spec 000 section 8 after storing the audio.
 */
export function useLetterActions(options: {
  letter: LetterMetadata | null;
  values: LetterFields;
  recorder: RefObject<Recorder | undefined>;
  onError: (error: unknown) => void;
  /** Held while Complete or Delete runs, stopped when it succeeds, released when it fails. */
  fieldSaves?: LetterFieldSaves;
}): LetterActionsState {
  const api = useApi();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const finished = useRef(false);
  const { letter, values, recorder, onError, fieldSaves } = options;

  const run = async (action: (letter: LetterMetadata) => Promise<void>, message: (id: number) => string) => {
    if (!letter) return false;
    fieldSaves?.hold();
    setBusy(true);
    try {
      await action(letter);
      fieldSaves?.stop();
      finished.current = true;
      notify({ kind: 'success', message: message(letter.id), durationMs: noticeDurations.short });
      return true;
    } catch (error) {
      fieldSaves?.release();
      onError(error);
      setBusy(false);
      return false;
    }
  };

  return {
    busy,
    finished,
    complete: async (then) => {
      const done = await run((current) => {
        const payload = completeLetterPayload(current, values);
        // Through the recorder, the server checks its audio against what this page recorded.
        return recorder.current
          ? recorder.current.complete((expectedAudio) => api.letters.complete({ ...payload, expectedAudio }))
          : api.letters.complete(payload);
      }, coreMessages.letterCompleted);
      if (done && letter) then(letter.id);
    },
    remove: async (then) => {
      const done = await run(async (current) => {
        await recorder.current?.stop();
        await api.letters.delete(current.id);
        // Deleted: the copy kept on this computer for a reload has nothing left to protect.
        await recorder.current?.discard();
      }, coreMessages.letterDeleted);
      if (done && letter) then(letter.id);
    },
  };
}
