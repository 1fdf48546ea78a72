import type { ApiClient, LetterMetadata } from '@dictation/core';
import { forgetRecordingsAhead } from '@dictation/recorder';
import { forgetJobAudioAhead } from './jobAudioAhead';

/**
 * Issue 33: the author's open job (`current-letter`) asked for before the recording page is there,
 * by a host that knows it comes next (the portal, once the profile says the user records), rather
 * than after the page's code has come and rendered. The page's first opening takes it, once and
 * only while fresh: any later opening asks again, as a job completed meanwhile must not come back.
 */
export const currentLetterAheadMaxAgeMs = 30_000;

type CurrentLetterApi = { letters: Pick<ApiClient['letters'], 'current'> };

/** By API client: the elements of a host page may each talk to another server. */
const waiting = new Map<CurrentLetterApi, { answer: Promise<LetterMetadata | null>; startedAt: number }>();

/**
 * Asks for the author's open job for the recording page about to open, unless an answer asked
 * for ahead is still waiting and fresh (a page's second recorder element). Returns the answer, for
 * the host's next reads (the job's department's lists: `readDepartmentListsAhead`).
 */
export function readCurrentLetterAhead(
  api: CurrentLetterApi,
  now = Date.now,
): Promise<LetterMetadata | null> {
  const asked = waiting.get(api);
  if (asked && now() - asked.startedAt <= currentLetterAheadMaxAgeMs) return asked.answer;
  const answer = api.letters.current();
  // The page that takes it sees a failure; one that never comes must not leave it unhandled.
  answer.catch(() => {});
  waiting.set(api, { answer, startedAt: now() });
  return answer;
}

/** The open job asked for ahead through `api`, once, if it is fresh. */
export function takeCurrentLetterAhead(
  api: CurrentLetterApi,
  now = Date.now,
): Promise<LetterMetadata | null> | undefined {
  const taken = waiting.get(api);
  waiting.delete(api);
  return taken && now() - taken.startedAt <= currentLetterAheadMaxAgeMs ? taken.answer : undefined;
}

/**
 * Forgets the open job asked for ahead, cancels its audio's download and lets its recording's
 * lock go if no recorder took them (`openJobRecordingAhead`): the user who asked signed out, and
 * they are not the next one's.
 */
export function forgetCurrentLetterAhead(): void {
  waiting.clear();
  forgetJobAudioAhead();
  forgetRecordingsAhead();
}
