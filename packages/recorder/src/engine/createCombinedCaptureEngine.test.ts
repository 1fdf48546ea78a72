import type { Notice } from '@dictation/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryJournalStorage } from '../journal/memoryJournalStorage';
import { recorderMessages } from '../messages';
import { createRecorder } from '../session/createRecorder';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { createFakeCaptureEngine } from '../testing/createFakeCaptureEngine';
import {
  createFakeHelperConnection,
  type FakeHelperConnectionOptions,
} from '../testing/createFakeHelperConnection';
import type { CaptureEngine } from './captureEngine';
import { createCombinedCaptureEngine } from './createCombinedCaptureEngine';
import { createHelperMicrophoneEngine } from './createHelperMicrophoneEngine';

/** A recorder over the browser (fake) microphone plus the real helper engine on a fake `/michub`. */
function setup(helper: FakeHelperConnectionOptions = {}, remembered: string | null = null) {
  const notices: Notice[] = [];
  const connection = createFakeHelperConnection(helper);
  const browser = createFakeCaptureEngine({ devices: [{ id: 'default', label: 'Laptop microphone' }] });
  const engine = createCombinedCaptureEngine([browser, createHelperMicrophoneEngine({ connection })]);
  let memory = remembered;
  const recorder = createRecorder({
    fileName: 'letter-audio',
    engine,
    uploadAdapter: createFakeAudioServer(),
    storage: createMemoryJournalStorage(),
    notify: (notice) => notices.push(notice),
    isOnline: () => true,
    playSound: async () => {},
    deviceMemory: { read: () => memory, write: (id) => (memory = id) },
  });
  const messages = () => notices.map((notice) => notice.message);
  return { recorder, connection, engine, messages };
}

const ids = (recorder: ReturnType<typeof setup>['recorder']) =>
  recorder.getSnapshot().devices.map((device) => device.id);

describe('createCombinedCaptureEngine with the desktop helper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists browser and desktop app microphones together, the latter prefixed and named as such', async () => {
    const { recorder } = setup();
    await recorder.init();
    expect(recorder.getSnapshot().devices).toEqual([
      { id: 'default', label: 'Laptop microphone' },
      { id: 'helper:usb-microphone', label: 'USB Microphone (desktop app)' },
      { id: 'helper:speechmike', label: 'SpeechMike (desktop app)' },
    ]);
    expect(recorder.getSnapshot().desktop).toBe('connected');
  });

  it('records from a desktop app microphone: the helper frames land in the timeline', async () => {
    const { recorder, connection, messages } = setup();
    await recorder.init();
    await recorder.selectDevice('helper:speechmike');
    expect(await recorder.record(0)).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    await recorder.stop();
    expect(recorder.timeline.lengthMs).toBe(1000);
    expect(await connection.invoke('getLength')).toBe(1000);
    expect(messages()).toEqual([recorderMessages.tooShort]);
  });

  it('without a desktop app: browser microphones only, Disconnected, no notices, recording works', async () => {
    const { recorder, messages } = setup({ running: false });
    await recorder.init();
    expect(ids(recorder)).toEqual(['default']);
    expect(recorder.getSnapshot().desktop).toBe('disconnected');
    expect(await recorder.record(0)).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    await recorder.stop();
    expect(recorder.timeline.lengthMs).toBe(5000);
    expect(messages()).toEqual([]);
  });

  it('looks for the desktop app at once when Record is pressed, not at the end of the back-off (issue 33)', async () => {
    const { recorder, connection } = setup({ running: false });
    await recorder.init();
    const search = vi.spyOn(connection, 'searchNow');
    expect(await recorder.record(0)).toBe(true);
    expect(search).toHaveBeenCalledTimes(1);
    await recorder.stop();
  });

  it("asks the app's search not to wait for an idle page only when the remembered microphone is the app's", async () => {
    for (const [remembered, searchesNow] of [
      ['helper:usb-microphone', 1],
      ['default', 0],
      [null, 0],
    ] as const) {
      const { recorder, connection } = setup({}, remembered);
      const search = vi.spyOn(connection, 'searchNow');
      await recorder.init();
      expect(search).toHaveBeenCalledTimes(searchesNow);
      recorder.dispose();
    }
  });

  it('adds the desktop app microphones quietly when it starts, and restores the remembered one', async () => {
    const { recorder, connection, messages } = setup({ running: false }, 'helper:speechmike');
    await recorder.init();
    expect(recorder.getSnapshot().deviceId).toBe('default');
    connection.setRunning(true);
    await vi.waitFor(() => expect(recorder.getSnapshot().deviceId).toBe('helper:speechmike'));
    expect(recorder.getSnapshot().desktop).toBe('connected');
    expect(messages()).toEqual([]);

    connection.setRunning(false);
    await vi.waitFor(() => expect(ids(recorder)).toEqual(['default']));
    expect(recorder.getSnapshot()).toMatchObject({ desktop: 'disconnected', deviceId: 'default' });
    expect(messages()).toEqual([]);
  });

  it("stops with 'Swift desktop app is not running' when the desktop app goes away mid-recording", async () => {
    const { recorder, connection, messages } = setup({}, 'helper:usb-microphone');
    await recorder.init();
    await recorder.record(0);
    await vi.advanceTimersByTimeAsync(5000);
    connection.setRunning(false);
    await vi.waitFor(() => expect(recorder.getSnapshot().state).toBe('idle'));
    expect(messages()).toEqual([recorderMessages.helperNotRunning]);
    expect(recorder.timeline.lengthMs).toBe(5000);
  });

  it('stops with the device notice when the desktop app microphone is unplugged', async () => {
    const { recorder, connection, messages } = setup({}, 'helper:usb-microphone');
    await recorder.init();
    await recorder.record(0);
    await vi.advanceTimersByTimeAsync(5000);
    connection.unplug('usb-microphone');
    await vi.waitFor(() => expect(recorder.getSnapshot().state).toBe('idle'));
    expect(messages()).toEqual([recorderMessages.microphoneDisconnected]);
    expect(ids(recorder)).toEqual(['default', 'helper:speechmike']);
  });
});

