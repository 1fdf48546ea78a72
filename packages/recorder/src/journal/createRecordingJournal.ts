import type { JournalFragment, JournalOperation, JournalSession, JournalStorage } from './journalStorage';

/** The session fields a recording changes as it goes. */
export type SessionChange = Partial<Omit<JournalSession, 'fileName' | 'updatedAt'>>;

export interface RecordingJournalOptions {
  /**
   * A write failed (storage full, IndexedDB gone, a private window): the audio is still in memory
   * and being uploaded, but a reload or a crash now would lose it, so the user must be told.
   */
  onWriteError?: (error: unknown) => void;
  /** @default () => Date.now() */
  now?: () => number;
}

/**
 * One recording's journal: every write in the order it was asked for (a fragment never lands
 * after its operation was sealed), the session kept here and merged with each change, and
 * failures reported instead of thrown, so recording and uploading go on while the user is warned.
 *
 * Deliveries that arrive while a write is running are written together in the next one, and
 * acknowledgements are a number in the session: whatever the storage's speed, what is waiting to
 * be written is at most what arrived during one write, never a growing backlog that a reload would
 * abandon.
 */
export interface RecordingJournal {
  readonly fileName: string;
  readonly storage: JournalStorage;
  /** The session as last changed (or read by `load`). */
  session(): JournalSession;
  /** Reads the stored session and operations (a reload's recovery). */
  load(): Promise<{ session: JournalSession | undefined; operations: JournalOperation[] }>;
  updateSession(change: SessionChange): Promise<void>;
  appendFragment(fragment: Omit<JournalFragment, 'fileName'>, change: SessionChange): Promise<void>;
  add(operation: JournalOperation): Promise<void>;
  /** The server has applied every operation up to `sequence` (uploads go in order). */
  acknowledge(sequence: number): Promise<void>;
  writeBase(chunks: AsyncIterable<Int16Array>): Promise<void>;
  readBase(): AsyncIterable<Int16Array>;
  clear(): Promise<void>;
  /** False once a write has failed. */
  healthy(): boolean;
}

export function createRecordingJournal(
  storage: JournalStorage,
  fileName: string,
  options: RecordingJournalOptions = {},
): RecordingJournal {
  const now = options.now ?? (() => Date.now());
  let current: JournalSession = { fileName, capturing: false, nextSequence: 0, updatedAt: 0 };
  let ok = true;
  let chain: Promise<void> = Promise.resolve();
  const inOrder = (work: () => Promise<void>): Promise<void> => {
    chain = chain.then(work).catch((error: unknown) => {
      ok = false;
      options.onWriteError?.(error);
    });
    return chain;
  };
  const change = (patch: SessionChange) => {
    current = { ...current, ...patch, updatedAt: now() };
  };

  // Fragments (and session changes) waiting for the write queued at the end of the chain; the
  // write takes everything that arrived until it starts.
  let waiting: JournalFragment[] | undefined;
  let waitingWrite: Promise<void> | undefined;
  const writeWaiting = (): Promise<void> => {
    if (waitingWrite) return waitingWrite;
    waiting = [];
    waitingWrite = inOrder(() => {
      const fragments = waiting ?? [];
      waiting = undefined;
      waitingWrite = undefined;
      return fragments.length > 0
        ? storage.appendFragments(fragments, current)
        : storage.writeSession(current);
    });
    return waitingWrite;
  };
  /** Any other write: first what is waiting, so the order asked for is kept. */
  const after = (work: () => Promise<void>) => {
    waitingWrite = undefined;
    const fragments = waiting;
    waiting = undefined;
    if (fragments && fragments.length > 0) {
      const session = current;
      inOrder(() => storage.appendFragments(fragments, session));
    }
    return inOrder(work);
  };

  return {
    fileName,
    storage,
    session: () => current,
    async load() {
      const [session, operations] = await Promise.all([
        storage.readSession(fileName),
        storage.list(fileName),
      ]);
      if (session) current = session;
      return { session, operations };
    },
    updateSession(patch) {
      change(patch);
      return writeWaiting();
    },
    appendFragment(fragment, patch) {
      change(patch);
      const write = writeWaiting();
      waiting?.push({ ...fragment, fileName });
      return write;
    },
    add: (operation) => after(() => storage.add(operation)),
    acknowledge(sequence) {
      if (sequence <= (current.acknowledgedThrough ?? -1)) return chain;
      change({ acknowledgedThrough: sequence });
      return writeWaiting();
    },
    writeBase: (chunks) => after(() => storage.writeBase(fileName, chunks)),
    readBase: () => storage.readBase(fileName),
    clear: () => after(() => storage.clear(fileName)),
    healthy: () => ok,
  };
}
