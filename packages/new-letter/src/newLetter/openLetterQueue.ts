import type { LetterMetadata } from '@dictation/core';

/** Whose job it is: a letter, or an offline draft's create payload (issue 35). */
type JobPatient = Pick<LetterMetadata, 'patientMRN'>;

import { placeThatRecorded, rememberPlace } from './recorderPlaces';
import { tabShared, whenDocumentGoes } from './tabShared';

/** A recorder of the tab, as the queue for the author's open job knows it. */
export interface QueuedRecorder {
  /** The patient its host gave: it takes only their job. @default any patient's */
  patientNumber?: string | undefined;
  /** Where it is on the host's page, the same across reloads (`RecordLetterProps.place`). */
  place?: string | undefined;
}

/** A recorder's membership of the tab's queue for the author's open job. */
export interface OpenLetterQueueMember {
  /**
   * Whether this recorder reopens `letter`, the author's open job recorded into `audioKey`,
   * rather than another recorder of the tab. Followed by `recordsInto` with the key it chose.
   */
  reopensHere(letter: JobPatient, audioKey: string): boolean;
  /** It records into `audioKey` now: the job it reopened, or the one its first record press creates. */
  recordsInto(audioKey: string): void;
  /** The recorder is gone: the others may reopen its job. */
  leave(): void;
}

type Entry = QueuedRecorder & {
  /** A recorder has mounted here; false while only its element holds the place (`reserveRecorderPlace`). */
  mounted: boolean;
  /** Its job's key once it has decided; undefined while it waits for its first answer. */
  audioKey: string | undefined;
  /** The element's reservation and the mounted recorder: the entry goes when neither is left. */
  holders: number;
};

const queueOfTab = () => tabShared<Entry[]>(Symbol.for('dictation:open-letter-queue'), () => []);

const takes = (entry: Entry, letter: JobPatient) =>
  entry.patientNumber === undefined || (letter.patientMRN ?? '') === entry.patientNumber;

/**
 * Lets go of `entry` once: when its document goes for good (a frame removed leaves no unmount
 * behind) or when `release` is called, whichever comes first.
 */
function holdEntry(queue: Entry[], entry: Entry, onRelease: () => void = () => {}): () => void {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    stopWatching();
    onRelease();
    entry.holders -= 1;
    const index = queue.indexOf(entry);
    if (entry.holders === 0 && index >= 0) queue.splice(index, 1);
  };
  const stopWatching = whenDocumentGoes(release);
  entry.holders += 1;
  return release;
}

/**
 * Holds the queue place of the recorder at `place` from the moment its element is on the page,
 * before it has signed in and mounted: a reload then reopens the job the recorder recorded there
 * even when another recorder of the page is answered first. Returns the function that lets go.
 */
export function reserveRecorderPlace(place: string): () => void {
  const queue = queueOfTab();
  const entry: Entry = { place, mounted: false, audioKey: undefined, holders: 0 };
  queue.push(entry);
  return holdEntry(queue, entry);
}

/**
 * The author has one open job at Audio capture (spec 000 section 4: a reload reopens it). A tab
 * with several recorders (issue 18's host page) reopens it in one of them only, so two recorders
 * of one screen never hold the same recording; the others start a new job. Recorders mount and
 * get their answers in no fixed order, so the one is chosen among this recorder and those still
 * waiting (one that decided already has a job of its own): the recorder at the place that
 * recorded the job, if this tab remembers it and a recorder holds that place; else a mounted one
 * given the job's patient (the host put it there for that patient); else the first mounted that
 * takes any job. A job another recorder of the tab records into is never reopened.
 */
export function joinOpenLetterQueue(recorder: QueuedRecorder = {}): OpenLetterQueueMember {
  const queue = queueOfTab();
  const reserved = queue.find(
    (entry) => !entry.mounted && entry.place !== undefined && entry.place === recorder.place,
  );
  const entry: Entry = reserved ?? { place: recorder.place, mounted: false, audioKey: undefined, holders: 0 };
  if (!reserved) queue.push(entry);
  Object.assign(entry, { patientNumber: recorder.patientNumber, mounted: true, audioKey: undefined });
  // Unmounted while its element stays (signed out, another patient): the place is only held again.
  const leave = holdEntry(queue, entry, () =>
    Object.assign(entry, { mounted: false, patientNumber: undefined, audioKey: undefined }),
  );
  return {
    reopensHere(letter, audioKey) {
      if (queue.some((other) => other !== entry && other.audioKey === audioKey)) return false;
      const deciding = queue.filter(
        (candidate) => (candidate === entry || candidate.audioKey === undefined) && takes(candidate, letter),
      );
      const recordedAt = placeThatRecorded(audioKey);
      const mounted = deciding.filter((candidate) => candidate.mounted);
      const chosen =
        deciding.find((candidate) => recordedAt !== undefined && candidate.place === recordedAt) ??
        mounted.find((candidate) => candidate.patientNumber !== undefined) ??
        mounted[0];
      return chosen === entry;
    },
    recordsInto(audioKey) {
      entry.audioKey = audioKey;
      if (entry.place !== undefined) rememberPlace(audioKey, entry.place);
    },
    leave,
  };
}
