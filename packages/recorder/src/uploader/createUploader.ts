import {
  type PcmTimeline,
  pcmToBytes,
  SAMPLES_PER_MS as samplesPerMs,
  timelineSha256,
} from '@dictation/audio';
import { bytesToBase64, isApiError } from '@dictation/core';
import type { RecordingJournal } from '../journal/createRecordingJournal';
import type { JournalOperation } from '../journal/journalStorage';
import { randomId } from '../randomId';
import { uploadTiming } from '../recordingConstants';
import type { RecorderUploadAdapter } from '../uploadAdapter';
import { byteParts } from './byteParts';

export type UploadState = 'idle' | 'uploading' | 'retrying' | 'verifying' | 'resending' | 'synced';

export interface UploadStatus {
  state: UploadState;
  /** Operations not yet acknowledged by the server. */
  pendingOperations: number;
  /** The audio they carry, ms (a sign-out with unsent work says how much: issue 31). */
  pendingMs: number;
  /** Consecutive failures; spec 000 section 8: a suspend failure sets an error flag. */
  failures: number;
  lastError?: string;
}

export interface UploaderOptions {
  uploadAdapter: RecorderUploadAdapter;
  /** Marks acknowledged operations (the writer journals them). */
  journal: RecordingJournal;
  /** This browser's writer id (docs/wire-contract.md, Audio: one writer per recording). */
  writerId: () => Promise<string>;
  /** The local audio (same edits as the server), for the hash check and the full re-send. */
  timeline: PcmTimeline;
  /** @default 1000 */
  retryInitialMs?: number;
  /** @default 30000 */
  retryMaximumMs?: number;
  /** Raw bytes per `store-with-length` part (sent as base64). @default 1048576 */
  storePartBytes?: number;
  onStatus?: (status: UploadStatus) => void;
  /** Spec 000 section 8: failures are logged. */
  onError?: (error: unknown) => void;
  /** The server refused a write because another window or computer is writing this recording. */
  onWriterConflict?: () => void;
  /**
   * Frames are being captured into an operation not yet sealed: a full re-send now would send them
   * twice (in the re-send, then in their operation). @default () => false
   */
  isCapturing?: () => boolean;
}

export interface VerifyResult {
  /** The server had different audio and was sent the whole recording. */
  resent: boolean;
  hash: string;
  lengthMs: number;
}

export interface Uploader {
  /** Queues a sealed (already journaled) operation for the next suspend call. */
  record(operation: JournalOperation): void;
  /** Queues operations read back from the journal (recovery after a reload). */
  restore(operations: readonly JournalOperation[]): void;
  /**
   * Nothing is sent before `ready` settles: the journal's base audio must be stored first, so a
   * crash while writing it leaves the server's audio as the base (see createRecorder).
   */
  holdUntil(ready: Promise<unknown>): void;
  /** Sends every queued operation now. Resolves true when the queue is empty. */
  flush(): Promise<boolean>;
  /** Starts the 5 s suspend timer. */
  start(): void;
  /** Stops the timer (queued operations stay journaled). */
  stop(): void;
  /**
   * Sends everything, then checks the hash (each retried with back-off until it goes) and re-sends
   * on mismatch.
   */
  finish(): Promise<VerifyResult>;
  /** Replaces the server's audio with the local audio through `store-with-length`, in parts. */
  storeAll(): Promise<void>;
  /**
   * From a page that is going away: sends the oldest unacknowledged operation with fetch
   * keepalive (bodies are capped at 64 KiB). The rest stays in the journal for recovery.
   * Returns the sequences it tried.
   */
  emergencyStore(): number[];
  status(): UploadStatus;
  dispose(): void;
}

/** Chromium and the Fetch spec cap the sum of in-flight keepalive bodies at 64 KiB. */
export const keepaliveBudgetBytes = 64 * 1024;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** 409: another writer holds the recording, or a re-send was interrupted (wire contract, Audio). */
const isConflict = (error: unknown) =>
  isApiError(error, 'conflict') || (error as { status?: unknown } | null)?.status === 409;