describe('createCombinedCaptureEngine while the desktop app is being looked for (issue 33)', () => {
  /** A desktop-app-like source whose first search ends only when `answer` is called. */
  function searchingHelper() {
    let answer = () => {};
    const searched = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const helper: CaptureEngine = {
      ...createFakeCaptureEngine({ devices: [{ id: 'speechmike', label: 'SpeechMike' }] }),
      kind: 'helper',
      async listDevices(options) {
        if (options?.waitForSearch !== false) await searched;
        return [{ id: 'speechmike', label: 'SpeechMike' }];
      },
    };
    const browser = createFakeCaptureEngine({ devices: [{ id: 'default', label: 'Laptop microphone' }] });
    return { engine: createCombinedCaptureEngine([browser, helper]), answer };
  }
  const settles = async (list: Promise<unknown>) => {
    let settled = false;
    void list.then(() => {
      settled = true;
    });
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    return settled;
  };

  it('a recorder remembering a browser microphone (or none) is ready without waiting for the search', async () => {
    const { engine } = searchingHelper();
    expect(await settles(engine.listDevices({ wanted: 'default' }))).toBe(true);
    expect(await settles(engine.listDevices({ wanted: null }))).toBe(true);
    const recorder = createRecorder({
      fileName: 'ready-before-the-app',
      engine,
      uploadAdapter: createFakeAudioServer(),
      storage: createMemoryJournalStorage(),
      notify: () => {},
      isOnline: () => true,
      playSound: async () => {},
      deviceMemory: { read: () => 'default', write: () => {} },
    });
    await recorder.init();
    expect(recorder.getSnapshot().deviceId).toBe('default');
    recorder.dispose();
  });

  it("one remembering the desktop app's microphone waits for the search, so that it is listed", async () => {
    const { engine, answer } = searchingHelper();
    const list = engine.listDevices({ wanted: 'helper:speechmike' });
    expect(await settles(list)).toBe(false);
    answer();
    expect((await list).map((device) => device.id)).toEqual(['default', 'helper:speechmike']);
  });
});
