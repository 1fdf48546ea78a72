import type { LetterMetadata } from '@dictation/core';
import { useApi } from '@dictation/core/react';
import { useEffect, useRef, useState } from 'react';
import { isOpenAudioCapture } from './newLetterRules';
import { joinOpenLetterQueue, type OpenLetterQueuePlace } from './openLetterQueue';

/** The letter the page records into: a reopened job at Audio capture, or a key for a new one. */
export interface OpenLetter {
  /** The reopened letter; null until the first record press creates one. */
  letter: LetterMetadata | null;
  /** Upload `fileName`: the reopened letter's key, or one generated before the letter exists. */
  audioKey: string;
}

/**
 * Asks `author/letters/current-letter` once per visit (a fast complete is a new visit) (not the SWR cache: a job completed a
 * moment ago must not come back) and reopens a job still at Audio capture (spec 000 section 4),
 * unless another recorder of the tab comes first for it (`joinOpenLetterQueue`).
 */
export function useOpenLetter(
  visit = 0,
  /** The patient the host gave: only their job is reopened here. @default any patient's */
  patientNumber?: string,
): { open: OpenLetter | undefined; failed: boolean } {
  const api = useApi();
  const [open, setOpen] = useState<OpenLetter>();
  const [failed, setFailed] = useState(false);
  // Before the effect that asks: the recorder's place is taken when it mounts, not when answered.
  const place = useRef<OpenLetterQueuePlace | null>(null);
  useEffect(() => {
    const joined = joinOpenLetterQueue(patientNumber);
    place.current = joined;
    return () => joined.leave();
  }, [patientNumber]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each visit asks again
  useEffect(() => {
    setOpen(undefined);
    const abort = new AbortController();
    api.letters
      .current({ signal: abort.signal })
      .then((current) => {
        const key = current?.audio?.audioSegment?.audioRecord?.key;
        setOpen(
          isOpenAudioCapture(current) && key && place.current?.reopensHere(current)
            ? { letter: current, audioKey: key }
            : { letter: null, audioKey: crypto.randomUUID() },
        );
      })
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => abort.abort();
  }, [api, visit]);
  return { open, failed };
}
