import type { LetterMetadata } from '@dictation/core';
import { useApi } from '@dictation/core/react';
import { useEffect, useRef, useState } from 'react';
import { isOpenAudioCapture } from './newLetterRules';
import { joinOpenLetterQueue, type OpenLetterQueueMember, type QueuedRecorder } from './openLetterQueue';

/** The letter the page records into: a reopened job at Audio capture, or a key for a new one. */
export interface OpenLetter {
  /** The reopened letter; null until the first record press creates one. */
  letter: LetterMetadata | null;
  /** Upload `fileName`: the reopened letter's key, or one generated before the letter exists. */
  audioKey: string;
}

/**
 * Asks `author/letters/current-letter` once per visit (a fast complete is a new visit) (not the
 * SWR cache: a job completed a moment ago must not come back) and reopens a job still at Audio
 * capture (spec 000 section 4), unless another recorder of the tab is the one to
 * (`joinOpenLetterQueue`).
 */
export function useOpenLetter(
  visit = 0,
  /** This recorder's patient and place on the page, as the host gave them. @default any patient's */
  recorder: QueuedRecorder = {},
): { open: OpenLetter | undefined; failed: boolean } {
  const api = useApi();
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: each visit asks again
  useEffect(() => {
    setOpen(undefined);
    const abort = new AbortController();
    api.letters
      .current({ signal: abort.signal })
      .then((current) => {
        const key = current?.audio?.audioSegment?.audioRecord?.key;
        const reopened = isOpenAudioCapture(current) && key && member.current?.reopensHere(current, key);
        const next = reopened
          ? { letter: current, audioKey: key }
          : { letter: null, audioKey: crypto.randomUUID() };
        recordingInto.current = next.audioKey;
        member.current?.recordsInto(next.audioKey);
        setOpen(next);
      })
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => abort.abort();
  }, [api, visit]);
  return { open, failed };
}
