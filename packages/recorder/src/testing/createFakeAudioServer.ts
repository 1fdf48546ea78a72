import {
  bytesToPcm,
  encodeWav,
  PcmTimeline,
  pcmToBytes,
  SAMPLES_PER_MS as samplesPerMs,
  timelineSha256,
} from '@dictation/audio';
import { ApiError, base64ToBytes, bytesToBase64 } from '@dictation/core';
import type { RecorderUploadAdapter, StoreWithLengthRequest, SuspendRequest } from '../uploadAdapter';

export interface FakeAudioServer extends RecorderUploadAdapter {
  /** The server's audio per fileName. */
  audio(fileName: string): PcmTimeline;
  /** Every suspend call received, applied or not. */
  readonly suspendCalls: Omit<SuspendRequest, 'body'>[];
  readonly storeCalls: Omit<StoreWithLengthRequest, 'body'>[];
  /** The next `count` calls fail before reaching the audio (a network error). */
  failNext(count: number): void;
  /** The next `count` suspend calls are applied but their answer is lost. */
  loseAnswers(count: number): void;
  /** Changes the server audio behind the client's back (to force a hash mismatch). */
  corrupt(fileName: string): void;
  /** Loses the end of the server audio (an operation lost on the server's side). */
  truncate(fileName: string, lengthMs: number): void;
  /** Another writer (another computer) writes to `fileName` now: this client's writes get 409 for the lease. */
  otherWriter(fileName: string): void;
  /** Serves `stream`/`stream-mp3` for an audio record id. */
  publish(
    audioRecordId: number,
    fileName: string,
    mp3?: { isMp3Available: boolean; isMp3Failed: boolean },
  ): void;
}

export interface FakeAudioServerOptions {
  /** How long the last writer of a recording keeps it (wire contract: one writer at a time). @default 60000 */
  writerLeaseMs?: number;
}

/**
 * The server's hash of its audio: in a browser with Web Crypto's native digest over one copy of
 * the audio (the portable SHA-256 took about 2 s for a half-hour letter, on top of the client's
 * own), else `timelineSha256` (node:crypto in Node). The same digest either way.
 */
