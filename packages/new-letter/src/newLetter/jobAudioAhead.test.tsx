import {
  createAccountStorage,
  createDictationClient,
  createMemoryStorage,
  letterStepTypes,
} from '@dictation/core';
import { DictationProvider } from '@dictation/core/react';
import { createCoreUploadAdapter } from '@dictation/recorder';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetCurrentLetterAhead } from './currentLetterAhead';
import { jobAudioAheadMaxAgeMs, readJobAudioAhead, withJobAudioAhead } from './jobAudioAhead';
import { useOpenLetter } from './useOpenLetter';

/** The author's open job at Audio capture for patient RX-1, as `current-letter` answers it, with its recorded audio. */
const openJob = (audioRecordId: number) => ({
  id: 41,
  letterStepType: letterStepTypes.audioCapture,
  patientMRN: 'RX-1',
  audio: { audioSegment: { audioRecord: { id: audioRecordId, key: `job-${audioRecordId}` } } },
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
  const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 1 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DictationProvider {...client} storage={storage} notify={vi.fn()}>
      {children}
    </DictationProvider>
  );
  /** The recording page's opening, for a recorder of `patientNumber` (any patient's by default). */
  const openPage = (patientNumber?: string) =>
    renderHook(() => useOpenLetter(0, patientNumber === undefined ? {} : { patientNumber }), { wrapper });
  return { api: client.api, downloads, downloadsAsked, recorderAdapter, openPage };
}

/** The page reopened the job, and its audio's download is asked for. */
async function reopened(server: ReturnType<typeof serverWith>) {
  const page = server.openPage();
  await waitFor(() => expect(page.result.current.open?.letter?.id).toBe(41));
  await server.downloadsAsked(1);
  page.unmount();
}

/** The job's audio asked for (the timers' tests: Testing Library's `waitFor` does not run under Vitest's fake timers). */
async function askedAhead(server: ReturnType<typeof serverWith>) {
  readJobAudioAhead(server.api, openJob(7));
  await server.downloadsAsked(1);
}

afterEach(() => {
  forgetCurrentLetterAhead();
  vi.useRealTimers();
});

describe('a reopened job’s audio, asked for as the page reopens it (issue 33)', () => {
  it('is downloaded as the page reopens the job, and is the recorder’s first download of it', async () => {
    const server = serverWith(openJob(7));
    await reopened(server);
    expect(server.downloads.map((d) => d.audioRecordId)).toEqual([7]);

    const adapter = server.recorderAdapter();
    await expect(adapter.stream(7)).resolves.toBe('wav-of-7');
    expect(server.downloads).toHaveLength(1);
    // Once: a second load (after a failed one) asks the server again.
    await expect(adapter.stream(7)).resolves.toBe('wav-of-7');
    expect(server.downloads).toHaveLength(2);
  });

  it('is not downloaded when the page does not reopen the job: a recorder for another patient', async () => {
    const server = serverWith(openJob(7));
    const page = server.openPage('RX-2');
    await waitFor(() => expect(page.result.current.open).toBeDefined());
    expect(page.result.current.open?.letter).toBeNull();
    page.unmount();
    await expect(server.recorderAdapter().stream(8)).resolves.toBe('wav-of-8');
    expect(server.downloads.map((d) => d.audioRecordId)).toEqual([8]);
  });

  it('does not answer for another recording', async () => {
    const server = serverWith(openJob(7));
    await reopened(server);
    await expect(server.recorderAdapter().stream(9)).resolves.toBe('wav-of-9');
    expect(server.downloads.map((d) => d.audioRecordId)).toEqual([7, 9]);
    expect(server.downloads[0]?.signal?.aborted).toBe(false);
  });

  it('is cancelled when the recorder cancels it (its journal holds the whole recording)', async () => {
    const server = serverWith(openJob(7));
    await reopened(server);
    const recorderGaveUp = new AbortController();
    void server.recorderAdapter().stream(7, { signal: recorderGaveUp.signal });
    expect(server.downloads[0]?.signal?.aborted).toBe(false);
    recorderGaveUp.abort();
    expect(server.downloads[0]?.signal?.aborted).toBe(true);
  });

  it('is cancelled at once when taken by a recorder that had already given up', async () => {
    const server = serverWith(openJob(7));
    await reopened(server);
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
    readJobAudioAhead(server.api, openJob(8));
    await server.downloadsAsked(2);
    vi.advanceTimersByTime(jobAudioAheadMaxAgeMs / 2);
    expect(server.downloads.map((d) => [d.audioRecordId, d.signal?.aborted])).toEqual([
      [7, false],
      [8, false],
    ]);
  });

  it('is cancelled and forgotten when the user signs out: it is not the next user’s', async () => {
    const server = serverWith(openJob(7));
    await reopened(server);
    forgetCurrentLetterAhead();
    expect(server.downloads[0]?.signal?.aborted).toBe(true);
    await expect(server.recorderAdapter().stream(7)).resolves.toBe('wav-of-7');
    expect(server.downloads).toHaveLength(2);
  });
});
