import type { JournalStorage } from '../journal/journalStorage';
import { pageStorage, readStoredJournal, type StoredJournal } from '../journal/readStoredJournal';
import { acquireRecordingLock, type RecordingLock, type RecordingLockOptions } from './recordingLock';

/**
 * Issue 33: a recording a page is about to reopen, opened before the page's code is there: its
 * lock asked for, and its journal read under it. A recorder started as the page rendered waited
 * for both behind its first render, 0.1 s of a recording page's start. The recorder of that file
 * name takes them over (`takeRecordingAhead`). One nobody takes within 10 s (the page went
 * elsewhere, or decided otherwise) lets the lock go, so a guess never holds off another window
 * for long.
 */
const recordingAheadMaxAgeMs = 10_000;

export interface RecordingAhead {
  lock: Promise<RecordingLock>;
  /** Read once the lock is held; refused when another window holds it (nothing to read). */
  journal: Promise<StoredJournal>;
}

/** By file name: an audio key names one recording, whichever page asks. */
const waiting = new Map<string, RecordingAhead & { untaken: ReturnType<typeof setTimeout> }>();

/**
 * Asks for `fileName`'s recording lock (as a recorder does: `lock`) and reads its journal from
 * `storage` once it is held, for the recorder about to open it (once: asked again, the same).
 * Returns the journal's read.
 */
export function openRecordingAhead(
  fileName: string,
  storage: JournalStorage,
  options: { lock?: RecordingLockOptions } = {},
): Promise<StoredJournal> {
  const asked = waiting.get(fileName);
  if (asked) return asked.journal;
  const lock = acquireRecordingLock(fileName, options.lock);
  const journal = lock.then((held) => {
    if (!held.acquired) throw new Error(`${fileName} is recorded in another window`);
    return readStoredJournal(storage, fileName, pageStorage());
  });
  // The recorder that takes it sees a failure; a read nobody takes must not leave it unhandled.
  journal.catch(() => {});
  const untaken = setTimeout(() => forget(fileName), recordingAheadMaxAgeMs);
  waiting.set(fileName, { lock, journal, untaken });
  // Another window held it: a recorder that starts later asks again, as that window may be gone
  // by then; one that took it meanwhile has the answer it would have had.
  void lock.then((held) => {
    if (!held.acquired && waiting.get(fileName)?.lock === lock) takeRecordingAhead(fileName);
  });
  return journal;
}

/** The recording of `fileName` opened ahead, once: its lock is then the taker's to release. */
export function takeRecordingAhead(fileName: string): RecordingAhead | undefined {
  const ahead = waiting.get(fileName);
  waiting.delete(fileName);
  if (!ahead) return undefined;
  clearTimeout(ahead.untaken);
  return { lock: ahead.lock, journal: ahead.journal };
}

function forget(fileName: string): void {
  void takeRecordingAhead(fileName)?.lock.then((held) => held.release());
}

/** Lets go of every recording opened ahead and not taken: the user who asked signed out. */
export function forgetRecordingsAhead(): void {
  for (const fileName of [...waiting.keys()]) forget(fileName);
}
