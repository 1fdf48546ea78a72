import { createAccountStorage, createMemoryStorage, createSession } from '@dictation/core';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryJournalStorage } from '../journal/memoryJournalStorage';
import { createRecorder, type Recorder } from '../session/createRecorder';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { createFakeCaptureEngine } from '../testing/createFakeCaptureEngine';
import { useKeepRecordingOnSignOut } from './useKeepRecordingOnSignOut';

const tokenAnswer = { access_token: 'a', token_type: 'bearer', refresh_token: 'r', expires_in: 299 };

async function signedInRecorder() {
  const session = createSession({
    oauth: { passwordGrant: async () => tokenAnswer, refreshGrant: async () => tokenAnswer },
    storage: createMemoryStorage(),
    locks: undefined,
  });
  await session.login('doctor', 'dictate1');
  const journal = createMemoryJournalStorage();
  const recorder = createRecorder({
    fileName: 'letter-audio',
    engine: createFakeCaptureEngine(),
    uploadAdapter: createFakeAudioServer(),
    storage: journal,
    notify: () => {},
    isOnline: () => true,
    playSound: async () => {},
  });
  await recorder.init();
  const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 7 });
  const ref = { current: recorder as Recorder | undefined };
  renderHook(() => useKeepRecordingOnSignOut(session, ref, 1046, storage));
  return { session, recorder, storage, journal };
}

describe('a sign-out while recording (issue 31)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stops the recording first, keeps all of it in the journal and notes it for the next sign-in', async () => {
    const { session, recorder, storage, journal } = await signedInRecorder();
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
  });

  it('notes nothing when nothing was recording', async () => {
    const { session, storage } = await signedInRecorder();
    session.logout();
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.get('keptRecordings')).toEqual([]);
  });
});
