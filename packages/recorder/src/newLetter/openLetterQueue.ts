import type { LetterMetadata } from '@dictation/core';
import { tabShared, whenDocumentGoes } from './tabShared';

/** A recorder's place in the tab's queue for the author's open job. */
export interface OpenLetterQueuePlace {
  /** Whether this recorder reopens `letter` rather than another recorder of the tab. */
  reopensHere(letter: LetterMetadata): boolean;
  /** The recorder is gone: the others may reopen the job. */
  leave(): void;
}

/** A recorder of the tab; `patientNumber` when its host gave the patient (it takes only theirs). */
type Entry = { patientNumber: string | undefined };

const takes = (entry: Entry, letter: LetterMetadata) =>
  entry.patientNumber === undefined || (letter.patientMRN ?? '') === entry.patientNumber;

/**
 * The author has one open job at Audio capture (spec 000 section 4: a reload reopens it). A tab
 * with several recorders (issue 18's host page) reopens it in one of them only, so two recorders
 * of one screen never hold the same recording; the others start a new job. The one is a recorder
 * given the job's patient if there is one (the host put it there for that patient), else the
 * first to mount of those that take any job.
 */
export function joinOpenLetterQueue(patientNumber: string | undefined): OpenLetterQueuePlace {
  const queue = tabShared<Entry[]>(Symbol.for('dictation:open-letter-queue'), () => []);
  const entry: Entry = { patientNumber };
  queue.push(entry);
  const leave = () => {
    stopWatching();
    const index = queue.indexOf(entry);
    if (index >= 0) queue.splice(index, 1);
  };
  // A recorder of a frame that goes leaves too: its place would otherwise hold the job forever.
  const stopWatching = whenDocumentGoes(leave);
  return {
    reopensHere(letter) {
      const taking = queue.filter((candidate) => takes(candidate, letter));
      const chosen = taking.find((candidate) => candidate.patientNumber !== undefined) ?? taking[0];
      return chosen === entry;
    },
    leave,
  };
}
