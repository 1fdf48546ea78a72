import { type PcmTimeline, timelineSha256 } from '@dictation/audio';
import { type ActivityKind, pageActivity } from '@dictation/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptureStartError } from '../engine/captureEngine';
import { createMemoryJournalStorage } from '../journal/memoryJournalStorage';
import { holdBaseAfterFirstPart } from '../journal/slowBaseStorage.fixture';
import { recorderMessages } from '../messages';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { loadStoredAudioFrom } from '../testing/loadStoredAudioFrom';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import type { Recorder, RecorderOptions } from './createRecorder';
import { fileName, setup } from './recorderPage.fixture';

const hashOf = (timeline: PcmTimeline) => timelineSha256(timeline);

describe('createRecorder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refuses to record without a supported browser, a microphone or a department (spec 000 section 5)', async () => {
    const unsupported = setup({}, { supported: false });
    await unsupported.recorder.init();
    expect(await unsupported.recorder.record(0)).toBe(false);
    expect(unsupported.messages()).toEqual([recorderMessages.browserNotSupported]);

    const noMicrophone = setup({}, { devices: [] });
    await noMicrophone.recorder.init();
    expect(await noMicrophone.recorder.record(0)).toBe(false);
    expect(noMicrophone.notices[0]).toMatchObject({
      message: 'No microphone selected',
      description: recorderMessages.noMicrophoneChecklist,
      durationMs: 60_000,
    });

    const noDepartment = setup({ departmentSelected: () => false });
    await noDepartment.recorder.init();
    expect(await noDepartment.recorder.record(0)).toBe(false);
    expect(noDepartment.messages()).toEqual(['You need to select department before recording']);
    expect(noDepartment.recorder.getSnapshot().state).toBe('idle');
  });

  it("tells why the microphone would not start, with the engine's advice or the checklist", async () => {
    const refused = setup();
    await refused.recorder.init();
    refused.engine.start = () =>
      Promise.reject(
        new CaptureStartError(
          recorderMessages.microphoneNotAllowed,
          recorderMessages.microphoneNotAllowedHelp,
        ),
      );
    expect(await refused.recorder.record(0)).toBe(false);
    expect(refused.notices).toMatchObject([
      {
        message: recorderMessages.microphoneNotAllowed,
        description: recorderMessages.microphoneNotAllowedHelp,
      },
    ]);
    expect(refused.recorder.getSnapshot()).toMatchObject({ state: 'idle', lengthMs: 0 });

    const broken = setup();
    await broken.recorder.init();
    broken.engine.start = () => Promise.reject(new Error('device busy'));
    expect(await broken.recorder.record(0)).toBe(false);
    expect(broken.notices).toMatchObject([
      { message: recorderMessages.microphoneError, description: recorderMessages.noMicrophoneChecklist },
    ]);
  });

  it('records, uploads every 5 s and ends with the server holding the same audio', async () => {
    const { recorder, server } = setup();
    await recorder.init();
    expect(await recorder.record(0)).toBe(true);
    expect(recorder.getSnapshot().state).toBe('recording');
    await vi.advanceTimersByTimeAsync(6000);
    expect(server.suspendCalls.length).toBeGreaterThan(0);
    expect(recorder.getSnapshot().level).toBeGreaterThan(30);
    const result = await recorder.finish();
    expect(recorder.getSnapshot()).toMatchObject({ state: 'idle', lengthMs: 6000, cursorMs: 6000 });
    expect(result).toMatchObject({ resent: false, lengthMs: 6000 });
    expect(await hashOf(server.audio(fileName))).toBe(await hashOf(recorder.timeline));
  });

  it('a hash check lost on the network says so, and is asked again at once when the user finishes', async () => {
    const { recorder, server } = setup();
    await recorder.init();
    await recorder.record(0);
    await vi.advanceTimersByTimeAsync(5000);
    vi.spyOn(server, 'completeSuspendWithLength').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(recorder.getSnapshot().upload).toMatchObject({ state: 'retrying', failures: 1 });
    // No timer is run: the retry the back-off would make in 1 s comes now.
    expect(await recorder.finish()).toMatchObject({ resent: false, lengthMs: 5000 });
    expect(recorder.getSnapshot().upload.state).toBe('synced');
  });

  it("recording is the user's activity: a clinician dictating hands-free is not idle (issue 31)", async () => {
    const { recorder } = setup();
    await recorder.init();
    const activity: ActivityKind[] = [];
    const unsubscribe = pageActivity.subscribe((kind) => activity.push(kind));
    await recorder.record(0);
    await vi.advanceTimersByTimeAsync(2000);
    await recorder.stop();
    const whileRecording = activity.length;
    await vi.advanceTimersByTimeAsync(2000);
    unsubscribe();
    expect(whileRecording).toBeGreaterThan(0);
    expect(new Set(activity)).toEqual(new Set(['recording']));
    expect(activity).toHaveLength(whileRecording);
  });

  it('a stopped recording the server lacks is never shown as sent: "Wait until saved" reads this (issue 31)', async () => {
    // Under 5 s, so no upload was tried before the stop; the stop sound plays before the upload.
    const { recorder, server } = setup({ recordingSettings: { webEnableStartStopSound: true } });
    await recorder.init();
    server.failNext(1000);
    await recorder.record(0);
    await vi.advanceTimersByTimeAsync(3000);
    const stopped: { pendingOperations: number; pendingMs: number }[] = [];
    recorder.subscribe(() => {
      const { state, upload } = recorder.getSnapshot();
      if (state === 'idle')
        stopped.push({ pendingOperations: upload.pendingOperations, pendingMs: upload.pendingMs });
    });
    void recorder.finish().catch(() => {});
    await vi.advanceTimersByTimeAsync(3000);
    expect(stopped.length).toBeGreaterThan(0);
    expect(stopped.filter((seen) => seen.pendingOperations === 0)).toEqual([]);
    expect(stopped.at(-1)).toMatchObject({ pendingOperations: 2, pendingMs: 3000 });
  });

  describe('while the microphone opens (state starting)', () => {
    it('is starting until the microphone delivers, and keeps frames it delivers before its start resolves', async () => {
      const { recorder, engine } = setup();
      await recorder.init();
      // The desktop helper can send its first chunks before its startRecording call answers.
      let deliver: (pcm: Int16Array) => void = () => {};
      let open: () => void = () => {};
      engine.start = (_deviceId, listener) => {
        deliver = listener.frames;
        return new Promise<void>((resolve) => {
          open = resolve;
        });
      };
      const started = recorder.record(0);
      await vi.advanceTimersByTimeAsync(500);
      expect(recorder.getSnapshot().state).toBe('starting');
      deliver(synthesizeSpeech(800));
      expect(recorder.getSnapshot()).toMatchObject({ state: 'recording', lengthMs: 50, cursorMs: 50 });
      open();
      expect(await started).toBe(true);
      deliver(synthesizeSpeech(800));
      await recorder.stop();
      expect(recorder.getSnapshot()).toMatchObject({ state: 'idle', lengthMs: 100, cursorMs: 100 });
    });

    it('a stop before the microphone opened closes it once it opens, records nothing, and Record works again', async () => {
      const { recorder, engine } = setup({}, { holdStart: true });
      await recorder.init();
      const started = recorder.record(0);
      await vi.advanceTimersByTimeAsync(100);
      await recorder.stop();
      expect(recorder.getSnapshot().state).toBe('idle');
      engine.openMicrophone();
      expect(await started).toBe(false);
      expect(engine.isCapturing()).toBe(false);
      await vi.advanceTimersByTimeAsync(1000);
      expect(recorder.getSnapshot()).toMatchObject({ state: 'idle', lengthMs: 0 });

      const again = recorder.record(0);
      await vi.advanceTimersByTimeAsync(100);
      engine.openMicrophone();
      expect(await again).toBe(true);
      await vi.advanceTimersByTimeAsync(1000);
      await recorder.stop();
      expect(recorder.getSnapshot()).toMatchObject({ state: 'idle', lengthMs: 1000, cursorMs: 1000 });
    });

    it('leaving the page while the microphone opens leaves no capture running', async () => {
      const { recorder, engine } = setup({}, { holdStart: true });
      await recorder.init();
      const started = recorder.record(0);
      await vi.advanceTimersByTimeAsync(100);
      recorder.dispose();
      engine.openMicrophone();
      expect(await started).toBe(false);
      expect(engine.isCapturing()).toBe(false);
    });
  });

  it('inserts at the position by default and overwrites when the setting says so', async () => {
    const { recorder } = setup({ recordingSettings: { webDefaultToOverwrite: true } });
    await recorder.init();
    expect(recorder.getSnapshot().recordMode).toBe(1);
    await recorder.record(0);
    await vi.advanceTimersByTimeAsync(5000);
    await recorder.stop();
    await recorder.record(1000);
    await vi.advanceTimersByTimeAsync(2000);
    await recorder.stop();
    expect(recorder.getSnapshot()).toMatchObject({ lengthMs: 5000, cursorMs: 3000 });
    recorder.setRecordMode(0);
    await recorder.record(1000);
    await vi.advanceTimersByTimeAsync(2000);
    await recorder.stop();
    expect(recorder.getSnapshot()).toMatchObject({ lengthMs: 7000, cursorMs: 3000 });
  });

  it('plays the start and stop sounds only when enabled', async () => {
    const enabled = setup({ recordingSettings: { webEnableStartStopSound: true } });
    await enabled.recorder.init();
    await enabled.recorder.record(0);
    await enabled.recorder.stop();
    expect(enabled.playSound.mock.calls).toEqual([['start'], ['stop']]);
    const disabled = setup();
    await disabled.recorder.init();
    await disabled.recorder.record(0);
    await disabled.recorder.stop();
    expect(disabled.playSound).not.toHaveBeenCalled();
  });

  it('stops after 30 s under level 30 with the low-volume notice', async () => {
    const { recorder, notices } = setup({}, { silent: true });
    await recorder.init();
    await recorder.record(0);
    await vi.advanceTimersByTimeAsync(29_900);
    expect(recorder.getSnapshot().state).toBe('recording');
    await vi.advanceTimersByTimeAsync(200);
    expect(recorder.getSnapshot().state).toBe('idle');
    expect(notices[0]).toMatchObject({
      message: 'Recording stopped – No sound detected during the last 30 seconds',
      description: recorderMessages.lowVolumeChecklist,
    });
  });

  it('plays the low-volume sound on a low-volume stop, whatever the start/stop sound setting, and only then', async () => {
    for (const webEnableStartStopSound of [false, true]) {
      const { recorder, playSound } = setup(
        { recordingSettings: { webEnableStartStopSound } },
        { silent: true },
      );
      await recorder.init();
      await recorder.record(0);
      await vi.advanceTimersByTimeAsync(30_100);
      expect(recorder.getSnapshot().state).toBe('idle');
      // Instead of the stop sound: one sound says why the recording stopped.
      const sounds = playSound.mock.calls.map(([sound]) => sound);
      expect(sounds).toEqual(webEnableStartStopSound ? ['start', 'low-volume'] : ['low-volume']);
    }
    // Stopped by the user or by the connection: no low-volume sound (the duration limit: below).
    const byUser = setup({ recordingSettings: { webEnableStartStopSound: true } });
    await byUser.recorder.init();
    await byUser.recorder.record(0);
    await vi.advanceTimersByTimeAsync(5000);
    await byUser.recorder.stop();
    const offline = setup({ recordingSettings: { webEnableStartStopSound: true } });
    await offline.recorder.init();
    await offline.recorder.record(0);
    offline.goOffline();
    await vi.advanceTimersByTimeAsync(5100);
    for (const { recorder, playSound } of [byUser, offline]) {
      expect(recorder.getSnapshot().state).toBe('idle');
      expect(playSound.mock.calls.map(([sound]) => sound)).toEqual(['start', 'stop']);
    }
  });

  it('stops 10 s before 30 minutes with "The duration limit is reached" and refuses to record more', async () => {
    const { recorder, messages, playSound } = setup({ recordingSettings: { webEnableStartStopSound: true } });
    await recorder.init();
    recorder.timeline.append(new Int16Array((1_790_000 - 1000) * 16));
    await recorder.record(recorder.timeline.lengthMs);
    await vi.advanceTimersByTimeAsync(1500);
    expect(recorder.getSnapshot().state).toBe('idle');
    expect(recorder.getSnapshot().lengthMs).toBe(1_790_000);
    expect(messages()).toEqual(['The duration limit is reached']);
    // An ordinary stop sound: the low-volume one is only for a low-volume stop.
    expect(playSound.mock.calls.map(([sound]) => sound)).toEqual(['start', 'stop']);
    expect(await recorder.record(0)).toBe(false);
  });

  it('rejects recordings under 4 s', async () => {
    const { recorder, messages } = setup();
    await recorder.init();
    await recorder.record(0);
    await vi.advanceTimersByTimeAsync(2000);
    await recorder.stop();
    expect(messages()).toEqual([recorderMessages.tooShort]);
  });

  it('a short recording that stopped by itself shows why it stopped as well as the 4 s rule', async () => {
    const { recorder, notices } = setup();
    await recorder.init();
    await recorder.record(0);
    await vi.advanceTimersByTimeAsync(2000);
    globalThis.dispatchEvent(new Event('offline'));
    await vi.waitFor(() => expect(notices).toHaveLength(2));
    const [reason, length] = notices;
    expect(reason).toMatchObject({ message: recorderMessages.connectionLost });
    expect(length).toMatchObject({ message: recorderMessages.tooShort });
    // Notices with one key replace each other: the rule must not hide the reason.
    expect(length?.key).not.toBe(reason?.key);
  });

  it('stops and warns when the connection is lost (checked every 5 s)', async () => {
    const { recorder, notices, goOffline } = setup();
    await recorder.init();
    await recorder.record(0);
    goOffline();
    await vi.advanceTimersByTimeAsync(5000);
    expect(recorder.getSnapshot().state).toBe('idle');
    expect(notices[0]).toMatchObject({ message: 'Internet connection lost', kind: 'warning' });
    expect(await recorder.record(0)).toBe(false);
  });

  it('records with no network when the page keeps drafts (issue 35): starts offline, and going offline does not stop it', async () => {
    const { recorder, notices, goOffline } = setup({ recordsOffline: true });
    await recorder.init();
    goOffline();
    expect(await recorder.record(0)).toBe(true);
    globalThis.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(6000);
    expect(recorder.getSnapshot().state).toBe('recording');
    await recorder.stop();
    expect(recorder.getSnapshot().lengthMs).toBeGreaterThanOrEqual(6000);
    expect(notices).toEqual([]);
  });

  it('stops when the microphone is unplugged or changed', async () => {
    const unplugged = setup();
    await unplugged.recorder.init();
    await unplugged.recorder.record(0);
    await vi.advanceTimersByTimeAsync(1000);
    unplugged.engine.unplug();
    await vi.advanceTimersByTimeAsync(0);
    expect(unplugged.recorder.getSnapshot().state).toBe('idle');
    expect(unplugged.messages()).toContain('A device has been disconnected');

    const changed = setup(
      {},
      {
        devices: [
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
        ],
      },
    );
    await changed.recorder.init();
    await changed.recorder.record(0);
    await changed.recorder.selectDevice('b');
    expect(changed.recorder.getSnapshot()).toMatchObject({ state: 'idle', deviceId: 'b' });
  });

  it('remembers the selected device', async () => {
    let remembered: string | null = 'b';
    const deviceMemory = { read: () => remembered, write: (id: string) => (remembered = id) };
    const { recorder } = setup(
      { deviceMemory },
      {
        devices: [
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
        ],
      },
    );
    await recorder.init();
    expect(recorder.getSnapshot().deviceId).toBe('b');
    await recorder.selectDevice('a');
    expect(remembered).toBe('a');
  });

  it('reads the journal while the microphones are being listed, and is ready once both are (issue 33)', async () => {
    const storage = createMemoryJournalStorage();
    const journalRead = vi.spyOn(storage, 'readSession');
    const { recorder, engine } = setup({}, {}, storage);
    let listed = (_devices: { id: string; label: string }[]) => {};
    vi.spyOn(engine, 'listDevices').mockReturnValue(
      new Promise((resolve) => {
        listed = resolve;
      }),
    );
    let ready = false;
    const init = recorder.init().then(() => {
      ready = true;
    });
    await vi.waitFor(() => expect(journalRead).toHaveBeenCalled());
    expect(ready).toBe(false);
    listed([{ id: 'usb', label: 'USB microphone' }]);
    await init;
    expect(recorder.getSnapshot()).toMatchObject({ deviceId: 'usb', devices: [{ id: 'usb' }] });
  });

  it('after a reload, uploads the journal and warns only when the capture was cut off', async () => {
    const storage = createMemoryJournalStorage();
    const first = setup({}, {}, storage);
    await first.recorder.init();
    first.server.failNext(1000);
    await first.recorder.record(0);
    await vi.advanceTimersByTimeAsync(3000);
    // The page dies while recording: the capture stops without the recorder ever stopping.
    await first.engine.stop();
    const second = setup({}, {}, storage);
    const recovery = await second.recorder.init();
    expect(recovery).toMatchObject({ interrupted: true });
    expect(recovery.operations).toBeGreaterThan(0);
    expect(second.messages()).toEqual([recorderMessages.recordingInterrupted]);
    await vi.waitFor(() => expect(second.recorder.getSnapshot().upload.state).toBe('synced'));
    expect(await hashOf(second.server.audio(fileName))).toBe(await hashOf(second.recorder.timeline));

    const cleanStorage = createMemoryJournalStorage();
    const clean = setup({}, {}, cleanStorage);
    await clean.recorder.init();
    clean.server.failNext(1000);
    await clean.recorder.record(0);
    await vi.advanceTimersByTimeAsync(3000);
    await clean.recorder.stop();
    clean.recorder.dispose();
    const reloaded = setup({}, {}, cleanStorage);
    expect(await reloaded.recorder.init()).toEqual({ operations: 2, interrupted: false });
    await vi.waitFor(() => expect(reloaded.messages()).toEqual([recorderMessages.recordingRecovered]));
  });
});

