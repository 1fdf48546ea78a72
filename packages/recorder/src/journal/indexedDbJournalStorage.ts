import { indexedDbResult, indexedDbTransactionDone } from '@dictation/audio';
import type { JournalOperation, JournalSession, JournalStorage } from './journalStorage';

const operationsStore = 'operations';
const sessionsStore = 'sessions';

interface StoredOperation extends Omit<JournalOperation, 'pcm'> {
  /** Stored as an ArrayBuffer: structured clone of a view would keep its whole backing buffer. */
  pcm: ArrayBuffer;
}

function openDatabase(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, 1);
  request.onupgradeneeded = () => {
    const database = request.result;
    database.createObjectStore(operationsStore, { keyPath: ['fileName', 'sequence'] });
    database.createObjectStore(sessionsStore, { keyPath: 'fileName' });
  };
  return indexedDbResult(request);
}

/** Every key of one recording: [fileName, -Infinity] .. [fileName, Infinity]. */
function rangeOf(fileName: string): IDBKeyRange {
  return IDBKeyRange.bound([fileName, -Infinity], [fileName, Infinity]);
}

export interface IndexedDbJournalOptions {
  /**
   * Database name. Keep one per signed-in account so journals never cross accounts.
   * @default 'dictation-recorder-journal'
   */
  databaseName?: string;
}

/** The product's journal: operations survive reloads and crashes until the server has them. */
export function createIndexedDbJournalStorage(options: IndexedDbJournalOptions = {}): JournalStorage {
  let database: Promise<IDBDatabase> | undefined;
  const open = () => {
    database ??= openDatabase(options.databaseName ?? 'dictation-recorder-journal');
    return database;
  };
  const run = async (stores: string[], mode: IDBTransactionMode, work: (t: IDBTransaction) => void) => {
    const transaction = (await open()).transaction(stores, mode);
    work(transaction);
    await indexedDbTransactionDone(transaction);
  };
  return {
    async add(operation) {
      const stored: StoredOperation = { ...operation, pcm: operation.pcm.slice().buffer };
      await run([operationsStore], 'readwrite', (t) => t.objectStore(operationsStore).put(stored));
    },
    async remove(fileName, sequences) {
      await run([operationsStore], 'readwrite', (t) => {
        for (const sequence of sequences) t.objectStore(operationsStore).delete([fileName, sequence]);
      });
    },
    async list(fileName) {
      const transaction = (await open()).transaction(operationsStore, 'readonly');
      const stored = await indexedDbResult(
        transaction.objectStore(operationsStore).getAll(rangeOf(fileName)) as IDBRequest<StoredOperation[]>,
      );
      // Keys sort by [fileName, sequence], so getAll already returns application order.
      return stored.map((operation) => ({ ...operation, pcm: new Int16Array(operation.pcm) }));
    },
    async readSession(fileName) {
      const transaction = (await open()).transaction(sessionsStore, 'readonly');
      return indexedDbResult(
        transaction.objectStore(sessionsStore).get(fileName) as IDBRequest<JournalSession | undefined>,
      );
    },
    async writeSession(session) {
      await run([sessionsStore], 'readwrite', (t) => t.objectStore(sessionsStore).put(session));
    },
    async sessions() {
      const transaction = (await open()).transaction([sessionsStore, operationsStore], 'readonly');
      const [sessions, keys] = await Promise.all([
        indexedDbResult(transaction.objectStore(sessionsStore).getAll() as IDBRequest<JournalSession[]>),
        indexedDbResult(transaction.objectStore(operationsStore).getAllKeys()),
      ]);
      const known = new Set(sessions.map((s) => s.fileName));
      for (const key of keys) {
        const fileName = (key as [string, number])[0];
        if (known.has(fileName)) continue;
        known.add(fileName);
        sessions.push({ fileName, capturing: false, nextSequence: 0, updatedAt: 0 });
      }
      return sessions;
    },
    async clear(fileName) {
      await run([operationsStore, sessionsStore], 'readwrite', (t) => {
        t.objectStore(operationsStore).delete(rangeOf(fileName));
        t.objectStore(sessionsStore).delete(fileName);
      });
    },
  };
}
