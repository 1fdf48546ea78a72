import type { StorageLike } from '@dictation/core';
import type { JournalFragment, JournalOperation, JournalSession, JournalStorage } from './journalStorage';
import { pageStorage, readStoredJournal, type StoredJournal } from './readStoredJournal';
import { forgetUnwrittenTail, keepUnwrittenTail } from './unwrittenTail';

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
  /**
   * Where `keepUnwritten` puts what the storage has not written yet. @default globalThis.localStorage
   * (none where the page may not use it)
   */
  unwrittenStore?: StorageLike | undefined;
  /**
   * While frames queue behind a slow write, what waits is also kept in `unwrittenStore` this often:
   * a crash runs no pagehide, and under load a write can take seconds. @default 250
   */
  queuedKeepMs?: number;
}

/**
 * One recording's journal: every write reaches the storage in the order it was asked for, so
 * whatever a crash cuts off is only ever the end (the next page never finds a later operation
 * without the one before it). The base alone is written beside that queue once its turn comes:
 * half an hour of audio is tens of megabytes and seconds of writes, which the first Record press
 * on a long letter would otherwise wait for before the microphone opens. Until it is written the
 * session says `base: 'writing'`, and a recovery takes the base from the server, which nothing
 * is uploaded to meanwhile (`storeBase`). The session is kept here and merged with each change;
 * failures are reported instead of thrown, so recording and uploading go on while the user is
 * warned.
 *
 * Consecutive fragment and session writes that wait while the storage is busy are written
 * together in one transaction, with the session as of the last of them: whatever the storage's
 * speed, what waits is at most what arrived during one write, never a growing backlog that a
 * reload would abandon.
 */
export interface RecordingJournal {
  readonly fileName: string;
  readonly storage: JournalStorage;
  /** The session as last changed (or read by `load`). */
  session(): JournalSession;
  /**
   * Reads the stored session and operations (a reload's recovery); `readAhead`: that read, made
   * ahead under the recording's lock (`openRecordingAhead`), taken instead.
   */
  load(readAhead?: Promise<StoredJournal>): Promise<StoredJournal>;
  updateSession(change: SessionChange): Promise<void>;
  appendFragment(fragment: Omit<JournalFragment, 'fileName'>, change: SessionChange): Promise<void>;
  add(operation: JournalOperation): Promise<void>;
  /** The server has applied every operation up to `sequence` (uploads go in order). */
  acknowledge(sequence: number): Promise<void>;
  /**
   * Starts once the writes asked before it are done, and is not waited for by those after it;
   * resolves true once the base is written, false when the storage refused it (reported).
   */
  writeBase(chunks: AsyncIterable<Int16Array>): Promise<boolean>;
  readBase(): AsyncIterable<Int16Array>;
  clear(): Promise<void>;
  /** False once a write has failed. */
  healthy(): boolean;
  /**
   * The page is going away (pagehide): what is queued or being written is kept synchronously, and
   * the next `load` of this recording adds it to the storage first (`unwrittenTail`). Forgotten
   * again if this page's writes catch up after all. (A backlog is kept this way as it lasts too:
   * `queuedKeepMs`.) `captureEnded`: the page sealed a running capture as it went, so with its
   * frames the tail records that it ended there (a reload or a close), not that it was cut off
   * (a crash keeps no tail, and reads as interrupted).
   */
  keepUnwritten(options?: { captureEnded?: boolean }): void;
}

/** A write waiting its turn: fragments and session changes can share one transaction. */
type Write =
  | { kind: 'session'; session: JournalSession; fragment?: JournalFragment; done: () => void }
  | { kind: 'base'; chunks: AsyncIterable<Int16Array>; done: (written: boolean) => void }
  | { kind: 'other'; work: () => Promise<void>; done: () => void };
/** A write as asked for, before it is given its place in the queue. */
type WriteRequest = Write extends infer Each ? (Each extends Write ? Omit<Each, 'done'> : never) : never;

