import { type CreateLetterPayload, isApiError, type LetterMetadata } from '@dictation/core';
import { useAccountStorage, useApi } from '@dictation/core/react';
import { useEffect, useRef, useState } from 'react';
import { draftToReopen } from '../outbox/offlineDrafts';
import { takeCurrentLetterAhead } from './currentLetterAhead';
import { readJobAudioAhead } from './jobAudioAhead';
import { jobToReopen } from './jobToReopen';
import { joinOpenLetterQueue, type OpenLetterQueueMember, type QueuedRecorder } from './openLetterQueue';

/** The letter the page records into: a reopened job at Audio capture, or a key for a new one. */
export interface OpenLetter {
  /** The reopened letter; null until the first record press creates one. */
  letter: LetterMetadata | null;
  /** Upload `fileName`: the reopened letter's key, or one generated before the letter exists. */
  audioKey: string;
  /** A letter recorded with no network whose job is not created yet (issue 35). @default none */
  draft?: CreateLetterPayload;
  /** `audioKey` was made for this opening: no journal or other window has it. @default false */
  newRecording?: true;
}

/** A new job, its audio key made now: its first record press creates it. */
const newJob = (): OpenLetter => ({ letter: null, audioKey: crypto.randomUUID(), newRecording: true });

/**
 * Reopens the account's offline draft first (issue 35: the newest work, whose job the page then
 * creates). Otherwise asks `author/letters/current-letter` (on the first visit, the answer a host
 * asked for ahead, `readCurrentLetterAhead`) once per visit (a fast complete is a new visit) (not the
 * SWR cache: a job completed a moment ago must not come back) and reopens a job still at Audio
 * capture (spec 000 section 4), unless another recorder of the tab is the one to
 * (`joinOpenLetterQueue`). With no network a new job opens, to record as a draft.
 */
export function useOpenLetter(
  visit = 0,
  /** This recorder's patient and place on the page, as the host gave them. @default any patient's */
  recorder: QueuedRecorder = {},
): { open: OpenLetter | undefined; failed: boolean } {
  const api = useApi();
  const storage = useAccountStorage();
  const [open, setOpen] = useState<OpenLetter>();
  const [failed, setFailed] = useState(false);
  const { patientNumber, place } = recorder;
  // Before the effect that asks: the recorder's place is taken when it mounts, not when answered.
  const member = useRef<OpenLetterQueueMember | null>(null);
  const recordingInto = useRef<string | null>(null);
  useEffect(() => {
    const joined = joinOpenLetterQueue({ patientNumber, place });
    member.current = joined;
    // Joined again (another patient or place): the job it records into stays its own.
    if (recordingInto.current) joined.recordsInto(recordingInto.current);
    return () => joined.leave();
  }, [patientNumber, place]);
  useEffect(() => {
    setOpen(undefined);
    const abort = new AbortController();
    const opens = (next: OpenLetter) => {
      recordingInto.current = next.audioKey;
      member.current?.recordsInto(next.audioKey);
      setOpen(next);
    };
    // Taken on the first opening whatever it reopens: a later one must never get an old answer.
    const askedAhead = visit === 0 ? takeCurrentLetterAhead(api) : undefined;
    const draft = draftToReopen(storage)?.payload;
    if (draft && member.current?.reopensHere(draft, draft.audioKey)) {
      opens({ letter: null, audioKey: draft.audioKey, draft });
      return;
    }
    (askedAhead ?? api.letters.current({ signal: abort.signal }))
      .then((current) => {
        if (abort.signal.aborted) return;
        const job = jobToReopen(current, storage);
        if (!job || !member.current?.reopensHere(job.letter, job.audioKey)) return opens(newJob());
        // Its recorded audio now, for the recorder this opening renders.
        readJobAudioAhead(api, job.letter);
        opens(job);
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        if (isApiError(error, 'network')) opens(newJob());
        else setFailed(true);
      });
    return () => abort.abort();
  }, [api, storage, visit]);
  return { open, failed };
}
