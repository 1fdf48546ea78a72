import type { RecordMode } from '../transport';

/**
 * One edit of the recording: frames recorded at a position in a mode. The recording is the
 * ordered application of its operations, so the same list replayed on the server or locally gives
 * the same audio. Frames are whole ms (a multiple of 16 samples) so ms positions stay exact.
 */
export interface JournalOperation {
  /** The letter's audioKey (the `fileName` of the upload calls). */
  fileName: string;
  /** Order of application, from 0, without gaps. */
  sequence: number;
  recordMode: RecordMode;
  /** ms */
  startMs: number;
  pcm: Int16Array;
}

/** What survives a reload besides the operations. */
export interface JournalSession {
  fileName: string;
  /** True from record until the capture stopped cleanly and its last frames were journaled. */
  capturing: boolean;
  /** The next sequence number to use. */
  nextSequence: number;
  /** When the session was last written (ms since epoch), for picking the latest on recovery. */
  updatedAt: number;
}

/**
 * Where operations wait until the server acknowledges them. IndexedDB in the product; an
 * in-memory implementation for jsdom tests and stories.
 */
export interface JournalStorage {
  /** Adds an operation; one with the same fileName and sequence is replaced. */
  add(operation: JournalOperation): Promise<void>;
  /** Drops acknowledged operations. */
  remove(fileName: string, sequences: readonly number[]): Promise<void>;
  /** The operations of a recording, ordered by sequence. */
  list(fileName: string): Promise<JournalOperation[]>;
  readSession(fileName: string): Promise<JournalSession | undefined>;
  writeSession(session: JournalSession): Promise<void>;
  /** Every recording with a session or operations. */
  sessions(): Promise<JournalSession[]>;
  /** Forgets a recording (after it is verified on the server or deleted). */
  clear(fileName: string): Promise<void>;
}
