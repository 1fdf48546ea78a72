import type { ApiClient, LetterMetadata } from '@dictation/core';
import type { PlaybackAdapter } from '@dictation/recorder';

/**
 * Issue 33: a reopened job's recorded audio (its WAV, which the recorder loads before it offers
 * Record) asked for as the page decides to reopen the job (`useOpenLetter`), rather than once the
 * page has rendered the job and its recorder has started, a render later: on a hospital network
 * that download was the last round trip before Record. Not as a host's open job answers: its
 * recorder for another patient does not reopen it, and a long dictation is megabytes (the portal,
 * whose recording page does reopen it, asks once its journal is read: `openJobRecordingAhead`).
 * The recorder takes it through its adapter (`withJobAudioAhead`) and cancels it as it
 * cancels its own download, when this computer's journal holds the whole recording; one no
 * recorder takes within 30 s (a page gone before its recorder started) is cancelled.
 */
export const jobAudioAheadMaxAgeMs = 30_000;

export type StreamApi = { audio: Pick<ApiClient['audio'], 'stream'> };

interface AudioAhead {
  audioRecordId: number;
  text: Promise<string>;
  cancelled: AbortController;
  /** The cancel of a download nobody takes in time. */
  untaken: ReturnType<typeof setTimeout>;
}

/** By API client, as the open job asked for ahead: a host page's elements may each talk to another server. */
const waiting = new Map<StreamApi, AudioAhead>();

/** The stored recording of a job, where `current-letter` names it. */
const audioRecordIdOf = (letter: LetterMetadata | null): number | undefined =>
  letter?.audio?.audioSegment?.audioRecord?.id ?? undefined;

/**
 * Starts downloading `letter`'s stored audio for the recorder about to open it, if it has any and
 * it is not already on its way (asked for by the portal, then by the page as it reopens the job).
 */
export function readJobAudioAhead(api: StreamApi, letter: LetterMetadata | null): void {
  const audioRecordId = audioRecordIdOf(letter);
  if (audioRecordId === undefined || waiting.get(api)?.audioRecordId === audioRecordId) return;
  forget(api);
  const cancelled = new AbortController();
  const text = api.audio.stream(audioRecordId, { signal: cancelled.signal });
  // The recorder that takes it sees a failure; a download nobody takes must not leave it unhandled.
  text.catch(() => {});
  const untaken = setTimeout(() => forget(api), jobAudioAheadMaxAgeMs);
  waiting.set(api, { audioRecordId, text, cancelled, untaken });
}

/** The download waiting for `api`'s recorder, no longer waiting. */
function take(api: StreamApi): AudioAhead | undefined {
  const ahead = waiting.get(api);
  waiting.delete(api);
  if (ahead) clearTimeout(ahead.untaken);
  return ahead;
}

/** Cancels and forgets the download waiting for `api`'s recorder, if any. */
function forget(api: StreamApi): void {
  take(api)?.cancelled.abort();
}

/** Cancels and forgets every download asked for ahead: the user who asked signed out. */
export function forgetJobAudioAhead(): void {
  for (const api of [...waiting.keys()]) forget(api);
}

/**
 * `adapter`, whose first download of the audio asked for ahead through `api` is that download
 * (once: a second load, after a failed one, asks again), cancelled with the recorder's `signal`.
 */
export function withJobAudioAhead<Adapter extends PlaybackAdapter>(
  adapter: Adapter,
  api: StreamApi,
): Adapter {
  return {
    ...adapter,
    stream: (audioRecordId, options) => {
      const ahead = waiting.get(api)?.audioRecordId === audioRecordId ? take(api) : undefined;
      if (!ahead) return adapter.stream(audioRecordId, options);
      const { text, cancelled } = ahead;
      const signal = options?.signal;
      if (signal?.aborted) cancelled.abort();
      else signal?.addEventListener('abort', () => cancelled.abort(), { once: true });
      return text;
    },
  };
}
