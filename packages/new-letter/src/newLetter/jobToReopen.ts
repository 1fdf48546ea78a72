import type { AccountStorage, LetterMetadata } from '@dictation/core';
import { isOutboxDraft } from '../outbox/offlineDrafts';
import { isOpenAudioCapture } from './openingChoice';

/**
 * The author's open job (`current-letter`) as the recording page reopens it: still at Audio
 * capture (spec 000 section 4), with its audio's key, and not a job the outbox is sending (created,
 * not completed yet: the outbox's, not the page's). Undefined when the page opens a new job.
 */
export function jobToReopen(
  current: LetterMetadata | null,
  storage: Pick<AccountStorage, 'get'>,
): { letter: LetterMetadata; audioKey: string } | undefined {
  const audioKey = current?.audio?.audioSegment?.audioRecord?.key;
  if (!isOpenAudioCapture(current) || !audioKey || isOutboxDraft(storage, audioKey)) return undefined;
  return { letter: current, audioKey };
}
