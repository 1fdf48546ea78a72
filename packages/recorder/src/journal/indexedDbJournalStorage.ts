import { indexedDbResult, indexedDbTransactionDone } from '@dictation/audio';
import type { StorageLike } from '@dictation/core';
import { randomId } from '../randomId';
import {
  type JournalFragment,
  type JournalOperation,
  type JournalSession,
  type JournalStorage,
  mergeOperations,
  operationsFromFragments,
} from './journalStorage';
import { takeUnwrittenTail } from './unwrittenTail';

const operationsStore = 'operations';
const sessionsStore = 'sessions';
const fragmentsStore = 'fragments';
const baseStore = 'base';
const metaStore = 'meta';

/** Stored as an ArrayBuffer: structured clone of a view would keep its whole backing buffer. */
type Stored<T extends { pcm: Int16Array }> = Omit<T, 'pcm'> & { pcm: ArrayBuffer };
interface StoredBaseChunk {
  fileName: string;
  index: number;
  pcm: ArrayBuffer;
}

function openDatabase(name: string): Promise<IDBDatabase> {
  // Version 2 adds fragments (the growing operation), the base audio and the writer id; version 1
  // journals keep their operations and sessions (read as sessions without a local copy).
  const request = indexedDB.open(name, 2);
  request.onupgradeneeded = (event) => {
    const database = request.result;
    if (event.oldVersion < 1) {
      database.createObjectStore(operationsStore, { keyPath: ['fileName', 'sequence'] });
      database.createObjectStore(sessionsStore, { keyPath: 'fileName' });
    }
    if (event.oldVersion < 2) {
      database.createObjectStore(fragmentsStore, { keyPath: ['fileName', 'sequence', 'index'] });
      database.createObjectStore(baseStore, { keyPath: ['fileName', 'index'] });
      database.createObjectStore(metaStore, { keyPath: 'key' });
    }
  };
  return indexedDbResult(request);
}

/** Every key of one recording in a store keyed [fileName, ...]. */
function rangeOf(fileName: string): IDBKeyRange {
  return IDBKeyRange.bound([fileName], [fileName, []]);
}

function fragmentsOf(fileName: string, sequence: number): IDBKeyRange {
  return IDBKeyRange.bound([fileName, sequence], [fileName, sequence, []]);
}

const toStored = <T extends { pcm: Int16Array }>(value: T): Stored<T> => ({
  ...value,
  pcm: value.pcm.slice().buffer,
});
const fromStored = <T extends { pcm: Int16Array }>(value: Stored<T>): T =>
  ({ ...value, pcm: new Int16Array(value.pcm) }) as T;

/** Version 1 operations had no id; one derived from the sequence stays the same across reloads. */
const withOperationId = (operation: JournalOperation): JournalOperation =>
  operation.operationId ? operation : { ...operation, operationId: `v1-${operation.sequence}` };

export interface IndexedDbJournalOptions {
  /**
   * Database name. Keep one per signed-in account so journals never cross accounts.
   * @default 'dictation-recorder-journal'
   */
  databaseName?: string;
}

/** The journals' databases open in this page, by name: every storage of one database shares it. */
const openJournals = new Map<string, Promise<IDBDatabase>>();

function openJournal(name: string): Promise<IDBDatabase> {
  let database = openJournals.get(name);
  if (!database) {
    database = openDatabase(name).then((opened) => {
      // The retention sweep deletes the database (`deleteIndexedDbJournal`): let it, and open it
      // afresh when asked again.
      opened.onversionchange = () => {
        opened.close();
        if (openJournals.get(name) === database) openJournals.delete(name);
      };
      return opened;
    });
    // A refused open is asked again by the next storage that needs it.
    database.catch(() => {
      if (openJournals.get(name) === database) openJournals.delete(name);
    });
    openJournals.set(name, database);
  }
  return database;
}

/**
 * Issue 33: opens a journal's database before its recorder starts. A recorder reads its journal
 * before Record is enabled, and opening the database took 0.1 to 0.2 s of a recording page's warm
 * start there, behind the page's first render; opened as the account is known, it is open by then.
 */
export function openJournalAhead(databaseName: string): void {
  openJournal(databaseName).catch(() => {});
}

