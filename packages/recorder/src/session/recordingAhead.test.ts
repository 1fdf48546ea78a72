import { timelineSha256 } from '@dictation/audio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryJournalStorage } from '../journal/memoryJournalStorage';
import { recorderMessages } from '../messages';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { loadStoredAudioFrom } from '../testing/loadStoredAudioFrom';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import type { Recorder, RecorderOptions } from './createRecorder';
import { fileName, setup } from './recorderPage.fixture';
import { forgetRecordingsAhead, openRecordingAhead, takeRecordingAhead } from './recordingAhead';
import type { LockManagerLike } from './recordingLock';

/** Web Locks that grant every request at once, and count what was asked and let go. */
function grantingLocks() {
  const asked: string[] = [];
  let released = 0;
  const locks: LockManagerLike = {
    request: (name, _options, held) => {
      asked.push(name);
      return held().then(() => {
        released += 1;
      });
    },
  };
  return { locks, asked, released: () => released };
}

/** Web Locks whose requests another window holds until their wait runs out. */
const heldElsewhere: LockManagerLike = {
  request: (_name, options) =>
    new Promise((_resolve, reject) =>
      options.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
    ),
};

/** One letter with 4 s of audio on the server, and this computer's journal of it. */
function world() {
  const storage = createMemoryJournalStorage();
  const server = createFakeAudioServer();
  server.audio(fileName).append(synthesizeSpeech(4 * 16000, { seed: 3 }));
  server.publish(7, fileName);
  const page = (overrides: Partial<RecorderOptions> = {}) =>
    setup(
      { uploadAdapter: server, loadStoredAudio: loadStoredAudioFrom(server, 7), ...overrides },
      {},
      storage,
    );
  return { storage, page };
}

async function shown(recorder: Recorder) {
  const { lengthMs, cursorMs } = recorder.getSnapshot();
  return { lengthMs, cursorMs, hash: await timelineSha256(recorder.timeline) };
}

describe('a recording opened ahead of its recorder (issue 33)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    forgetRecordingsAhead();
    vi.useRealTimers();
  });

  it('after a crash, the recorder rebuilds the recording from the lock and the journal read ahead, asking neither again', async () => {
    const { storage, page } = world();
    const before = page({ lock: { locks: grantingLocks().locks } });
    await before.recorder.init();
    await before.recorder.record(4000);
    await vi.advanceTimersByTimeAsync(3000);
    const recorded = await shown(before.recorder);
    await before.engine.stop();

    const { locks, asked } = grantingLocks();
    const list = vi.spyOn(storage, 'list');
    const read = await openRecordingAhead(fileName, storage, { lock: { locks } });
    expect(read.operations.length).toBeGreaterThan(0);
    const after = page({ lock: { locks } });
    await after.recorder.init();
    expect(await shown(after.recorder)).toEqual(recorded);
    expect(recorded.lengthMs).toBe(7000);
    expect(asked).toEqual([`dictation-recorder:${fileName}`]);
    expect(list).toHaveBeenCalledTimes(1);
    expect(await after.recorder.record(7000)).toBe(true);
  });

  it("the lock is the recorder's once taken: held while it records, let go when it goes", async () => {
    const { storage, page } = world();
    const { locks, asked, released } = grantingLocks();
    await openRecordingAhead(fileName, storage, { lock: { locks } });
    const reopened = page({ lock: { locks } });
    await reopened.recorder.init();
    expect(reopened.recorder.getSnapshot()).toMatchObject({ lengthMs: 4000, cursorMs: 4000 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(released()).toBe(0);
    reopened.recorder.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(1);
    expect(released()).toBe(1);
  });

  it('held by another window: the recorder that took it only plays the letter and says why, without asking again', async () => {
    const { storage, page } = world();
    void openRecordingAhead(fileName, storage, { lock: { locks: heldElsewhere, waitMs: 100 } }).catch(
      () => {},
    );
    const { locks, asked } = grantingLocks();
    const second = page({ lock: { locks } });
    const init = second.recorder.init();
    await vi.advanceTimersByTimeAsync(100);
    await init;
    expect(asked).toEqual([]);
    expect(second.recorder.getSnapshot()).toMatchObject({ elsewhere: true, lengthMs: 4000 });
    expect(second.messages()).toContain(recorderMessages.recordingElsewhere);
  });

  it('held by another window, that answer is not kept: a recorder that starts after it asks for itself', async () => {
    const { storage, page } = world();
    const ahead = openRecordingAhead(fileName, storage, { lock: { locks: heldElsewhere, waitMs: 100 } });
    await vi.advanceTimersByTimeAsync(100);
    await expect(ahead).rejects.toThrow();
    // The other window has let go since.
    const { locks, asked } = grantingLocks();
    const later = page({ lock: { locks } });
    await later.recorder.init();
    expect(asked).toEqual([`dictation-recorder:${fileName}`]);
    expect(later.recorder.getSnapshot().elsewhere).not.toBe(true);
    expect(later.recorder.getSnapshot().lengthMs).toBe(4000);
    expect(await later.recorder.record(4000)).toBe(true);
  });

  it('one no recorder takes within 10 s lets its lock go, and a recorder then asks for itself', async () => {
    const { storage } = world();
    const { locks, released } = grantingLocks();
    await openRecordingAhead(fileName, storage, { lock: { locks } });
    await vi.advanceTimersByTimeAsync(9999);
    expect(released()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(released()).toBe(1);
    expect(takeRecordingAhead(fileName)).toBeUndefined();
  });

  it('asked twice, it is asked once; a sign-out lets every one go at once', async () => {
    const { storage } = world();
    const { locks, asked, released } = grantingLocks();
    const first = openRecordingAhead(fileName, storage, { lock: { locks } });
    expect(openRecordingAhead(fileName, storage, { lock: { locks } })).toBe(first);
    await openRecordingAhead('another-job', storage, { lock: { locks } });
    expect(asked).toHaveLength(2);
    forgetRecordingsAhead();
    await vi.advanceTimersByTimeAsync(0);
    expect(released()).toBe(2);
    expect(takeRecordingAhead(fileName)).toBeUndefined();
  });
});
