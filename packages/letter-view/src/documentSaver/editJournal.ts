import { indexedDbResult, indexedDbTransactionDone } from '@dictation/audio';

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
  let database: Promise<IDBDatabase> | undefined;
  const open = () => {
    if (!database) {
      const request = indexedDB.open(options.databaseName ?? 'dictation-letter-edits', 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName, { keyPath: 'letterId' });
      database = indexedDbResult(request);
    }
    return database;
  };
  const write = async (work: (store: IDBObjectStore) => void) => {
    const transaction = (await open()).transaction(storeName, 'readwrite');
    work(transaction.objectStore(storeName));
    await indexedDbTransactionDone(transaction);
  };
  return {
    async read(letterId) {
      const transaction = (await open()).transaction(storeName, 'readonly');
      return indexedDbResult(
        transaction.objectStore(storeName).get(letterId) as IDBRequest<EditJournalEntry | undefined>,
      );
    },
    write: (entry) => write((store) => store.put(entry)),
    remove: (letterId) => write((store) => store.delete(letterId)),
  };
}