async function serverSha256(timeline: PcmTimeline): Promise<string> {
  const inNode = (globalThis as { process?: { getBuiltinModule?: unknown } }).process?.getBuiltinModule;
  const subtle = globalThis.crypto?.subtle;
  if (inNode || !subtle) return timelineSha256(timeline);
  // A view of the fresh copy `read` makes (an ArrayBuffer, never shared).
  const bytes = pcmToBytes(timeline.read(0)) as Uint8Array<ArrayBuffer>;
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const conflict = (text: string) =>
  new ApiError({ kind: 'conflict', status: 409, body: text }, 'Conflict', 'audio.suspend');

/**
 * An in-memory server that follows docs/wire-contract.md (audio section) on the same
 * `PcmTimeline` the sandbox uses: suspend applies insert/overwrite in ms once per operation id,
 * store-with-length collects the parts of one upload id, and one writer per recording is allowed
 * at a time (time from `Date.now`, so fake timers drive the lease).
 */
export function createFakeAudioServer(options: FakeAudioServerOptions = {}): FakeAudioServer {
  const writerLeaseMs = options.writerLeaseMs ?? 60_000;
  const audios = new Map<string, PcmTimeline>();
  const applied = new Set<string>();
  const uploads = new Map<string, { uploadId: string; parts: Uint8Array[] }>();
  const writers = new Map<string, { writerId: string; at: number }>();
  const published = new Map<
    number,
    { fileName: string; mp3: { isMp3Available: boolean; isMp3Failed: boolean } }
  >();
  const suspendCalls: Omit<SuspendRequest, 'body'>[] = [];
  const storeCalls: Omit<StoreWithLengthRequest, 'body'>[] = [];
  let failures = 0;
  let lostAnswers = 0;

  const audio = (fileName: string) => {
    let timeline = audios.get(fileName);
    if (!timeline) {
      timeline = new PcmTimeline();
      audios.set(fileName, timeline);
    }
    return timeline;
  };
  const network = async () => {
    await Promise.resolve();
    if (failures > 0) {
      failures -= 1;
      throw new TypeError('Failed to fetch');
    }
  };
  const lengthMs = (timeline: PcmTimeline) => Math.round(timeline.lengthMs);
  const claim = (fileName: string, writerId: string) => {
    const last = writers.get(fileName);
    if (last && last.writerId !== writerId && Date.now() - last.at < writerLeaseMs)
      throw conflict('This recording is being made in another window or on another computer.');
    writers.set(fileName, { writerId, at: Date.now() });
  };
  const wavOf = (audioRecordId: number) => {
    const entry = published.get(audioRecordId);
    if (!entry) throw new Error('Not Found');
    return bytesToBase64(encodeWav(audio(entry.fileName).read(0), { sampleRate: 16000, channels: 1 }));
  };

  return {
    audio,
    suspendCalls,
    storeCalls,
    failNext(count) {
      failures = count;
    },
    loseAnswers(count) {
      lostAnswers = count;
    },
    corrupt(fileName) {
      audio(fileName).append(new Int16Array(samplesPerMs).fill(1234));
    },
    truncate(fileName, lengthMs) {
      const kept = audio(fileName).read(0, lengthMs * samplesPerMs);
      const timeline = new PcmTimeline();
      timeline.append(kept);
      audios.set(fileName, timeline);
    },
    otherWriter(fileName) {
      writers.set(fileName, { writerId: 'another-computer', at: Date.now() });
    },
    publish(audioRecordId, fileName, mp3 = { isMp3Available: true, isMp3Failed: false }) {
      published.set(audioRecordId, { fileName, mp3 });
    },
    async suspend(request) {
      const { body, ...call } = request;
      suspendCalls.push(call);
      await network();
      claim(request.fileName, request.writerId);
      const key = `${request.fileName}|${request.operationId}`;
      const timeline = audio(request.fileName);
      if (!applied.has(key)) {
        const pcm = bytesToPcm(body);
        const at = request.startPosition * samplesPerMs;
        if (at > timeline.lengthSamples) {
          const text = `startPosition ${request.startPosition} is past the end of the audio`;
          throw new ApiError(
            { kind: 'http', status: 400, statusText: 'Bad Request', body: text },
            text,
            'audio.suspend',
          );
        }
        applied.add(key);
        if (request.recordMode === 0) timeline.insert(at, pcm);
        else timeline.overwrite(at, pcm);
      }
      if (lostAnswers > 0) {
        lostAnswers -= 1;
        throw new TypeError('Failed to fetch');
      }
      return { length: lengthMs(timeline) };
    },
    async completeSuspendWithLength(request) {
      await network();
      const timeline = audio(request.fileName);
      const hash = await serverSha256(timeline);
      return {
        match: hash === request.hash && lengthMs(timeline) === request.length,
        length: lengthMs(timeline),
        hash,
      };
    },
    async storeWithLength(request) {
      const { body, ...call } = request;
      storeCalls.push(call);
      await network();
      claim(request.fileName, request.writerId);
      let upload = uploads.get(request.fileName);
      if (request.part === 0) {
        upload = { uploadId: request.uploadId, parts: [] };
        uploads.set(request.fileName, upload);
      } else if (upload?.uploadId !== request.uploadId || request.part > upload.parts.length) {
        throw conflict('The upload was interrupted; send it again from the first part.');
      }
      // A repeat of a part already received is not appended again.
      if (request.part === upload.parts.length) upload.parts.push(base64ToBytes(body));
      if (request.isLastPart) {
        const timeline = new PcmTimeline();
        for (const part of upload.parts) timeline.append(bytesToPcm(part));
        audios.set(request.fileName, timeline);
        uploads.delete(request.fileName);
      }
      return { length: lengthMs(audio(request.fileName)) };
    },
    async stream(audioRecordId) {
      await network();
      return wavOf(audioRecordId);
    },
    async streamMp3(audioRecordId) {
      await network();
      return wavOf(audioRecordId);
    },
    async isMp3Available(audioRecordId) {
      await network();
      const entry = published.get(audioRecordId);
      if (!entry) throw new Error('Not Found');
      return entry.mp3;
    },
  };
}
