import {
  createDictationClient,
  createMemoryStorage,
  type LetterMetadata,
  letterStepTypes,
} from '@dictation/core';
import { createCoreUploadAdapter } from '@dictation/recorder';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetCurrentLetterAhead, readCurrentLetterAhead } from './currentLetterAhead';
import { jobAudioAheadMaxAgeMs, readJobAudioAhead, withJobAudioAhead } from './jobAudioAhead';

/** The author's open job at Audio capture, as `current-letter` answers it, with its stored recording or none. */
const openJob = (audioRecordId: number | null) => ({
  id: 41,
  letterStepType: letterStepTypes.audioCapture,
  audio: {
    audioSegment: audioRecordId === null ? null : { audioRecord: { id: audioRecordId, key: 'job-41' } },
  },
});

/**
 * A server answering the open job and each recording's WAV (as base64 text), recording every
 * download asked for with the signal it was sent with.
 */
function serverWith(job: ReturnType<typeof openJob>) {
  const downloads: { audioRecordId: number; signal: AbortSignal | null | undefined }[] = [];
  const waiters: { count: number; asked: () => void }[] = [];
  /** Resolves once `count` downloads have been asked for. */
  const downloadsAsked = (count: number) =>
    new Promise<void>((asked) => {
      if (downloads.length >= count) asked();
      else waiters.push({ count, asked });
    });
  const client = createDictationClient({
    baseUrl: '',
    fetch: async (input, init) => {
      const url = String(input);
      const stream = /audio-records\/(\d+)\/stream$/.exec(url);
      if (!stream) return Response.json(job);
      downloads.push({ audioRecordId: Number(stream[1]), signal: init?.signal });
      for (const waiter of waiters) if (downloads.length >= waiter.count) waiter.asked();
      return new Response(`wav-of-${stream[1]}`);
    },
    storage: createMemoryStorage(),
    broadcast: false,
  });
  const recorderAdapter = () => withJobAudioAhead(createCoreUploadAdapter(client.api), client.api);
  return { api: client.api, downloads, downloadsAsked, recorderAdapter };
}

/** The open job asked for ahead, and its audio's download asked for. */
async function askedAhead(server: ReturnType<typeof serverWith>) {
  await readCurrentLetterAhead(server.api);
  await server.downloadsAsked(1);
}

afterEach(() => {
  forgetCurrentLetterAhead();
  vi.useRealTimers();
});

describe('the open job’s audio asked for ahead (issue 33)', () => {
  it('is downloaded as soon as the open job answers, and is the recorder’s first download of it', async () => {
    const server = serverWith(openJob(7));
    await askedAhead(server);
    expect(server.downloads.map((d) => d.audioRecordId)).toEqual([7]);

    const adapter = server.recorderAdapter();
    await expect(adapter.stream(7)).resolves.toBe('wav-of-7');
    expect(server.downloads).toHaveLength(1);
    // Once: a second load (after a failed one) asks the server again.
    await expect(adapter.stream(7)).resolves.toBe('wav-of-7');
    expect(server.downloads).toHaveLength(2);
  });

  it('is not downloaded for a job without stored audio', async () => {
    const server = serverWith(openJob(null));
    await readCurrentLetterAhead(server.api);
    await expect(server.recorderAdapter().stream(8)).resolves.toBe('wav-of-8');
    expect(server.downloads.map((d) => d.audioRecordId)).toEqual([8]);
  });

  it('does not answer for another recording', async () => {
    const server = serverWith(openJob(7));
    await askedAhead(server);
    await expect(server.recorderAdapter().stream(9)).resolves.toBe('wav-of-9');
    expect(server.downloads.map((d) => d.audioRecordId)).toEqual([7, 9]);
    expect(server.downloads[0]?.signal?.aborted).toBe(false);
  });

  it('is cancelled when the recorder cancels it (its journal holds the whole recording)', async () => {
    const server = serverWith(openJob(7));
    await askedAhead(server);
    const recorderGaveUp = new AbortController();
    void server.recorderAdapter().stream(7, { signal: recorderGaveUp.signal });
    expect(server.downloads[0]?.signal?.aborted).toBe(false);
    recorderGaveUp.abort();
    expect(server.downloads[0]?.signal?.aborted).toBe(true);
  });

  it('is cancelled at once when taken by a recorder that had already given up', async () => {
    const server = serverWith(openJob(7));
    await askedAhead(server);
    void server.recorderAdapter().stream(7, { signal: AbortSignal.abort() });
    expect(server.downloads[0]?.signal?.aborted).toBe(true);
  });

  it('is cancelled when no recorder takes it in time: a long dictation is megabytes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = serverWith(openJob(7));
    await askedAhead(server);
    vi.advanceTimersByTime(jobAudioAheadMaxAgeMs - 1);
    expect(server.downloads[0]?.signal?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(server.downloads[0]?.signal?.aborted).toBe(true);
    // A recorder opening later downloads it itself.
    await expect(server.recorderAdapter().stream(7)).resolves.toBe('wav-of-7');
    expect(server.downloads).toHaveLength(2);
  });

  it('a download taken in time is not cancelled by its timer, nor is the next job’s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = serverWith(openJob(7));
    await askedAhead(server);
    void server.recorderAdapter().stream(7, { signal: new AbortController().signal });
    vi.advanceTimersByTime(jobAudioAheadMaxAgeMs / 2);
    // The next job (a fast complete) has its audio asked for ahead in its turn.
    readJobAudioAhead(server.api, openJob(8) as unknown as LetterMetadata);
    await server.downloadsAsked(2);
    vi.advanceTimersByTime(jobAudioAheadMaxAgeMs / 2);
    expect(server.downloads.map((d) => [d.audioRecordId, d.signal?.aborted])).toEqual([
      [7, false],
      [8, false],
    ]);
  });

  it('is cancelled and forgotten when the user signs out: it is not the next user’s', async () => {
    const server = serverWith(openJob(7));
    await askedAhead(server);
    forgetCurrentLetterAhead();
    expect(server.downloads[0]?.signal?.aborted).toBe(true);
    await expect(server.recorderAdapter().stream(7)).resolves.toBe('wav-of-7');
    expect(server.downloads).toHaveLength(2);
  });
});
