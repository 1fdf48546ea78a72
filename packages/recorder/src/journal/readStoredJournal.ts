import type { StorageLike } from '@dictation/core';
import type { JournalOperation, JournalSession, JournalStorage } from './journalStorage';
import { takeUnwrittenTail } from './unwrittenTail';

/** The page's localStorage, where the page may use it. */
export function pageStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // a sandboxed frame, or storage blocked by the browser's settings
  }
}

/** What a journal holds of one recording. */
export interface StoredJournal {
  session: JournalSession | undefined;
  operations: JournalOperation[];
}

/**
 * Reads `fileName`'s journal, once the tail the last page kept (`keepUnwritten`) is added to the
 * storage. It writes: only the window holding the recording's lock may call it.
 */
export async function readStoredJournal(
  storage: JournalStorage,
  fileName: string,
  unwrittenStore: StorageLike | undefined,
): Promise<StoredJournal> {
  await addKeptTail(storage, fileName, unwrittenStore);
  const [session, operations] = await Promise.all([storage.readSession(fileName), storage.list(fileName)]);
  return { session, operations };
}

/** A tail the last page kept goes into the storage before anything is read. */
async function addKeptTail(
  storage: JournalStorage,
  fileName: string,
  unwrittenStore: StorageLike | undefined,
) {
  const tail = takeUnwrittenTail(unwrittenStore, fileName);
  if (!tail) return;
  const stored = await storage.readSession(fileName);
  // A session written after the tail was kept (a later page of this recording) stays.
  const newer = stored && stored.updatedAt > tail.session.updatedAt ? stored : tail.session;
  // A tail without frames only says how the capture ended.
  await (tail.fragments.length > 0
    ? storage.appendFragments(tail.fragments, newer)
    : storage.writeSession(newer));
}
