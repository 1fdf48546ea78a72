import { bytesToPcm, encodeWav, PcmTimeline, sha256Hex, timelineSha256 } from '@dictation/audio';
import { base64ToBytes, bytesToBase64 } from '@dictation/core';
import { samplesPerMs } from '../pcmUnits';
import type { RecorderTransport, StoreWithLengthRequest, SuspendRequest } from '../transport';

export interface FakeAudioServer extends RecorderTransport {
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
  /** Serves `stream`/`stream-mp3` for an audio record id. */
  publish(
    audioRecordId: number,
    fileName: string,
    mp3?: { isMp3Available: boolean; isMp3Failed: boolean },
  ): void;
}

/**
 * An in-memory server that follows docs/wire-contract.md (audio section) on the same
 * `PcmTimeline` the sandbox uses: suspend applies insert/overwrite in ms, dedupes a repeated
 * (mode, start, end, body hash), and store-with-length collects base64 parts.
 */
export function createFakeAudioServer(): FakeAudioServer {
  const audios = new Map<string, PcmTimeline>();
  const applied = new Set<string>();
  const pendingParts = new Map<string, Uint8Array[]>();
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
    publish(audioRecordId, fileName, mp3 = { isMp3Available: true, isMp3Failed: false }) {
      published.set(audioRecordId, { fileName, mp3 });
    },
    async suspend(request) {
      const { body, ...call } = request;
      suspendCalls.push(call);
      await network();
      const key = `${request.fileName}|${request.recordMode}|${request.startPosition}|${request.endPosition}|${await sha256Hex([body])}`;
      const timeline = audio(request.fileName);
      if (!applied.has(key)) {
        applied.add(key);
        const pcm = bytesToPcm(body);
        const at = request.startPosition * samplesPerMs;
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
      const hash = await timelineSha256(timeline);
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
      const parts = pendingParts.get(request.fileName) ?? [];
      parts.push(base64ToBytes(body));
      pendingParts.set(request.fileName, parts);
      if (request.isLastPart) {
        const timeline = new PcmTimeline();
        for (const part of parts) timeline.append(bytesToPcm(part));
        audios.set(request.fileName, timeline);
        pendingParts.delete(request.fileName);
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