/** A journal write refused as a full disk refuses it. */
const diskFull = () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'));

/** What the page showed just before it went away, to compare with what the next page shows. */
async function shown(recorder: Recorder) {
  const { lengthMs, cursorMs } = recorder.getSnapshot();
  return { lengthMs, cursorMs, hash: await hashOf(recorder.timeline) };
}

describe('nothing lost: a reload rebuilds the recording from this computer alone (issue 15)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A page on one letter: one journal, one server, as a reload keeps them. */
  function world(storedSeconds = 0) {
    const storage = createMemoryJournalStorage();
    const server = createFakeAudioServer();
    if (storedSeconds > 0) {
      server.audio(fileName).append(synthesizeSpeech(storedSeconds * 16000, { seed: 9 }));
      server.publish(7, fileName);
    }
    const page = (overrides: Partial<RecorderOptions> = {}) =>
      setup(
        {
          uploadAdapter: server,
          ...(storedSeconds > 0 ? { loadStoredAudio: loadStoredAudioFrom(server, 7) } : {}),
          ...overrides,
        },
        {},
        storage,
      );
    return { storage, server, page };
  }

  /** The page dies mid-recording (no stop, no pagehide): only the journal and the server remain. */
  async function crash(page: ReturnType<ReturnType<typeof world>['page']>) {
    await page.engine.stop();
  }

  it('on a new letter with the network cut: same length, audio and cursor after the reload', async () => {
    const { server, page } = world();
    const before = page();
    await before.recorder.init();
    await before.recorder.record(0);
    await vi.advanceTimersByTimeAsync(2000);
    server.failNext(10_000);
    await vi.advanceTimersByTimeAsync(7300);
    const beforeReload = await shown(before.recorder);
    await crash(before);

    const after = page();
    await after.recorder.init();
    expect(await shown(after.recorder)).toEqual(beforeReload);
    expect(beforeReload.lengthMs).toBe(9300);
  });

  it('on a letter that already holds audio, with inserts and overwrites, while the server is down', async () => {
    const { server, page } = world(5);
    const before = page();
    await before.recorder.init();
    expect(before.recorder.getSnapshot().lengthMs).toBe(5000);
    await before.recorder.record(2000);
    await vi.advanceTimersByTimeAsync(3000);
    await before.recorder.stop();
    before.recorder.setRecordMode(1);
    await before.recorder.record(1000);
    await vi.advanceTimersByTimeAsync(1500);
    before.recorder.setRecordMode(0);
    await before.recorder.stop();
    await before.recorder.record(4000);
    server.failNext(10_000);
    await vi.advanceTimersByTimeAsync(6100);
    const beforeReload = await shown(before.recorder);
    await crash(before);

    // The server answers nothing at all: the recording is still back, as it was.
    const after = page();
    await after.recorder.init();
    expect(await shown(after.recorder)).toEqual(beforeReload);
    expect(beforeReload).toMatchObject({ lengthMs: 14_100, cursorMs: 10_100 });
  });

  it('after the recovery the next take uploads and the server holds exactly the page audio', async () => {
    const { server, page } = world(5);
    const before = page();
    await before.recorder.init();
    await before.recorder.record(5000);
    server.failNext(4);
    await vi.advanceTimersByTimeAsync(6000);
    await crash(before);

    const after = page();
    await after.recorder.init();
    await after.recorder.record(after.recorder.getSnapshot().cursorMs);
    await vi.advanceTimersByTimeAsync(3000);
    const result = await after.recorder.finish();
    expect(after.recorder.getSnapshot().upload.state).toBe('synced');
    expect(result.lengthMs).toBe(14_000);
    expect(await hashOf(server.audio(fileName))).toBe(await hashOf(after.recorder.timeline));
  });

  it('two reloads in a row keep adding up: nothing is applied twice', async () => {
    const { server, page } = world(3);
    let current = page();
    await current.recorder.init();
    for (let take = 0; take < 3; take += 1) {
      await current.recorder.record(current.recorder.getSnapshot().cursorMs);
      // Answers lost half the time: the server applied what the page thinks was not sent.
      server.loseAnswers(2);
      await vi.advanceTimersByTimeAsync(4000);
      await crash(current);
      current = page();
      await current.recorder.init();
    }
    expect(current.recorder.getSnapshot().lengthMs).toBe(15_000);
    await current.recorder.finish();
    expect(await hashOf(server.audio(fileName))).toBe(await hashOf(current.recorder.timeline));
  });

  it('leaving after the audio is saved forgets the local copy; leaving before keeps it', async () => {
    const { storage, page } = world();
    const first = page();
    await first.recorder.init();
    await first.recorder.record(0);
    await vi.advanceTimersByTimeAsync(5000);
    await first.recorder.finish();
    first.recorder.dispose();
    await vi.waitFor(async () => expect(await storage.readSession(fileName)).toBeUndefined());

    const second = page();
    await second.recorder.init();
    await second.recorder.record(0);
    await vi.advanceTimersByTimeAsync(5000);
    await second.recorder.stop();
    second.recorder.dispose();
    expect(await storage.readSession(fileName)).toMatchObject({ base: 'stored' });
  });

  it('a base cut short by a crash is taken from the server again, which still has it unchanged', async () => {
    const { storage, server, page } = world(4);
    // The journal of a page that died while writing its base: its operations never left.
    await storage.writeSession({ fileName, capturing: true, nextSequence: 1, updatedAt: 0, base: 'writing' });
    await storage.add({
      fileName,
      sequence: 0,
      operationId: 'only-operation',
      recordMode: 0,
      startMs: 4000,
      pcm: synthesizeSpeech(16000),
    });
    const after = page();
    await after.recorder.init();
    expect(after.recorder.getSnapshot().lengthMs).toBe(5000);
    await after.recorder.finish();
    expect(await hashOf(server.audio(fileName))).toBe(await hashOf(after.recorder.timeline));
    expect(await storage.readSession(fileName)).toMatchObject({ base: 'stored' });
  });

  it('Record on a long letter opens the microphone while its base is still being written, and a crash then loses nothing', async () => {
    // 40 s: a base of two parts, the second held back as a slow disk holds half an hour's.
    const { storage, server, page } = world(40);
    const before = page();
    await before.recorder.init();
    holdBaseAfterFirstPart(storage);
    void before.recorder.record(40_000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(before.recorder.getSnapshot()).toMatchObject({ state: 'recording', lengthMs: 43_000 });
    // Nothing reaches the server before the base is kept: a recovery would take it from there.
    expect(server.audio(fileName).lengthMs).toBe(40_000);
    const beforeReload = await shown(before.recorder);
    await crash(before);

    const after = page();
    await after.recorder.init();
    expect(await shown(after.recorder)).toEqual(beforeReload);
  });

  it('a base the disk refused is taken from the server, with only what it has not acknowledged', async () => {
    const { storage, server, page } = world(5);
    const writeBase = storage.writeBase;
    storage.writeBase = diskFull;
    const before = page();
    await before.recorder.init();
    await before.recorder.record(5000);
    await vi.advanceTimersByTimeAsync(7000);
    // Sent and acknowledged meanwhile: the server holds the letter's audio and the first 5 s.
    expect(server.audio(fileName).lengthMs).toBeGreaterThan(5000);
    expect(before.messages()).toContain(recorderMessages.audioNotKept);
    const beforeReload = await shown(before.recorder);
    await crash(before);

    // The disk has room again: the server's audio becomes the base, and a second reload does
    // not apply again what it already holds.
    storage.writeBase = writeBase;
    const after = page();
    await after.recorder.init();
    expect(await shown(after.recorder)).toEqual(beforeReload);
    await vi.advanceTimersByTimeAsync(1000);
    await crash(after);
    const again = page();
    await again.recorder.init();
    expect(await shown(again.recorder)).toEqual(beforeReload);
    await again.recorder.finish();
    expect(await hashOf(server.audio(fileName))).toBe(beforeReload.hash);
  });

  it('an operation the server applied but whose answer was lost is not applied again on its audio', async () => {
    const { storage, server, page } = world(5);
    storage.writeBase = diskFull;
    const before = page();
    await before.recorder.init();
    await before.recorder.record(5000);
    // The first upload (at 5 s) is applied, its answer lost; the page dies before the retry.
    server.loseAnswers(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.audio(fileName).lengthMs).toBe(7000);
    const beforeReload = await shown(before.recorder);
    await crash(before);

    const after = page();
    await after.recorder.init();
    expect(await shown(after.recorder)).toEqual(beforeReload);
    expect(beforeReload.lengthMs).toBe(10_000);
    await after.recorder.finish();
    expect(await hashOf(server.audio(fileName))).toBe(beforeReload.hash);
  });

  it('a journal that cannot be replayed whole says so once and becomes the new base', async () => {
    const { storage, server, page } = world();
    await storage.writeBase(fileName, (async function* () {})());
    await storage.writeSession({ fileName, capturing: false, nextSequence: 2, updatedAt: 0, base: 'stored' });
    const operation = (sequence: number, startMs: number) => ({
      fileName,
      sequence,
      operationId: `operation-${sequence}`,
      recordMode: 0 as const,
      startMs,
      pcm: synthesizeSpeech(16000, { seed: sequence }),
    });
    await storage.add(operation(0, 0));
    // Operation 1 was recorded after audio this journal does not have.
    await storage.add(operation(1, 5000));
    const first = page();
    await first.recorder.init();
    expect(first.recorder.getSnapshot().lengthMs).toBe(1000);
    expect(first.messages()).toEqual([recorderMessages.recordingInterrupted]);
    // The server is given this audio whole at the check after the recovery.
    await vi.waitFor(() => expect(first.recorder.getSnapshot().upload.state).toBe('synced'));
    expect(await hashOf(server.audio(fileName))).toBe(await hashOf(first.recorder.timeline));

    // A reload: the journal now replays whole.
    const second = page();
    await second.recorder.init();
    expect(second.recorder.getSnapshot().lengthMs).toBe(1000);
    expect(second.messages()).toEqual([]);
  });

  it('says audio may be lost when the journal cannot keep it, and records on', async () => {
    const storage = createMemoryJournalStorage();
    storage.appendFragments = diskFull;
    const page = setup({}, {}, storage);
    await page.recorder.init();
    await page.recorder.record(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(page.notices.find((notice) => notice.message === recorderMessages.audioNotKept)).toMatchObject({
      description: recorderMessages.audioNotKeptHelp,
      durationMs: 0,
    });
    await vi.advanceTimersByTimeAsync(4500);
    expect((await page.recorder.finish()).lengthMs).toBe(5000);
  });

  it('a second window on the same letter only plays it, and says why', async () => {
    const { page } = world(4);
    const neverGranted = {
      request: (_name: string, lockOptions: { signal?: AbortSignal }) =>
        new Promise((_resolve, reject) =>
          lockOptions.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    };
    const second = page({ lock: { locks: neverGranted, waitMs: 100 } });
    const init = second.recorder.init();
    await vi.advanceTimersByTimeAsync(100);
    await init;
    expect(second.recorder.getSnapshot()).toMatchObject({ elsewhere: true, lengthMs: 4000 });
    expect(second.messages()).toContain(recorderMessages.recordingElsewhere);
    expect(await second.recorder.record(0)).toBe(false);
  });

  it("a new recording's Record waits for neither its lock's grant nor a journal read, and holds the lock once granted (issue 33)", async () => {
    const storage = createMemoryJournalStorage();
    const read = vi.spyOn(storage, 'list');
    const asked: {
      name: string;
      signal: AbortSignal | undefined;
      grant: () => void;
      released: Promise<void>;
    }[] = [];
    const grantedLater = {
      request: (name: string, lockOptions: { signal?: AbortSignal }, held: () => Promise<void>) =>
        new Promise<void>((resolve) => {
          let released: Promise<void> = new Promise(() => {});
          const grant = () => {
            released = held();
            entry.released = released;
            void released.then(resolve);
          };
          const entry = { name, signal: lockOptions.signal, grant, released };
          asked.push(entry);
        }),
    };
    const page = setup({ newRecording: true, lock: { locks: grantedLater } }, {}, storage);
    await page.recorder.init();
    expect(read).not.toHaveBeenCalled();
    // Asked for at once, for as long as it takes: no other window can know the name yet.
    expect(asked.map(({ name }) => name)).toEqual([`dictation-recorder:${fileName}`]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked[0]?.signal?.aborted).not.toBe(true);
    expect(await page.recorder.record(0)).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    await page.recorder.stop();
    // Journaled as any recording is, from the first frame.
    expect((await storage.list(fileName)).length).toBeGreaterThan(0);
    // Granted late, it is held until the page goes.
    let released = false;
    asked[0]?.grant();
    void asked[0]?.released.then(() => (released = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(released).toBe(false);
    page.recorder.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(released).toBe(true);
  });

  it('a new recording disposed before its lock is granted lets it go at the grant', async () => {
    let release: Promise<void> | undefined;
    let grant = () => {};
    const locks = {
      request: (_name: string, _options: { signal?: AbortSignal }, held: () => Promise<void>) =>
        new Promise<void>((resolve) => {
          grant = () => {
            release = held();
            void release.then(resolve);
          };
        }),
    };
    const page = setup({ newRecording: true, lock: { locks } });
    await page.recorder.init();
    page.recorder.dispose();
    grant();
    let released = false;
    void release?.then(() => (released = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(released).toBe(true);
  });

  it('a job reopened from the server alone has the cursor at the end of its audio (issue 23)', async () => {
    const { page } = world(14);
    const reopened = page();
    await reopened.recorder.init();
    // Where a clinician goes on: Insert mode must not put the next take before what was said.
    expect(reopened.recorder.getSnapshot()).toMatchObject({ lengthMs: 14_000, cursorMs: 14_000 });
  });

  it('refuses to record over a stored recording that did not load', async () => {
    const { server, page } = world(4);
    server.failNext(1);
    const broken = page();
    await broken.recorder.init();
    expect(await broken.recorder.record(0)).toBe(false);
    expect(broken.messages()).toContain(recorderMessages.storedAudioMissing);
  });

  it('completes with the audio the server holds as expectedAudio, then forgets the local copy', async () => {
    const { storage, server, page } = world();
    const current = page();
    await current.recorder.init();
    await current.recorder.record(0);
    await vi.advanceTimersByTimeAsync(5000);
    const complete = vi.fn(async (_audio: { hash: string; length: number }) => 'completed');
    expect(await current.recorder.complete(complete)).toBe('completed');
    expect(complete).toHaveBeenCalledWith({ hash: await hashOf(server.audio(fileName)), length: 5000 });
    expect(await storage.readSession(fileName)).toBeUndefined();
  });
});