/** The product's journal: the recording survives reloads and crashes until it is verified and left. */
export function createIndexedDbJournalStorage(options: IndexedDbJournalOptions = {}): JournalStorage {
  const open = () => openJournal(options.databaseName ?? 'dictation-recorder-journal');
  const run = async (stores: string[], mode: IDBTransactionMode, work: (t: IDBTransaction) => void) => {
    const transaction = (await open()).transaction(stores, mode);
    work(transaction);
    await indexedDbTransactionDone(transaction);
  };
  const readSession = async (fileName: string) => {
    const transaction = (await open()).transaction(sessionsStore, 'readonly');
    return indexedDbResult(
      transaction.objectStore(sessionsStore).get(fileName) as IDBRequest<JournalSession | undefined>,
    );
  };
  const getAll = async <T>(store: string, range: IDBKeyRange) => {
    const transaction = (await open()).transaction(store, 'readonly');
    return indexedDbResult(transaction.objectStore(store).getAll(range) as IDBRequest<T[]>);
  };

  return {
    async add(operation) {
      await run([operationsStore, fragmentsStore], 'readwrite', (t) => {
        t.objectStore(operationsStore).put(toStored(operation));
        t.objectStore(fragmentsStore).delete(fragmentsOf(operation.fileName, operation.sequence));
      });
    },
    async appendFragments(fragments, session) {
      await run([fragmentsStore, sessionsStore], 'readwrite', (t) => {
        for (const fragment of fragments) t.objectStore(fragmentsStore).put(toStored(fragment));
        t.objectStore(sessionsStore).put(session);
      });
    },
    async list(fileName) {
      const [sealed, fragments, session] = await Promise.all([
        getAll<Stored<JournalOperation>>(operationsStore, rangeOf(fileName)),
        getAll<Stored<JournalFragment>>(fragmentsStore, rangeOf(fileName)),
        readSession(fileName),
      ]);
      return mergeOperations(
        sealed.map((operation) => withOperationId(fromStored(operation))),
        operationsFromFragments(fragments.map(fromStored)),
        session,
      );
    },
    readSession,
    async writeSession(session) {
      await run([sessionsStore], 'readwrite', (t) => t.objectStore(sessionsStore).put(session));
    },
    async writeBase(fileName, chunks) {
      await run([baseStore], 'readwrite', (t) => t.objectStore(baseStore).delete(rangeOf(fileName)));
      let index = 0;
      // One transaction per chunk: a long base never holds the whole recording in one write.
      for await (const pcm of chunks) {
        const chunk: StoredBaseChunk = { fileName, index, pcm: pcm.slice().buffer };
        index += 1;
        await run([baseStore], 'readwrite', (t) => t.objectStore(baseStore).put(chunk));
      }
    },
    async *readBase(fileName) {
      for (let index = 0; ; index += 1) {
        const transaction = (await open()).transaction(baseStore, 'readonly');
        const chunk = await indexedDbResult(
          transaction.objectStore(baseStore).get([fileName, index]) as IDBRequest<
            StoredBaseChunk | undefined
          >,
        );
        if (!chunk) return;
        yield new Int16Array(chunk.pcm);
      }
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
      await run([operationsStore, sessionsStore, fragmentsStore, baseStore], 'readwrite', (t) => {
        t.objectStore(operationsStore).delete(rangeOf(fileName));
        t.objectStore(fragmentsStore).delete(rangeOf(fileName));
        t.objectStore(baseStore).delete(rangeOf(fileName));
        t.objectStore(sessionsStore).delete(fileName);
      });
    },
    async writerId() {
      let id = '';
      await run([metaStore], 'readwrite', (t) => {
        const store = t.objectStore(metaStore);
        const request = store.get('writerId') as IDBRequest<{ key: string; value: string } | undefined>;
        request.onsuccess = () => {
          id = request.result?.value ?? randomId();
          if (!request.result) store.put({ key: 'writerId', value: id });
        };
      });
      return id;
    },
  };
}

/**
 * Deletes a journal database and the unwritten tails of its recordings: an account's work kept
 * on this computer past its retention (issue 31, `keptWorkRetentionDays` in core). The recordings
 * are lost for good, so only the retention sweep calls it.
 */
export async function deleteIndexedDbJournal(
  databaseName: string,
  tails: StorageLike | undefined = globalThis.localStorage,
): Promise<void> {
  const database = await openDatabase(databaseName);
  const transaction = database.transaction(sessionsStore, 'readonly');
  const fileNames = await indexedDbResult(transaction.objectStore(sessionsStore).getAllKeys());
  for (const fileName of fileNames) takeUnwrittenTail(tails, String(fileName));
  database.close();
  await indexedDbResult(indexedDB.deleteDatabase(databaseName));
}
