import { decodeWav, type PcmTimeline, toCanonical } from '@dictation/audio';
import { base64ToBytes, isApiError } from '@dictation/core';
import { recorderMessages } from '../messages';
import { uploadTiming } from '../recordingConstants';
import type { RecorderTransport } from '../transport';

export type LoadState =
  | { kind: 'loading' }
  | { kind: 'converting'; message: string }
  | { kind: 'loaded'; lengthMs: number }
  | { kind: 'failed'; message: string };

export interface LoadAudioRecordOptions {
  transport: Pick<RecorderTransport, 'stream' | 'streamMp3' | 'isMp3Available'>;
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
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** A 404 from the server, or a fake transport's "Not Found". */
function isNotFound(error: unknown): boolean {
  if (isApiError(error, 'http')) return error.detail.status === 404;
  return error instanceof Error && /not found/i.test(error.message);
}

/**
 * Loads a stored recording (base64 WAV from `stream` / `stream-mp3`) into a timeline, with the
 * spec's messages for a missing audio and for the mp3 conversion (spec 000 section 8).
 */
export async function loadAudioRecord(options: LoadAudioRecordOptions): Promise<void> {
  const { transport, audioRecordId, timeline, onState, signal } = options;
  onState({ kind: 'loading' });
  try {
    if (options.useMp3) {
      for (;;) {
        const availability = await transport.isMp3Available(audioRecordId);
        if (availability.isMp3Failed) {
          onState({ kind: 'failed', message: recorderMessages.audioConversionFailed });
          return;
        }
        if (availability.isMp3Available) break;
        onState({ kind: 'converting', message: recorderMessages.audioConversionInProgress });
        await sleep(uploadTiming.mp3PollMs, signal);
      }
    }
    const text = await (options.useMp3
      ? transport.streamMp3(audioRecordId)
      : transport.stream(audioRecordId));
    if (signal?.aborted) return;
    const decoded = decodeWav(base64ToBytes(text));
    const pcm =
      decoded.sampleRate === 16000 && decoded.channels === 1 ? decoded.samples : toCanonical(decoded);
    timeline.append(pcm);
    onState({ kind: 'loaded', lengthMs: Math.round(timeline.lengthMs) });
  } catch (error) {
    if (signal?.aborted) return;
    const message = error instanceof Error ? error.message : String(error);
    onState({ kind: 'failed', message: isNotFound(error) ? recorderMessages.audioNotFound : message });
  }
}
