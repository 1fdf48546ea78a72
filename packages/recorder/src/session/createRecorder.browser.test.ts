import { timelineSha256 } from '@dictation/audio';
import { describe, expect, it } from 'vitest';
import { createIndexedDbJournalStorage } from '../journal/indexedDbJournalStorage';
import { holdBaseAfterFirstPart } from '../journal/slowBaseStorage.fixture';
import { recorderMessages } from '../messages';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { createFakeCaptureEngine } from '../testing/createFakeCaptureEngine';
import { loadStoredAudioFrom } from '../testing/loadStoredAudioFrom';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { createRecorder } from './createRecorder';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a reload while recording, on the real IndexedDB journal (issue 15)', () => {
  it('the next page shows the recording as it was, with the server unreachable', async () => {
    const databaseName = `recorder-reload-${crypto.randomUUID()}`;
    const fileName = `key-${crypto.randomUUID()}`;
    const server = createFakeAudioServer();
    const page = () => {
      const engine = createFakeCaptureEngine({ speed: 10 });
      const recorder = createRecorder({
        fileName,
        engine,
        uploadAdapter: server,
        storage: createIndexedDbJournalStorage({ databaseName }),
        notify: () => {},
        isOnline: () => true,
        // A dead tab's Web Lock is released by the browser; this one lives on in the same page.
        lock: { locks: undefined },
      });
      return { engine, recorder };
    };

    const before = page();
    const recordedMs = () => before.recorder.getSnapshot().lengthMs;
    await before.recorder.init();
    await before.recorder.record(0);
    // By the audio recorded, not by the clock: a loaded machine captures less in the same time.
    await expect.poll(recordedMs, { timeout: 20_000 }).toBeGreaterThan(3000);
    // The network goes: nothing more reaches the server.
    server.failNext(1_000_000);
    await expect.poll(recordedMs, { timeout: 20_000 }).toBeGreaterThan(6000);
    const { lengthMs, cursorMs } = before.recorder.getSnapshot();
    const hash = await timelineSha256(before.recorder.timeline);
    // The tab dies: no stop, no pagehide, no dispose. Writes already asked for still land.
    await before.engine.stop();
    await sleep(200);

    const after = page();
    await after.recorder.init();
    expect(after.recorder.getSnapshot()).toMatchObject({ lengthMs, cursorMs });
    expect(await timelineSha256(after.recorder.timeline)).toBe(hash);
    after.recorder.dispose();
  });

  it('on a long letter, Record does not wait for its base, and a tab that dies before the base is written loses nothing', async () => {
    const databaseName = `recorder-base-${crypto.randomUUID()}`;
    const fileName = `key-${crypto.randomUUID()}`;
    const server = createFakeAudioServer();
    // Five minutes stored (ten 1 MiB parts of base); the disk then holds all but the first back.
    const minute = synthesizeSpeech(60 * 16000);
    for (let minutes = 0; minutes < 5; minutes++) server.audio(fileName).append(minute);
    server.publish(7, fileName);
    const page = () => {
      const engine = createFakeCaptureEngine({ speed: 10 });
      const storage = createIndexedDbJournalStorage({ databaseName });
      const recorder = createRecorder({
        fileName,
        engine,
        uploadAdapter: server,
        storage,
        loadStoredAudio: loadStoredAudioFrom(server, 7),
        notify: () => {},
        isOnline: () => true,
        lock: { locks: undefined },
      });
      return { engine, recorder, storage };
    };

    const before = page();
    await before.recorder.init();
    holdBaseAfterFirstPart(before.storage);
    void before.recorder.record(5 * 60_000);
    await expect
      .poll(() => before.recorder.getSnapshot().lengthMs, { timeout: 20_000 })
      .toBeGreaterThan(303_000);
    await before.engine.stop();
    await sleep(200);
    const { lengthMs, cursorMs } = before.recorder.getSnapshot();
    const hash = await timelineSha256(before.recorder.timeline);
    // Nothing was sent while the base was not kept: the server's copy is still the base.
    expect(server.audio(fileName).lengthMs).toBe(5 * 60_000);

    const after = page();
    await after.recorder.init();
    expect(after.recorder.getSnapshot()).toMatchObject({ lengthMs, cursorMs });
    expect(await timelineSha256(after.recorder.timeline)).toBe(hash);
    after.recorder.dispose();
  });

  it('a second tab on the same letter waits for the first and then says it is recorded elsewhere', async () => {
    const fileName = `key-${crypto.randomUUID()}`;
    const server = createFakeAudioServer();
    const notices: string[] = [];
    const tab = () =>
      createRecorder({
        fileName,
        engine: createFakeCaptureEngine(),
        uploadAdapter: server,
        storage: createIndexedDbJournalStorage({ databaseName: `recorder-tabs-${fileName}` }),
        notify: (notice) => notices.push(notice.message),
        lock: { waitMs: 300 },
      });
    const first = tab();
    await first.init();
    const second = tab();
    await second.init();
    expect(first.getSnapshot().elsewhere).toBeUndefined();
    expect(second.getSnapshot().elsewhere).toBe(true);
    expect(notices).toEqual([recorderMessages.recordingElsewhere]);
    expect(await second.record(0)).toBe(false);
    // Once the first tab goes, a new one gets the letter.
    first.dispose();
    second.dispose();
    const third = tab();
    await third.init();
    expect(third.getSnapshot().elsewhere).toBeUndefined();
    third.dispose();
  });
});
