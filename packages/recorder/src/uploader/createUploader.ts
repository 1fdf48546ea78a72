import { type PcmTimeline, pcmToBytes, timelineSha256 } from '@dictation/audio';
import { bytesToBase64 } from '@dictation/core';
import type { JournalOperation, JournalSession, JournalStorage } from '../journal/journalStorage';
import { samplesPerMs } from '../pcmUnits';
import { uploadTiming } from '../recordingConstants';
import type { RecorderTransport } from '../transport';
import { byteParts } from './byteParts';

export type UploadState = 'idle' | 'uploading' | 'retrying' | 'verifying' | 'resending' | 'synced';

export interface UploadStatus {
  state: UploadState;
  /** Operations not yet acknowledged by the server. */
  pendingOperations: number;
  /** Consecutive failures; spec 000 section 8: a suspend failure sets an error flag. */
  failures: number;
  lastError?: string;
}

export interface UploaderOptions {
  /** The letter's audioKey. */
  fileName: string;
  transport: RecorderTransport;
  storage: JournalStorage;
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
}

export interface VerifyResult {
  /** The server had different audio and was sent the whole recording. */
  resent: boolean;
  hash: string;
  lengthMs: number;
}

export interface Uploader {
  /** Journals an operation and queues it for the next suspend call. */
  record(operation: JournalOperation): Promise<void>;
  /** Queues operations read back from the journal (recovery after a reload). */
  restore(operations: readonly JournalOperation[]): void;
  /** Sends every queued operation now. Resolves true when the queue is empty. */
  flush(): Promise<boolean>;
  /** Starts the 5 s suspend timer. */
  start(): void;
  /** Stops the timer (queued operations stay journaled). */
  stop(): void;
  /** Sends everything (retrying with back-off until it goes), then checks the hash and re-sends on mismatch. */
  finish(): Promise<VerifyResult>;
  /** Replaces the server's audio with the local audio through `store-with-length`, in parts. */
  storeAll(): Promise<void>;
  /**
   * From a page that is going away: sends the oldest unacknowledged operation with fetch
   * keepalive (bodies are capped at 64 KiB). The rest stays in the journal for recovery.
   * Returns the sequences it tried.
   */
  emergencyStore(): number[];
  /** Journals the unsealed operation still growing (not sent until recorded). */
  checkpoint(operation: JournalOperation): Promise<void>;
  /** Journals the session marker, in order with the operations. */
  writeSession(session: JournalSession): Promise<void>;
  status(): UploadStatus;
  dispose(): void;
}

/** Chromium and the Fetch spec cap the sum of in-flight keepalive bodies at 64 KiB. */
export const keepaliveBudgetBytes = 64 * 1024;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createUploader(options: UploaderOptions): Uploader {
  const { fileName, transport, storage, timeline } = options;
  const retryInitialMs = options.retryInitialMs ?? uploadTiming.retryInitialMs;
  const retryMaximumMs = options.retryMaximumMs ?? uploadTiming.retryMaximumMs;
  const storePartBytes = options.storePartBytes ?? 1_048_576;

  let queue: JournalOperation[] = [];
  let state: UploadState = 'idle';
  let failures = 0;
  let lastError: string | undefined;
  let inFlight: Promise<boolean> | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  // Callers waiting for the next attempt (drain): woken when it starts, whoever starts it.
  let waitingForRetry: (() => void)[] = [];
  let disposed = false;
  // Storage writes run in order, so an acknowledgement never overtakes the add it removes.
  let storageChain: Promise<unknown> = Promise.resolve();
  const inStorageOrder = (work: () => Promise<unknown>) => {
    storageChain = storageChain.then(work, work);
    return storageChain;
  };

  const status = (): UploadStatus => ({
    state,
    pendingOperations: queue.length,
    failures,
    ...(lastError === undefined ? {} : { lastError }),
  });
  const setState = (next: UploadState) => {
    state = next;
    options.onStatus?.(status());
  };
  const retryDelay = () => Math.min(retryMaximumMs, retryInitialMs * 2 ** Math.max(0, failures - 1));
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const untilNextAttempt = () => new Promise<void>((resolve) => waitingForRetry.push(resolve));
  const wakeWaiting = () => {
    const waiting = waitingForRetry;
    waitingForRetry = [];
    for (const wake of waiting) wake();
  };

  const acknowledge = (sequences: readonly number[]) => {
    const done = new Set(sequences);
    queue = queue.filter((operation) => !done.has(operation.sequence));
    void inStorageOrder(() => storage.remove(fileName, sequences)).catch(options.onError);
  };

  const fail = (error: unknown) => {
    failures += 1;
    lastError = errorText(error);
    options.onError?.(error);
    setState('retrying');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void flush(), retryDelay());
  };

  const send = (operation: JournalOperation, keepalive: boolean) =>
    transport.suspend({
      fileName,
      recordMode: operation.recordMode,
      startPosition: operation.startMs,
      endPosition: operation.startMs + operation.pcm.length / samplesPerMs,
      body: pcmToBytes(operation.pcm),
      ...(keepalive ? { keepalive } : {}),
    });

  // One operation per call, never merged: a retried or recovered call must repeat the exact
  // (mode, start, end, body) of the first attempt, or the server's dedupe cannot recognise it.
  const sendQueue = async (): Promise<boolean> => {
    for (let operation = queue[0]; operation && !disposed; operation = queue[0]) {
      setState('uploading');
      try {
        await send(operation, false);
      } catch (error) {
        fail(error);
        return false;
      }
      failures = 0;
      lastError = undefined;
      acknowledge([operation.sequence]);
    }
    setState(queue.length === 0 ? 'idle' : state);
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

  const hashLocal = async () => ({
    hash: await timelineSha256(timeline),
    lengthMs: Math.round(timeline.lengthMs),
  });

  async function storeAll() {
    setState('resending');
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
      };
      part += 1;
      // Parts are appended in order by the server, so a failed part is retried before the next.
      for (;;) {
        try {
          await transport.storeWithLength(request);
          failures = 0;
          break;
        } catch (error) {
          failures += 1;
          lastError = errorText(error);
          options.onError?.(error);
          if (disposed) throw error;
          await sleep(retryDelay());
        }
      }
    }
  }

  const verifyOnce = async () => {
    const local = await hashLocal();
    const answer = await transport.completeSuspendWithLength({
      fileName,
      hash: local.hash,
      length: local.lengthMs,
    });
    return { ...local, match: answer.match };
  };

  return {
    async record(operation) {
      queue.push(operation);
      await inStorageOrder(() => storage.add(operation));
    },
    restore(operations) {
      const known = new Set(queue.map((operation) => operation.sequence));
      queue = [...queue, ...operations.filter((operation) => !known.has(operation.sequence))].sort(
        (a, b) => a.sequence - b.sequence,
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
      await drain();
      setState('verifying');
      const first = await verifyOnce();
      if (first.match) {
        setState('synced');
        return { resent: false, hash: first.hash, lengthMs: first.lengthMs };
      }
      await storeAll();
      setState('verifying');
      const second = await verifyOnce();
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
      // (64 KiB) holds one full operation anyway. A running flush of the same head is deduped.
      const head = queue[0];
      if (!head || head.pcm.byteLength > keepaliveBudgetBytes) return [];
      send(head, true).then(() => acknowledge([head.sequence]), options.onError);
      return [head.sequence];
    },
    checkpoint(operation) {
      return inStorageOrder(() => storage.add(operation)).then(() => undefined);
    },
    writeSession(session) {
      return inStorageOrder(() => storage.writeSession(session)).then(() => undefined);
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