export function createRecordingJournal(
  storage: JournalStorage,
  fileName: string,
  options: RecordingJournalOptions = {},
): RecordingJournal {
  const now = options.now ?? (() => Date.now());
  const unwrittenStore = 'unwrittenStore' in options ? options.unwrittenStore : pageStorage();
  let current: JournalSession = { fileName, capturing: false, nextSequence: 0, updatedAt: 0 };
  let ok = true;
  const waiting: Write[] = [];
  let draining = false;
  /** The fragments of the write under way. */
  let writingFragments: JournalFragment[] = [];
  let tailKept = false;
  let queuedKeep: ReturnType<typeof setTimeout> | undefined;
  /** The base being written beside the queue (settled when none is): whether it was written. */
  let baseWrite: Promise<boolean> = Promise.resolve(true);

  const failed = (error: unknown) => {
    ok = false;
    options.onWriteError?.(error);
  };

  async function drain() {
    if (draining) return;
    draining = true;
    while (waiting.length > 0) {
      const head = waiting[0] as Write;
      if (head.kind === 'base') {
        waiting.shift();
        // Not awaited: the writes after it go on meanwhile. A second base follows the first.
        baseWrite = baseWrite
          .then(() => storage.writeBase(fileName, head.chunks))
          .then(
            () => true,
            (error: unknown) => {
              failed(error);
              return false;
            },
          );
        void baseWrite.then(head.done);
        continue;
      }
      if (head.kind === 'other') {
        waiting.shift();
        await head.work().catch(failed);
        head.done();
        continue;
      }
      // The fragments and session changes at the head, in order, as one write.
      let count = 0;
      while (waiting[count]?.kind === 'session') count += 1;
      const batch = waiting.splice(0, count) as Extract<Write, { kind: 'session' }>[];
      const fragments = batch.flatMap((write) => (write.fragment ? [write.fragment] : []));
      const session = (batch.at(-1) as (typeof batch)[number]).session;
      writingFragments = fragments;
      await (fragments.length > 0
        ? storage.appendFragments(fragments, session)
        : storage.writeSession(session)
      ).catch(failed);
      writingFragments = [];
      for (const write of batch) write.done();
    }
    draining = false;
    clearTimeout(queuedKeep);
    queuedKeep = undefined;
    if (tailKept) {
      // Caught up (after a backlog, a page kept in the back/forward cache, or writes quicker than
      // the unload).
      tailKept = false;
      forgetUnwrittenTail(unwrittenStore, fileName);
    }
  }

  function keepUnwritten(options: { captureEnded?: boolean } = {}) {
    const queued = waiting.flatMap((write) =>
      write.kind === 'session' && write.fragment ? [write.fragment] : [],
    );
    const fragments = [...writingFragments, ...queued];
    if (fragments.length === 0 && !options.captureEnded) return;
    if (options.captureEnded) {
      // Also written the usual way, for a page that stays after all (the back/forward cache).
      void enqueue({ kind: 'session', session: change({ capturing: false }) });
    }
    keepUnwrittenTail(unwrittenStore, { session: current, fragments });
    tailKept = true;
  }

  /** Frames wait behind a write: keep them soon, and again while the backlog lasts. */
  function keepWhileQueued() {
    if (queuedKeep !== undefined || !unwrittenStore) return;
    queuedKeep = setTimeout(() => {
      queuedKeep = undefined;
      keepUnwritten();
      if (draining) keepWhileQueued();
    }, options.queuedKeepMs ?? 250);
  }

  const enqueue = (write: WriteRequest): Promise<void> =>
    new Promise((resolve) => {
      waiting.push({ ...write, done: resolve } as Write);
      if (draining && write.kind === 'session' && write.fragment) keepWhileQueued();
      void drain();
    });
  const change = (patch: SessionChange) => {
    current = { ...current, ...patch, updatedAt: now() };
    return current;
  };

  return {
    fileName,
    storage,
    session: () => current,
    async load(readAhead) {
      const stored = await (readAhead ?? readStoredJournal(storage, fileName, unwrittenStore));
      if (stored.session) current = stored.session;
      return stored;
    },
    updateSession: (patch) => enqueue({ kind: 'session', session: change(patch) }),
    appendFragment: (fragment, patch) =>
      enqueue({ kind: 'session', session: change(patch), fragment: { ...fragment, fileName } }),
    add: (operation) => enqueue({ kind: 'other', work: () => storage.add(operation) }),
    acknowledge(sequence) {
      if (sequence <= (current.acknowledgedThrough ?? -1)) return Promise.resolve();
      return enqueue({ kind: 'session', session: change({ acknowledgedThrough: sequence }) });
    },
    writeBase: (chunks) =>
      new Promise<boolean>((done) => {
        waiting.push({ kind: 'base', chunks, done });
        void drain();
      }),
    readBase: () => storage.readBase(fileName),
    clear: () =>
      enqueue({
        kind: 'other',
        work: async () => {
          // A base still being written would leave its later parts behind the clear.
          await baseWrite;
          forgetUnwrittenTail(unwrittenStore, fileName);
          return storage.clear(fileName);
        },
      }),
    healthy: () => ok,
    keepUnwritten,
  };
}
