/**
 * A `BlockStore` in IndexedDB, for the browser: a 30-minute recording's sealed blocks live on
 * disk as Blobs instead of on the JS heap. One database for every recording; each timeline writes
 * under its own namespace (a recording file name plus a random part, so two tabs never share one)
 * and deletes it with `clear()`. A page that goes away without clearing (reload, crash) leaves
 * its namespace behind; `sweepIndexedDbBlockStores` deletes the ones no live page holds, told by
 * a Web Lock each store holds while it has blocks.
 */
import { indexedDbResult, indexedDbTransactionDone } from '../indexedDbRequests';
import type { BlockStore } from './blockStore';

const blocksStore = 'blocks';
const namespacesStore = 'namespaces';
const lockPrefix = 'dictation-audio-blocks:';

/** @default database name */
export const defaultBlockDatabase = 'dictation-audio-blocks';

export interface IndexedDbBlockStoreOptions {
  /** Keeps this store's blocks apart from other timelines' (e.g. `${fileName}/${randomUUID()}`). */
  namespace: string;
  /** @default 'dictation-audio-blocks' */
  databaseName?: string;
}

const databases = new Map<string, Promise<IDBDatabase>>();

function openDatabase(name: string): Promise<IDBDatabase> {
  let database = databases.get(name);
  if (!database) {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(blocksStore);
      request.result.createObjectStore(namespacesStore);
    };
    database = indexedDbResult(request);
    databases.set(name, database);
  }
  return database;
}

/** Every block key of one namespace: [namespace, -Infinity] .. [namespace, Infinity]. */
const blocksOf = (namespace: string) => IDBKeyRange.bound([namespace, -Infinity], [namespace, Infinity]);

async function deleteNamespace(databaseName: string, namespace: string): Promise<void> {
  const transaction = (await openDatabase(databaseName)).transaction(
    [blocksStore, namespacesStore],
    'readwrite',
  );
  transaction.objectStore(blocksStore).delete(blocksOf(namespace));
  transaction.objectStore(namespacesStore).delete(namespace);
  await indexedDbTransactionDone(transaction);
}

const locks = () => (globalThis.navigator as Navigator | undefined)?.locks;

/**
 * Holds the namespace's Web Lock until `release` is called, so a sweep in any tab sees that this
 * page still owns it. Resolves once the lock is held (at once without Web Locks).
 */
function holdLock(namespace: string): Promise<() => void> {
  const lockManager = locks();
  if (!lockManager) return Promise.resolve(() => undefined);
  return new Promise((granted) => {
    void lockManager.request(
      lockPrefix + namespace,
      () => new Promise<void>((release) => granted(() => release())),
    );
  });
}

export function createIndexedDbBlockStore({
  namespace,
  databaseName = defaultBlockDatabase,
}: IndexedDbBlockStoreOptions): BlockStore {
  // The lock, then the namespace's entry, before the first block: a sweep never deletes a
  // namespace whose owner is alive.
  let registered: Promise<() => void> | undefined;
  const register = () => {
    registered ??= holdLock(namespace).then(async (release) => {
      const transaction = (await openDatabase(databaseName)).transaction(namespacesStore, 'readwrite');
      transaction.objectStore(namespacesStore).put(Date.now(), namespace);
      await indexedDbTransactionDone(transaction);
      return release;
    });
    return registered;
  };
  const stored = async (id: number) => {
    const transaction = (await openDatabase(databaseName)).transaction(blocksStore, 'readonly');
    const blob = await indexedDbResult<Blob | undefined>(
      transaction.objectStore(blocksStore).get([namespace, id]),
    );
    if (!blob) throw new RangeError(`no block ${id} in ${namespace}`);
    return blob;
  };
  return {
    async put(id, samples) {
      await register();
      const transaction = (await openDatabase(databaseName)).transaction(blocksStore, 'readwrite');
      // A Blob goes to disk with the transaction and never comes back to the heap unless read.
      transaction
        .objectStore(blocksStore)
        .put(new Blob([samples as Int16Array<ArrayBuffer>]), [namespace, id]);
      await indexedDbTransactionDone(transaction);
    },
    async get(id) {
      return new Int16Array(await (await stored(id)).arrayBuffer());
    },
    blob: stored,
    async clear() {
      const release = registered;
      registered = undefined;
      await deleteNamespace(databaseName, namespace);
      (await release)?.();
    },
  };
}

/**
 * Deletes the blocks of every namespace whose page is gone (its Web Lock is free): recordings
 * left by a reload or a crash. Does nothing without Web Locks (it could not tell who is alive).
 */
export async function sweepIndexedDbBlockStores(
  databaseName: string = defaultBlockDatabase,
): Promise<string[]> {
  const lockManager = locks();
  if (!lockManager) return [];
  const transaction = (await openDatabase(databaseName)).transaction(namespacesStore, 'readonly');
  const namespaces = (await indexedDbResult(
    transaction.objectStore(namespacesStore).getAllKeys(),
  )) as string[];
  const swept: string[] = [];
  for (const namespace of namespaces) {
    await lockManager.request(lockPrefix + namespace, { ifAvailable: true }, async (lock) => {
      if (!lock) return;
      await deleteNamespace(databaseName, namespace);
      swept.push(namespace);
    });
  }
  return swept;
}