export function createUploader(options: UploaderOptions): Uploader {
  const { uploadAdapter, journal, timeline } = options;
  const fileName = journal.fileName;
  const retryInitialMs = options.retryInitialMs ?? uploadTiming.retryInitialMs;
  const retryMaximumMs = options.retryMaximumMs ?? uploadTiming.retryMaximumMs;
  const storePartBytes = options.storePartBytes ?? 1_048_576;

  let queue: JournalOperation[] = [];
  let ready: Promise<unknown> = Promise.resolve();
  let state: UploadState = 'idle';
  let failures = 0;
  let lastError: string | undefined;
  let inFlight: Promise<boolean> | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  // Callers waiting for the next attempt (drain): woken when it starts, whoever starts it.
  let waitingForRetry: (() => void)[] = [];
  let disposed = false;
  // Told once per streak of refusals, not once per retry.
  let conflictTold = false;
  /**
   * The server refused an operation outright (400: its audio no longer fits this one, e.g. after
   * an earlier operation was lost on its side), or its hash differs from the local audio's. The
   * cure is the whole local audio, once nothing is being captured; the operations it contains are
   * then acknowledged.
   */
  let diverged = false;

  const status = (): UploadStatus => ({
    state,
    pendingOperations: queue.length,
    pendingMs: Math.ceil(
      queue.reduce((samples, operation) => samples + operation.pcm.length, 0) / samplesPerMs,
    ),
    failures,
    ...(lastError === undefined ? {} : { lastError }),
  });
  const tell = () => options.onStatus?.(status());
  const setState = (next: UploadState) => {
    state = next;
    tell();
  };
  const retryDelay = () => Math.min(retryMaximumMs, retryInitialMs * 2 ** Math.max(0, failures - 1));
  const untilNextAttempt = () => new Promise<void>((resolve) => waitingForRetry.push(resolve));
  const wakeWaiting = () => {
    const waiting = waitingForRetry;
    waitingForRetry = [];
    for (const wake of waiting) wake();
  };
  /**
   * The back-off of a re-send's failed part, cut short when the next attempt is asked for
   * (`flush`: a stop, Complete, the chunk timer). Slept out, a re-send that failed while the
   * network was gone waited up to 30 s after it came back and the user stopped.
   */
  const backOff = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, retryDelay());
      waitingForRetry.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  const succeeded = () => {
    failures = 0;
    lastError = undefined;
    conflictTold = false;
  };
  /** `interruptedUpload`: a 409 on a later part of a re-send means the upload was lost, not another writer. */
  const failed = (error: unknown, interruptedUpload = false) => {
    failures += 1;
    lastError = errorText(error);
    options.onError?.(error);
    if (isConflict(error) && !interruptedUpload && !conflictTold) {
      conflictTold = true;
      options.onWriterConflict?.();
    }
  };

  const acknowledge = (sequences: readonly number[]) => {
    const done = new Set(sequences);
    queue = queue.filter((operation) => !done.has(operation.sequence));
    void journal.acknowledge(Math.max(...sequences));
  };

  /** The next attempt, after the back-off (a `flush` asked for sooner replaces it). */
  const scheduleRetry = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void flush(), retryDelay());
  };

  const fail = (error: unknown) => {
    failed(error);
    setState('retrying');
    scheduleRetry();
  };

  // Known after the first call; a page that is going away sends without waiting for it.
  let writer: string | undefined;
  const writerId = async () => {
    writer ??= await options.writerId();
    return writer;
  };
  const suspendRequest = (operation: JournalOperation, writerId: string, keepalive: boolean) => ({
    fileName,
    recordMode: operation.recordMode,
    startPosition: operation.startMs,
    endPosition: operation.startMs + operation.pcm.length / samplesPerMs,
    body: pcmToBytes(operation.pcm),
    operationId: operation.operationId,
    writerId,
    ...(keepalive ? { keepalive } : {}),
  });
  void writerId().catch((error: unknown) => options.onError?.(error));
  const send = async (operation: JournalOperation) =>
    uploadAdapter.suspend(suspendRequest(operation, await writerId(), false));

  // One operation per call, in order, never merged: a retry or a re-send after a reload repeats
  // the operation's id, which the server applies once.
  const resync = async (): Promise<boolean> => {
    if (options.isCapturing?.()) return false;
    const contained = queue.map((operation) => operation.sequence);
    try {
      await storeAll();
    } catch (error) {
      fail(error);
      return false;
    }
    diverged = false;
    if (contained.length > 0) acknowledge(contained);
    return true;
  };

  const sendQueue = async (): Promise<boolean> => {
    await ready;
    if (diverged && !(await resync())) return false;
    let sent = false;
    for (let operation = queue[0]; operation && !disposed; operation = queue[0]) {
      sent = true;
      setState('uploading');
      try {
        await send(operation);
      } catch (error) {
        if (isApiError(error, 'http') && error.detail.status === 400) diverged = true;
        fail(error);
        return false;
      }
      succeeded();
      acknowledge([operation.sequence]);
    }
    // A flush with nothing to send (a pagehide, a timer) leaves 'Audio saved' as it was: the
    // saved state stays until the audio changes.
    if (sent) setState(queue.length === 0 ? 'idle' : state);
    return queue.length === 0;
  };

  function flush(): Promise<boolean> {
    clearTimeout(retryTimer);
    wakeWaiting();
    inFlight ??= sendQueue().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  // Waits for the retry that `fail` scheduled (or an earlier flush) instead of sleeping on its
  // own: a second timer would send again as soon as a quick failure ended, defeating the back-off.
  const drain = async () => {
    while (!(await flush())) {
      if (disposed) throw new Error('Uploader disposed before the audio was stored');
      await untilNextAttempt();
    }
  };

  /**
   * The local audio's hash, kept until an operation is recorded (every change of the local audio
   * is one): a check retried every few seconds while the network is down would otherwise read and
   * hash a long recording's whole audio each time, on a hospital's old PC.
   */
  let recorded = 0;
  let lastHash: { recorded: number; hash: string; lengthMs: number } | undefined;
  const hashLocal = async () => {
    if (lastHash?.recorded !== recorded) {
      // Counted and measured before hashing: an operation recorded meanwhile hashes again next time.
      const at = { recorded, lengthMs: Math.round(timeline.lengthMs) };
      lastHash = { ...at, hash: await timelineSha256(timeline) };
    }
    return { hash: lastHash.hash, lengthMs: lastHash.lengthMs };
  };

  /** One full re-send under a new upload id; false when the server says it was interrupted. */
  async function storeOnce(): Promise<boolean> {
    const uploadId = randomId();
    const storeWriter = await writerId();
    // Length and audio from the same moment: readChunks reads the timeline as it is now.
    const lengthMs = Math.round(timeline.lengthMs);
    const partCount = Math.max(1, Math.ceil((timeline.lengthSamples * 2) / storePartBytes));
    let part = 0;
    // Part by part, reading blocks that left memory as they are needed.
    for await (const bytes of byteParts(timeline.readChunks(), storePartBytes)) {
      const request = {
        fileName,
        audioKey: fileName,
        isLastPart: part === partCount - 1,
        length: lengthMs,
        body: bytesToBase64(bytes),
        uploadId,
        part,
        writerId: storeWriter,
      };
      part += 1;
      // Parts are appended in order by the server, so a failed part is retried before the next;
      // a repeat of a part the server already has is harmless (same upload id and index).
      for (;;) {
        try {
          await uploadAdapter.storeWithLength(request);
          succeeded();
          break;
        } catch (error) {
          // The server no longer has this upload (e.g. another re-send replaced it): start over.
          const interrupted = isConflict(error) && request.part > 0;
          failed(error, interrupted);
          if (disposed) throw error;
          await backOff();
          if (interrupted) return false;
        }
      }
    }
    return true;
  }

  async function storeAll() {
    setState('resending');
    while (!(await storeOnce())) {
      if (disposed) throw new Error('Uploader disposed before the audio was stored');
    }
  }

  const verifyOnce = async () => {
    const local = await hashLocal();
    const answer = await uploadAdapter.completeSuspendWithLength({
      fileName,
      hash: local.hash,
      length: local.lengthMs,
    });
    return { ...local, match: answer.match };
  };

  /**
   * Sends what waits, then asks for the hash check until the server answers, with the uploads'
   * back-off: a check lost on the network once left the status on 'verifying' (no upload text at
   * all) and the audio unconfirmed until Complete. Like a failed upload, the retry comes at once
   * when asked for (`flush`: a stop, Complete). A retry that finds a new recording under way waits
   * for its stop, whose own verification is this one (createRecorder shares it).
   */
  const verifyUntilAnswered = async () => {
    for (;;) {
      await drain();
      if (options.isCapturing?.()) {
        scheduleRetry();
      } else {
        setState('verifying');
        try {
          const result = await verifyOnce();
          succeeded();
          return result;
        } catch (error) {
          fail(error);
        }
      }
      await untilNextAttempt();
      if (disposed) throw new Error('Uploader disposed before the audio was verified');
    }
  };

  return {
    // Told at once: what waits is what a sign-out asks about (issue 31), before any send is tried.
    record(operation) {
      recorded += 1;
      queue.push(operation);
      tell();
    },
    restore(operations) {
      recorded += 1;
      const known = new Set(queue.map((operation) => operation.sequence));
      queue = [...queue, ...operations.filter((operation) => !known.has(operation.sequence))].sort(
        (a, b) => a.sequence - b.sequence,
      );
      tell();
    },
    holdUntil(next) {
      // A failed base write is reported by the journal; uploading must still go on.
      ready = next.then(
        () => undefined,
        () => undefined,
      );
    },
    flush,
    start() {
      clearInterval(interval);
      interval = setInterval(() => void flush(), uploadTiming.chunkIntervalMs);
    },
    stop() {
      clearInterval(interval);
      interval = undefined;
    },
    async finish() {
      const first = await verifyUntilAnswered();
      if (first.match) {
        setState('synced');
        return { resent: false, hash: first.hash, lengthMs: first.lengthMs };
      }
      // The whole audio, sent as a flush sends it (`resync`): once nothing is captured, and never
      // beside the operations recorded meanwhile, which its last part would overwrite on the
      // server after they were acknowledged (the second check then failed for good).
      diverged = true;
      const second = await verifyUntilAnswered();
      if (!second.match) {
        lastError = 'The server audio differs from the local audio after a full re-send';
        setState('retrying');
        throw new Error(lastError);
      }
      setState('synced');
      return { resent: true, hash: second.hash, lengthMs: second.lengthMs };
    },
    async storeAll() {
      await drain();
      await storeAll();
      setState('synced');
    },
    emergencyStore() {
      // Only the head: parallel keepalive requests may arrive out of order, and the budget
      // (64 KiB) holds one full operation anyway. A running flush of the same head is harmless:
      // the server applies an operation id once.
      const head = queue[0];
      if (!head || writer === undefined || head.pcm.byteLength > keepaliveBudgetBytes) return [];
      uploadAdapter
        .suspend(suspendRequest(head, writer, true))
        .then(() => acknowledge([head.sequence]), options.onError);
      return [head.sequence];
    },
    status,
    dispose() {
      disposed = true;
      clearInterval(interval);
      clearTimeout(retryTimer);
      wakeWaiting();
    },
  };
}
