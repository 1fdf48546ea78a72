import { bytesToPcm, SAMPLES_PER_MS as samplesPerMs } from '@dictation/audio';
import { base64ToBytes } from '@dictation/core';
import type { AudioChunk } from '@dictation/pedal';

/** Canonical samples of a base64 chunk (PCM 16-bit LE mono 16 kHz: `helperAudioFormat`). */
function decodeChunk(base64: string): Int16Array {
  const bytes = base64ToBytes(base64);
  // A torn last byte cannot be a sample; dropping it keeps the rest aligned.
  return bytesToPcm(bytes.length % 2 === 0 ? bytes : bytes.subarray(0, bytes.length - 1));
}

export interface HelperFrameAssembler {
  /** Queues a `chunk` event; frames reach `deliver` in order, each sample once. */
  push(chunk: AudioChunk): void;
  /** Waits for queued chunks, then fetches whatever the helper holds up to `lengthMs` and was not delivered. */
  finish(lengthMs: number): Promise<void>;
}

/**
 * Turns the helper's `chunk` events into canonical frames delivered exactly once and in order.
 * The engine empties the helper's audio before each recording, so a chunk's `positionMs` is its
 * offset in this recording: a repeated chunk is cut to what is new, and a gap (a lost chunk) or
 * a tail the helper captured after its last event is read back with `getChunks(fromMs)`.
 */
export function createHelperFrameAssembler(
  deliver: (pcm: Int16Array) => void,
  readFrom: (fromMs: number) => Promise<string>,
  onError: (error: unknown) => void,
): HelperFrameAssembler {
  let delivered = 0;
  let queue = Promise.resolve();

  const take = (atSample: number, pcm: Int16Array) => {
    const skip = delivered - atSample;
    if (skip >= pcm.length) return;
    // slice, not subarray: the recorder keeps what it is given, and a view would pin the whole chunk.
    const fresh = skip > 0 ? pcm.slice(skip) : pcm;
    delivered += fresh.length;
    deliver(fresh);
  };

  const fillTo = async (toSample: number) => {
    if (delivered >= toSample) return;
    const fromMs = Math.floor(delivered / samplesPerMs);
    take(fromMs * samplesPerMs, decodeChunk(await readFrom(fromMs)));
  };

  const enqueue = (step: () => Promise<void>) => {
    queue = queue.then(step).catch(onError);
    return queue;
  };

  return {
    push(chunk) {
      void enqueue(async () => {
        const at = chunk.positionMs * samplesPerMs;
        if (at > delivered) await fillTo(at);
        take(at, decodeChunk(chunk.data));
      });
    },
    finish(lengthMs) {
      return enqueue(() => fillTo(lengthMs * samplesPerMs));
    },
  };
}
