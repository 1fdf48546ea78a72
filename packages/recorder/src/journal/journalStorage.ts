import type { RecordMode } from '@dictation/core';

/**
 * One edit of the recording: frames recorded at a position in a mode. The recording is its base
 * (the audio the server held when the journal began) with its operations applied in order, so the
 * same list replayed on the server or locally gives the same audio. Frames are whole ms (a multiple
 * of 16 samples) so ms positions stay exact.
 */
export interface JournalOperation {
  /** The letter's audioKey (the `fileName` of the upload calls). */
  fileName: string;
  /** Order of application, from 0, without gaps. */
  sequence: number;
  /**
   * The uploader's own id for this operation, sent as `operationId`: the server applies an id once,
   * so a retry or a re-send after a reload is harmless (docs/wire-contract.md, Audio).
   */
  operationId: string;
  recordMode: RecordMode;
  /** ms */
  startMs: number;
  pcm: Int16Array;
  /**
   * The recording's length in samples just before it was applied: with the length of the server's
   * audio it tells which operations the server holds when the journal cannot say
   * (`lastHeldByServer`). Absent from operations rebuilt from fragments (never uploaded) and from
   * journals written before it was kept.
   */
  lengthBeforeSamples?: number;
  /**
   * The server has applied it (read from the session's `acknowledgedThrough`). Acknowledged
   * operations stay in the journal: with the base they are the local copy a reload rebuilds the
   * recording from without asking the server.
   */
  acknowledged?: boolean;
}

/**
 * Frames of the operation still being recorded, journaled as they arrive (every capture block,
 * 50 ms in the browser) so a crash loses at most what the capture had not yet delivered. Sealing the
 * operation replaces its fragments.
 */
export interface JournalFragment {
  fileName: string;
  sequence: number;
  /** Order within the operation, from 0. */
  index: number;
  operationId: string;
  recordMode: RecordMode;
  /** ms, where the operation starts */
  startMs: number;
  pcm: Int16Array;
}

/**
 * Where the local copy starts: `stored` when the base audio is in the journal (empty for a new
 * recording), `writing` while it is being written. No operation is uploaded before the base is
 * stored, so a base cut short by a crash is still on the server unchanged.
 */
export type JournalBaseState = 'writing' | 'stored';

/** What survives a reload besides the operations. */
export interface JournalSession {
  fileName: string;
  /** True from record until the capture stopped cleanly and its last frames were journaled. */
  capturing: boolean;
  /** The next sequence number to use. */
  nextSequence: number;
  /** When the session was last written (ms since epoch). */
  updatedAt: number;
  /** Where the cursor was at the last write (ms), restored after a reload. @default 0 */
  cursorMs?: number;
  /** @default undefined (a session of an older journal: no local copy, the server's audio is the base) */
  base?: JournalBaseState;
  /**
   * Every operation up to this sequence has been applied by the server. Operations are uploaded
   * one at a time in order, so what the server has is always a prefix. @default -1
   */
  acknowledgedThrough?: number;
  /**
   * The last operation the base already holds: a base taken from the server, after this page's
   * own could not be stored, has the operations the server had applied. @default -1
   */
  baseThrough?: number;
}

/**
 * Where the recording waits until it is verified on the server and the page is left: IndexedDB in
 * the product; an in-memory implementation for jsdom tests and stories.
 */
export interface JournalStorage {
  /** Adds a sealed operation (one with the same fileName and sequence is replaced) and drops its fragments. */
  add(operation: JournalOperation): Promise<void>;
  /**
   * Adds frames of the growing operation (several deliveries at once when writes queue up) and,
   * in the same write, the session (its cursor).
   */
  appendFragments(fragments: readonly JournalFragment[], session: JournalSession): Promise<void>;
  /**
   * The operations of a recording ordered by sequence, sealed ones and those rebuilt from
   * fragments (the growing operation of a page that went away), `acknowledged` as the session says.
   */
  list(fileName: string): Promise<JournalOperation[]>;
  readSession(fileName: string): Promise<JournalSession | undefined>;
  writeSession(session: JournalSession): Promise<void>;
  /** Replaces the base audio with these chunks (whole samples each). */
  writeBase(fileName: string, chunks: AsyncIterable<Int16Array>): Promise<void>;
  /** The base audio, chunk by chunk, in order. */
  readBase(fileName: string): AsyncIterable<Int16Array>;
  /** Every recording with a session or operations. */
  sessions(): Promise<JournalSession[]>;
  /** Forgets a recording: session, base, operations and fragments. */
  clear(fileName: string): Promise<void>;
  /**
   * This browser's writer id for the server's one-writer rule, the same for every page of this
   * journal (a reload goes on as the same writer).
   */
  writerId(): Promise<string>;
}

/** Rebuilds the operations whose fragments were journaled but which were never sealed. */
export function operationsFromFragments(fragments: readonly JournalFragment[]): JournalOperation[] {
  const bySequence = new Map<number, JournalFragment[]>();
  for (const fragment of fragments) {
    const list = bySequence.get(fragment.sequence) ?? [];
    list.push(fragment);
    bySequence.set(fragment.sequence, list);
  }
  return [...bySequence.values()].map((parts) => {
    parts.sort((a, b) => a.index - b.index);
    const first = parts[0] as JournalFragment;
    const pcm = new Int16Array(parts.reduce((total, part) => total + part.pcm.length, 0));
    let offset = 0;
    for (const part of parts) {
      pcm.set(part.pcm, offset);
      offset += part.pcm.length;
    }
    const { fileName, sequence, operationId, recordMode, startMs } = first;
    return { fileName, sequence, operationId, recordMode, startMs, pcm };
  });
}

/**
 * The operations of a recording: sealed ones win over fragments of the same sequence (a seal that
 * raced a crash), ordered, marked acknowledged up to the session's `acknowledgedThrough`.
 */
export function mergeOperations(
  sealed: readonly JournalOperation[],
  unsealed: readonly JournalOperation[],
  session: Pick<JournalSession, 'acknowledgedThrough'> | undefined,
): JournalOperation[] {
  const known = new Set(sealed.map((operation) => operation.sequence));
  const acknowledgedThrough = session?.acknowledgedThrough ?? -1;
  return [...sealed, ...unsealed.filter((operation) => !known.has(operation.sequence))]
    .sort((a, b) => a.sequence - b.sequence)
    .map((operation) =>
      operation.sequence <= acknowledgedThrough ? { ...operation, acknowledged: true } : operation,
    );
}
