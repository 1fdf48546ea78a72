import { type PcmTimeline, timelineSha256 } from '@dictation/audio';
import type { Notice } from '@dictation/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptureStartError } from '../engine/captureEngine';
import { createFakeCaptureEngine, type FakeCaptureEngineOptions } from '../engine/createFakeCaptureEngine';
import type { JournalStorage } from '../journal/journalStorage';
import { createMemoryJournalStorage } from '../journal/memoryJournalStorage';
import { recorderMessages } from '../messages';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { createRecorder, type RecorderOptions } from './createRecorder';

const fileName = 'letter-audio';

function setup(
  overrides: Partial<RecorderOptions> = {},
  engineOptions: FakeCaptureEngineOptions = {},
  storage: JournalStorage = createMemoryJournalStorage(),
) {
  const notices: Notice[] = [];
  const engine = createFakeCaptureEngine(engineOptions);
  const server = createFakeAudioServer();
  let online = true;
  const playSound = vi.fn(async () => {});
  const recorder = createRecorder({
    fileName,
    engine,
    transport: server,
    storage,
    notify: (notice) => notices.push(notice),
    isOnline: () => online,
    playSound,
    ...overrides,
  });
  const messages = () => notices.map((notice) => notice.message);
  return {
    recorder,
    engine,
    server,
    notices,
    messages,
    playSound,
    storage,
    goOffline: () => (online = false),
  };
}

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

  it('stops 10 s before 30 minutes with "The duration limit is reached" and refuses to record more', async () => {
    const { recorder, messages } = setup();
    await recorder.init();
    recorder.timeline.append(new Int16Array((1_790_000 - 1000) * 16));
    await recorder.record(recorder.timeline.lengthMs);
    await vi.advanceTimersByTimeAsync(1500);
    expect(recorder.getSnapshot().state).toBe('idle');
    expect(recorder.getSnapshot().lengthMs).toBe(1_790_000);
    expect(messages()).toEqual(['The duration limit is reached']);
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

  it('after a reload, sends the journal and warns only when the capture was cut off', async () => {
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
    expect(second.server.audio(fileName).lengthMs).toBeGreaterThanOrEqual(2500);
    expect(await storage.list(fileName)).toEqual([]);

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
    expect(reloaded.messages()).toEqual([recorderMessages.recordingRecovered]);
  });
});
