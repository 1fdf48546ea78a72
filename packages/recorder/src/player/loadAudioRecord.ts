import { AudioFormatError, decodeWav, type PcmTimeline, toCanonical } from '@dictation/audio';
import { base64ToBytes, isApiError } from '@dictation/core';
import { recorderMessages } from '../messages';
import { uploadTiming } from '../recordingConstants';
import type { PlaybackAdapter } from '../uploadAdapter';
import { decodeCompressedAudio } from './decodeCompressedAudio';

export type LoadState =
  | { kind: 'loading' }
  | { kind: 'converting'; message: string }
  | { kind: 'loaded'; lengthMs: number }
  | { kind: 'failed'; message: string };

export interface LoadAudioRecordOptions {
  playbackAdapter: PlaybackAdapter;
  audioRecordId: number;
  /** Where the decoded audio goes (replacing nothing: load into an empty timeline). */
  timeline: PcmTimeline;
  /**
   * Load the converted (mp3) rendition after polling its readiness every 10 s (spec 001: touch
   * and special browsers). @default false
   */
  useMp3?: boolean;
  onState: (state: LoadState) => void;
  signal?: AbortSignal;
  /**
   * Decodes what is not WAV (the converted rendition is MP3 on the product's server) into 16 kHz
   * mono PCM. @default the browser's decoder (`decodeCompressedAudio`)
   */
  decodeCompressed?: (bytes: Uint8Array) => Promise<Int16Array>;
  /** The WAV's text, already asked for (`stream`) by the caller: not asked for again. */
  downloaded?: Promise<string>;
}

/**
 * The server's base64 text as canonical PCM: WAV read here, anything else by `decodeCompressed`.
 * Rejects when the text is not base64 or not audio.
 */
async function decodeRecording(
  text: string,
  decodeCompressed: (bytes: Uint8Array) => Promise<Int16Array>,
): Promise<Int16Array> {
  const bytes = base64ToBytes(text);
  try {
    const decoded = decodeWav(bytes);
    return decoded.sampleRate === 16000 && decoded.channels === 1 ? decoded.samples : toCanonical(decoded);
  } catch (error) {
    if (error instanceof AudioFormatError && error.code === 'invalid') return decodeCompressed(bytes);
    throw error;
  }
}

/** Waits `ms`; rejects at once when `signal` is (or becomes) aborted, so a left screen stops polling. */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** A 404 from the server, or a fake server's "Not Found". */
function isNotFound(error: unknown): boolean {
  if (isApiError(error, 'http')) return error.detail.status === 404;
  return error instanceof Error && /not found/i.test(error.message);
}

/**
 * Loads a stored recording (base64 WAV, or MP3 from `stream-mp3`) into a timeline, with the
 * spec's messages for a missing audio and for the mp3 conversion (spec 000 section 8).
 */
export async function loadAudioRecord(options: LoadAudioRecordOptions): Promise<void> {
  const { timeline, onState, signal } = options;
  onState({ kind: 'loading' });
  try {
    const text = await (options.downloaded ?? download(options));
    if (text === undefined) return;
    signal?.throwIfAborted();
    const pcm = await decodeRecording(text, options.decodeCompressed ?? decodeCompressedAudio).catch(
      () => undefined,
    );
    signal?.throwIfAborted();
    if (!pcm) {
      onState({ kind: 'failed', message: recorderMessages.audioUnreadable });
      return;
    }
    timeline.append(pcm);
    onState({ kind: 'loaded', lengthMs: Math.round(timeline.lengthMs) });
  } catch (error) {
    if (signal?.aborted) return;
    const message = error instanceof Error ? error.message : String(error);
    onState({ kind: 'failed', message: isNotFound(error) ? recorderMessages.audioNotFound : message });
  }
}

/** The recording's base64 text; undefined when its conversion failed (said by `onState`). */
async function download(options: LoadAudioRecordOptions): Promise<string | undefined> {
  const { playbackAdapter, audioRecordId, onState, signal } = options;
  if (!options.useMp3) return playbackAdapter.stream(audioRecordId);
  for (;;) {
    const availability = await playbackAdapter.isMp3Available(audioRecordId);
    signal?.throwIfAborted();
    if (availability.isMp3Failed) {
      onState({ kind: 'failed', message: recorderMessages.audioConversionFailed });
      return undefined;
    }
    if (availability.isMp3Available) return playbackAdapter.streamMp3(audioRecordId);
    onState({ kind: 'converting', message: recorderMessages.audioConversionInProgress });
    await sleep(uploadTiming.mp3PollMs, signal);
  }
}
