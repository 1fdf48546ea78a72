import type { LetterMetadata } from '@dictation/core';
import { useApi } from '@dictation/core/react';
import { useEffect, useState } from 'react';
import { isOpenAudioCapture } from './newLetterRules';

/** The letter the page records into: a reopened job at Audio capture, or a key for a new one. */
export interface OpenLetter {
  /** The reopened letter; null until the first record press creates one. */
  letter: LetterMetadata | null;
  /** Upload `fileName`: the reopened letter's key, or one generated before the letter exists. */
  audioKey: string;
}

/**
 * Asks `author/letters/current-letter` once per visit (a fast complete is a new visit) (not the SWR cache: a job completed a
 * moment ago must not come back) and reopens a job still at Audio capture (spec 000 section 4).
 */
export function useOpenLetter(
  visit = 0,
  /** Whether the open job may be reopened here (a host's recorder: only its patient's). @default any */
  reopens: (letter: LetterMetadata) => boolean = () => true,
): { open: OpenLetter | undefined; failed: boolean } {
  const api = useApi();
  const [open, setOpen] = useState<OpenLetter>();
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each visit asks again
  useEffect(() => {
    setOpen(undefined);
    const abort = new AbortController();
    api.letters
      .current({ signal: abort.signal })
      .then((current) => {
        const key = current?.audio?.audioSegment?.audioRecord?.key;
        setOpen(
          isOpenAudioCapture(current) && key && reopens(current)
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
