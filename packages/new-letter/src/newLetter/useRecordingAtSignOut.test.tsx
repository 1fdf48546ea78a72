import { createAccountStorage, createMemoryStorage, createSession, pageUnsentWork } from '@dictation/core';
import { createMemoryJournalStorage, createRecorder, type Recorder } from '@dictation/recorder';
import { createFakeAudioServer, createFakeCaptureEngine } from '@dictation/recorder/testing';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRecordingAtSignOut } from './useRecordingAtSignOut';

const tokenAnswer = { access_token: 'a', token_type: 'bearer', refresh_token: 'r', expires_in: 299 };

async function signedInRecorder() {
  const session = createSession({
    oauth: { passwordGrant: async () => tokenAnswer, refreshGrant: async () => tokenAnswer },
    storage: createMemoryStorage(),
    locks: undefined,
  });
  await session.login('doctor', 'dictate1');
  const journal = createMemoryJournalStorage();
  const server = createFakeAudioServer();
  const recorder = createRecorder({
    fileName: 'letter-audio',
    engine: createFakeCaptureEngine(),
    uploadAdapter: server,
    storage: journal,
    notify: () => {},
    isOnline: () => true,
    playSound: async () => {},
  });
  await recorder.init();
  const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 7 });
  const ref = { current: recorder as Recorder | undefined };
  const hook = renderHook(() => useRecordingAtSignOut(session, ref, 1046, storage));
  return { session, recorder, storage, journal, server, unmount: hook.unmount };
}

describe('a sign-out while recording (issue 31)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stops the recording first, keeps all of it in the journal and notes it for the next sign-in', async () => {
    const { session, recorder, storage, journal, unmount } = await signedInRecorder();
    await recorder.record(0);
    await vi.advanceTimersByTimeAsync(3000);
    session.logout();
    // Noted at once, before the stop ends: a page closing now still tells the next sign-in.
    expect(storage.get('keptRecordings')).toHaveLength(1);
    await vi.waitFor(() => expect(recorder.getSnapshot().state).toBe('idle'));
    await vi.advanceTimersByTimeAsync(0);
    const { lengthMs } = recorder.getSnapshot();
    expect(lengthMs).toBeGreaterThanOrEqual(3000);
    expect(storage.get('keptRecordings')).toEqual([{ letterId: 1046, lengthMs }]);
    // A sign-out's clear() leaves it: it is the user's work, not stored state.
    storage.clear();
    expect(storage.get('keptRecordings')).toEqual([{ letterId: 1046, lengthMs }]);
    // The next sign-in's recorder rebuilds every ms of it from the journal, not cut off.
    const next = createRecorder({
      fileName: 'letter-audio',
      engine: createFakeCaptureEngine(),
      uploadAdapter: createFakeAudioServer(),
      storage: journal,
      notify: () => {},
      lock: { locks: undefined },
    });
    expect(await next.init()).toMatchObject({ interrupted: false });
    expect(next.getSnapshot().lengthMs).toBe(lengthMs);
    unmount();
  });

  it('notes nothing when nothing was recording', async () => {
    const { session, storage, unmount } = await signedInRecorder();
    session.logout();
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.get('keptRecordings')).toEqual([]);
    unmount();
  });

  it('notes audio that was recorded but not sent yet, though the recording had stopped', async () => {
    const { session, recorder, storage, server, unmount } = await signedInRecorder();
    server.failNext(100);
    await recorder.record(0);
    await vi.advanceTimersByTimeAsync(3000);
    await recorder.stop();
    const { lengthMs } = recorder.getSnapshot();
    session.logout();
    expect(storage.get('keptRecordings')).toEqual([{ letterId: 1046, lengthMs }]);
    unmount();
  });
});

describe('the recording as unsent work of the page (issue 31)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is listed while it runs and until the server has it all; sending now stops it and sends it', async () => {
    const { recorder, server, unmount } = await signedInRecorder();
    expect(pageUnsentWork.unsent()).toEqual([]);
    await recorder.record(0);
    await vi.advanceTimersByTimeAsync(3000);
    expect(pageUnsentWork.unsent()).toEqual([
      expect.objectContaining({ kind: 'audio', letterId: 1046, recording: true }),
    ]);
    server.failNext(100);
    pageUnsentWork.sendNow();
    await vi.waitFor(() => expect(recorder.getSnapshot().state).toBe('idle'));
    // Stopped, and the server cannot be reached: the audio still waits, and says how much.
    await vi.advanceTimersByTimeAsync(100);
    const [waiting] = pageUnsentWork.unsent();
    expect(waiting).toMatchObject({ kind: 'audio', recording: false });
    expect(waiting?.kind === 'audio' && waiting.ms).toBeGreaterThanOrEqual(3000);
    // The server answers again: once it holds every ms, nothing is left.
    server.failNext(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(recorder.getSnapshot().upload.state).toBe('synced');
    expect(pageUnsentWork.unsent()).toEqual([]);
    unmount();
    expect(pageUnsentWork.unsent()).toEqual([]);
  });
});
