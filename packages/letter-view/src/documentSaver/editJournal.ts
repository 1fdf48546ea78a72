import { indexedDbResult, indexedDbTransactionDone } from '@dictation/audio';
import { keysWithPrefix, removeKey } from '@dictation/core';

/**
 * Edits of one letter not yet acknowledged by the server, kept on this computer so a reload, a
 * crash or a network outage loses nothing (docs/architecture.md, "The letter screen").
 */
export interface EditJournalEntry {
  letterId: number;
  documentId: number;
  /** The version the edits were made on, and its content (to rebase after a conflict). */
  baseVersion: number;
  baseHtml: string;
  /** The editor's content. */
  html: string;
  /** The patch number of the next save. */
  patchNumber: number;
  /**
   * A save sent but not answered: its content. If the server applied it (the answer was lost),
   * the server's next version is exactly this, and the edits after it go on from there.
   */
  sentHtml?: string;
  updatedAt: number;
}

export interface EditJournal {
  read(letterId: number): Promise<EditJournalEntry | undefined>;
  write(entry: EditJournalEntry): Promise<void>;
  remove(letterId: number): Promise<void>;
  /**
   * The page is going away: keeps `entry` at once, synchronously, where the next page finds it
   * (`read`). A journal whose writes finish at once need not have it.
   */
  keepNow?(entry: EditJournalEntry): void;
}

/** For tests, stories and hosts without IndexedDB; pass the same instance to simulate a reload. */
export function createMemoryEditJournal(): EditJournal {
  const entries = new Map<number, EditJournalEntry>();
  return {
    read: async (letterId) => {
      const entry = entries.get(letterId);
      return entry ? { ...entry } : undefined;
    },
    write: async (entry) => {
      entries.set(entry.letterId, { ...entry });
    },
    remove: async (letterId) => {
      entries.delete(letterId);
    },
  };
}

const storeName = 'edits';

export interface IndexedDbEditJournalOptions {
  /** One database per signed-in account, so edits never cross accounts. @default 'dictation-letter-edits' */
  databaseName?: string;
}

export function createIndexedDbEditJournal(options: IndexedDbEditJournalOptions = {}): EditJournal {
  const databaseName = options.databaseName ?? 'dictation-letter-edits';
  const tail = unwrittenTail(databaseName);
  let database: Promise<IDBDatabase> | undefined;
  const open = () => {
    if (!database) {
      const request = indexedDB.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName, { keyPath: 'letterId' });
      database = indexedDbResult(request).then((opened) => {
        // The retention sweep deletes the database (another tab's, or this one's): let it, and
        // open it afresh when asked again.
        opened.onversionchange = () => {
          opened.close();
          database = undefined;
        };
        return opened;
      });
    }
    return database;
  };
  const change = async (work: (store: IDBObjectStore) => void) => {
    const transaction = (await open()).transaction(storeName, 'readwrite');
    work(transaction.objectStore(storeName));
    await indexedDbTransactionDone(transaction);
  };
  const write = async (entry: EditJournalEntry) => {
    await change((store) => store.put(entry));
    tail.forgetUpTo(entry);
  };
  return {
    async read(letterId) {
      const transaction = (await open()).transaction(storeName, 'readonly');
      const written = await indexedDbResult(
        transaction.objectStore(storeName).get(letterId) as IDBRequest<EditJournalEntry | undefined>,
      );
      // What the last page kept as it went and could not write: newer than what it wrote.
      const kept = tail.take(letterId);
      if (!kept || (written && written.updatedAt > kept.updatedAt)) return written;
      await write(kept);
      return kept;
    },
    write,
    async remove(letterId) {
      tail.forget(letterId);
      await change((store) => store.delete(letterId));
    },
    keepNow: (entry) => tail.keep(entry),
  };
}

/**
 * Deletes an edit journal database and the entries its pages kept as they went: an account's
 * unsaved letter text kept on this computer past its retention (issue 31, `keptWorkRetentionDays`
 * in core). The edits are lost for good, so only the retention sweep calls it.
 */
export async function deleteIndexedDbEditJournal(databaseName: string): Promise<void> {
  unwrittenTail(databaseName).forgetAll();
  await indexedDbResult(indexedDB.deleteDatabase(databaseName));
}

/**
 * An entry the page kept as it went away (`pagehide`), in Web Storage, which writes at once: an
 * IndexedDB write started then does not finish for a page being closed, so the last words typed
 * would be lost (as the recording journal's unwritten tail, recorder README "Nothing lost"). One key
 * per database and letter; forgotten once IndexedDB holds an entry as new, or the entry is removed.
 */
function unwrittenTail(databaseName: string) {
  const prefix = `dictation:letter-edits-tail:${databaseName}:`;
  const keyOf = (letterId: number) => `${prefix}${letterId}`;
  const storage = (): Storage | undefined => {
    try {
      return globalThis.localStorage;
    } catch {
      return undefined;
    }
  };
  const forget = (letterId: number) => {
    try {
      storage()?.removeItem(keyOf(letterId));
    } catch {
      // Nothing kept there.
    }
  };
  const peek = (letterId: number): EditJournalEntry | undefined => {
    try {
      const value: unknown = JSON.parse(storage()?.getItem(keyOf(letterId)) ?? 'null');
      return isEntry(value) && value.letterId === letterId ? value : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    keep(entry: EditJournalEntry) {
      try {
        storage()?.setItem(keyOf(entry.letterId), JSON.stringify(entry));
      } catch {
        // Storage full or blocked: the IndexedDB write started with it may still finish.
      }
    },
    take(letterId: number) {
      const kept = peek(letterId);
      forget(letterId);
      return kept;
    },
    forgetUpTo(entry: EditJournalEntry) {
      const kept = peek(entry.letterId);
      if (kept && kept.updatedAt <= entry.updatedAt) forget(entry.letterId);
    },
    forget,
    forgetAll() {
      const store = storage();
      if (store) for (const key of keysWithPrefix(store, prefix)) removeKey(store, key);
    },
  };
}

/** A kept entry that reads as one (another version's, or a damaged one, is dropped). */
function isEntry(value: unknown): value is EditJournalEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    Number.isInteger(entry.letterId) &&
    Number.isInteger(entry.documentId) &&
    typeof entry.baseVersion === 'number' &&
    typeof entry.baseHtml === 'string' &&
    typeof entry.html === 'string' &&
    typeof entry.patchNumber === 'number' &&
    typeof entry.updatedAt === 'number' &&
    (entry.sentHtml === undefined || typeof entry.sentHtml === 'string')
  );
}
