import type { TapeAction, TapePhase } from '@dictation/pedal';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createCombinedCaptureEngine } from '../engine/createCombinedCaptureEngine';
import { createHelperMicrophoneEngine } from '../engine/createHelperMicrophoneEngine';
import type { JournalStorage } from '../journal/journalStorage';
import { createMemoryJournalStorage } from '../journal/memoryJournalStorage';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { createFakeCaptureEngine } from '../testing/createFakeCaptureEngine';
import { createFakeHelperConnection } from '../testing/createFakeHelperConnection';
import { silentMedia } from '../testing/silentMedia';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { type UseRecorderOptions, useRecorder } from './useRecorder';

describe('useRecorder with a dictation microphone', () => {
  it("records and stops from the microphone's buttons", async () => {
    const connection = createFakeHelperConnection();
    const engine = createCombinedCaptureEngine([
      createFakeCaptureEngine(),
      createHelperMicrophoneEngine({ connection }),
    ]);
    const { result, unmount } = renderHook(() =>
      useRecorder({
        audioKey: 'buttons',
        uploadAdapter: createFakeAudioServer(),
        journal: createMemoryJournalStorage(),
        notify: () => {},
        engine,
        createMedia: silentMedia,
        deviceMemory: { read: () => 'helper:speechmike', write: () => {} },
      }),
    );
    await waitFor(() => expect(result.current.recording?.deviceId).toBe('helper:speechmike'));

    act(() => connection.press('speechmike', 'record'));
    await waitFor(() => expect(result.current.recording?.state).toBe('recording'));
    await waitFor(() => expect(result.current.recording?.lengthMs).toBeGreaterThan(0));
    act(() => connection.press('speechmike', 'stop'));
    await waitFor(() => expect(result.current.recording?.state).toBe('idle'));
    expect(result.current.recording?.lengthMs).toBeGreaterThan(0);
    unmount();
  });
});

describe('useRecorder handleTapeAction (pedals, hotkeys; spec 000 sections 3 and 9)', () => {
  const audioKey = 'tape-actions';

  /** A hook on 10 s of stored audio, with spies on the player and recorder it drives. */
  async function setup(options: Partial<UseRecorderOptions> = {}) {
    const server = createFakeAudioServer();
    server.audio(audioKey).append(synthesizeSpeech(10 * 16000));
    server.publish(1, audioKey);
    const hook = renderHook(() =>
      useRecorder({
        audioKey,
        uploadAdapter: server,
        journal: createMemoryJournalStorage(),
        notify: () => {},
        engine: createFakeCaptureEngine(),
        createMedia: silentMedia,
        audioRecordId: 1,
        ...options,
      }),
    );
    await waitFor(() => expect(hook.result.current.playback?.lengthMs).toBe(10_000));
    const player = hook.result.current.player!;
    const recorder = hook.result.current.recorder!;
    // Spies that still call through: the mapping is checked by what it calls, the rest by state.
    const calls = {
      play: vi.spyOn(player, 'play'),
      stop: vi.spyOn(player, 'stop'),
      toggle: vi.spyOn(player, 'toggle'),
      rewind: vi.spyOn(player, 'rewind'),
      forward: vi.spyOn(player, 'forward'),
      record: vi.spyOn(recorder, 'record'),
    };
    const send = (action: TapeAction, phase: TapePhase, rewindSeconds?: number) =>
      act(() =>
        hook.result.current.handleTapeAction({
          action,
          phase,
          ...(rewindSeconds === undefined ? {} : { rewindSeconds }),
        }),
      );
    const position = () => hook.result.current.playback?.positionMs;
    const playerState = () => hook.result.current.playback?.state;
    const recorderState = () => hook.result.current.recording?.state;
    const startRecording = async (action: TapeAction, phase: TapePhase) => {
      send(action, phase);
      await waitFor(() => expect(recorderState()).toBe('recording'));
    };
    const stopRecording = async (action: TapeAction, phase: TapePhase) => {
      send(action, phase);
      await waitFor(() => expect(recorderState()).toBe('idle'));
    };
    return {
      ...hook,
      player,
      calls,
      send,
      position,
      playerState,
      recorderState,
      startRecording,
      stopRecording,
    };
  }

  it('playStop: start plays, stop stops, toggle flips', async () => {
    const { calls, send, playerState, unmount } = await setup();
    send('playStop', 'start');
    await waitFor(() => expect(playerState()).toBe('playing'));
    // Hold mode: a press while playing keeps playing, a release while stopped stays stopped.
    send('playStop', 'start');
    expect(playerState()).toBe('playing');
    send('playStop', 'stop');
    expect(playerState()).toBe('ready');
    send('playStop', 'stop');
    expect(calls.toggle).not.toHaveBeenCalled();
    send('playStop', 'toggle');
    await waitFor(() => expect(playerState()).toBe('playing'));
    send('playStop', 'toggle');
    expect(playerState()).toBe('ready');
    expect(calls.toggle).toHaveBeenCalledTimes(2);
    unmount();
  });

  it("playStop's stop rewinds by the event's rewindSeconds, else by rewindOnStopSeconds as it is now", async () => {
    const options: { rewindOnStopSeconds: number } = { rewindOnStopSeconds: 2 };
    const { player, send, position, playerState, rerender, unmount } = await setup(options);
    const playThenStop = async (rewindSeconds?: number) => {
      act(() => player.seek(8000));
      send('playStop', 'start');
      await waitFor(() => expect(playerState()).toBe('playing'));
      send('playStop', 'stop', rewindSeconds);
      return position();
    };
    expect(await playThenStop(5)).toBe(3000);
    expect(await playThenStop()).toBe(6000);
    // The foot pedal settings arrive (or change) after the player was made.
    options.rewindOnStopSeconds = 4;
    rerender();
    expect(await playThenStop()).toBe(4000);
    unmount();
  });

  it('rewind and forward step on start and on every repeat, not on the release', async () => {
    const { player, send, position, unmount } = await setup();
    // A letter with stored audio opens at its end (issue 23); the steps are counted from 00:00.
    expect(position()).toBe(10_000);
    act(() => player.seek(0));
    const steps = [
      ['forward', 'start', 3000],
      ['forward', 'repeat', 6000],
      ['forward', 'stop', 6000],
      ['rewind', 'start', 3000],
      ['rewind', 'stop', 3000],
      ['rewind', 'repeat', 0],
    ] as const;
    for (const [action, phase, positionMs] of steps) {
      send(action, phase);
      expect(position(), `${action} ${phase}`).toBe(positionMs);
    }
    unmount();
  });

  it('ignores play/stop, rewind and forward while recording', async () => {
    const { calls, send, recorderState, startRecording, stopRecording, unmount } = await setup();
    await startRecording('record', 'toggle');
    // Starting a recording stops the player itself; only what the tape actions call counts here.
    for (const spy of Object.values(calls)) spy.mockClear();
    for (const phase of ['start', 'stop', 'toggle'] as const) send('playStop', phase);
    for (const phase of ['start', 'repeat', 'stop'] as const) {
      send('rewind', phase);
      send('forward', phase);
    }
    for (const spy of [calls.play, calls.stop, calls.toggle, calls.rewind, calls.forward]) {
      expect(spy).not.toHaveBeenCalled();
    }
    expect(recorderState()).toBe('recording');
    await stopRecording('record', 'toggle');
    unmount();
  });

  it.each(['record', 'playRecord'] as const)(
    '%s: toggle starts and stops, start starts, stop stops',
    async (action) => {
      const { calls, send, recorderState, startRecording, stopRecording, unmount } = await setup();
      // A release with nothing recording does nothing.
      send(action, 'stop');
      await act(async () => {});
      expect(calls.record).not.toHaveBeenCalled();
      expect(recorderState()).toBe('idle');
      await startRecording(action, 'toggle');
      await stopRecording(action, 'toggle');
      await startRecording(action, 'start');
      await stopRecording(action, 'stop');
      expect(calls.record).toHaveBeenCalledTimes(2);
      unmount();
    },
  );

  it.each([
    ['its rewindSeconds', { rewindOnStopSeconds: 2 }, 5, 3000],
    ['the rewindOnStopSeconds option', { rewindOnStopSeconds: 2 }, undefined, 6000],
    ['3 s by default', {}, undefined, 5000],
  ] as const)(
    'rewindRecord rewinds by %s, then records; pressed again, it stops',
    async (_, options, rewindSeconds, startMs) => {
      const { player, calls, send, recorderState, stopRecording, unmount } = await setup(options);
      act(() => player.seek(8000));
      send('rewindRecord', 'toggle', rewindSeconds);
      await waitFor(() => expect(recorderState()).toBe('recording'));
      expect(calls.rewind).toHaveBeenCalledOnce();
      expect(calls.record).toHaveBeenCalledExactlyOnceWith(startMs);
      await stopRecording('rewindRecord', 'toggle');
      expect(calls.record).toHaveBeenCalledOnce();
      unmount();
    },
  );
});

describe('useRecorder onLoaded', () => {
  it('tells what a reopened recording holds once the journal is read, though the server never heard of it', async () => {
    const audioKey = 'reopened-from-journal';
    const journal = createMemoryJournalStorage();
    // Nothing reaches the server: the journal is the only copy.
    const server = createFakeAudioServer();
    server.failNext(Number.POSITIVE_INFINITY);
    const options = {
      audioKey,
      uploadAdapter: server,
      journal,
      notify: () => {},
      createMedia: silentMedia,
      uploadRetryInitialMs: 60_000,
    } satisfies Partial<UseRecorderOptions>;
    const first = renderHook(() => useRecorder({ ...options, engine: createFakeCaptureEngine() }));
    await waitFor(() => expect(first.result.current.recording?.deviceId).not.toBeNull());
    await act(() => first.result.current.toggleRecording());
    // Half a second of audio captured in real time: on two cores busy with other suites that
    // took longer than Testing Library's 1 s default (a full unit run beside the e2e suite).
    await waitFor(() => expect(first.result.current.recording?.lengthMs).toBeGreaterThan(500), {
      timeout: 10_000,
    });
    await act(() => first.result.current.toggleRecording());
    const recordedMs = first.result.current.recording!.lengthMs;
    first.unmount();

    const onLoaded = vi.fn();
    const reopened = renderHook(() =>
      useRecorder({ ...options, engine: createFakeCaptureEngine(), onLoaded }),
    );
    await waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(onLoaded).toHaveBeenCalledWith(recordedMs);
    expect(reopened.result.current.recording?.lengthMs).toBe(recordedMs);
    reopened.unmount();
  });
});

describe("useRecorder and a letter's stored audio (issue 33)", () => {
  const audioKey = 'stored-audio';

  function serverWithAudio(seconds: number) {
    const server = createFakeAudioServer();
    server.audio(audioKey).append(synthesizeSpeech(seconds * 16000));
    server.publish(1, audioKey);
    return { server, stream: vi.spyOn(server, 'stream') };
  }

  const open = (server: ReturnType<typeof createFakeAudioServer>, journal: JournalStorage) =>
    renderHook(() =>
      useRecorder({
        audioKey,
        uploadAdapter: server,
        journal,
        notify: () => {},
        engine: createFakeCaptureEngine(),
        createMedia: silentMedia,
        audioRecordId: 1,
      }),
    );

  it('asks for the audio while the journal is still being read, and loads it once', async () => {
    const { server, stream } = serverWithAudio(3);
    const journal = createMemoryJournalStorage();
    let answerJournal = () => {};
    const journalHeld = new Promise<void>((resolve) => {
      answerJournal = resolve;
    });
    const readSession = journal.readSession.bind(journal);
    journal.readSession = async (fileName) => {
      await journalHeld;
      return readSession(fileName);
    };
    const { result, unmount } = open(server, journal);
    await waitFor(() => expect(stream).toHaveBeenCalledTimes(1));
    expect(result.current.playback?.lengthMs ?? 0).toBe(0);
    answerJournal();
    await waitFor(() => expect(result.current.playback?.lengthMs).toBe(3000));
    expect(stream).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('cancels the download when the journal holds the whole recording', async () => {
    const { server, stream } = serverWithAudio(3);
    const journal = createMemoryJournalStorage();
    // A recording this computer kept whole (its base stored locally), 2 s long.
    await journal.writeBase(
      audioKey,
      (async function* () {
        yield synthesizeSpeech(2 * 16000);
      })(),
    );
    await journal.writeSession({
      fileName: audioKey,
      capturing: false,
      nextSequence: 0,
      updatedAt: 0,
      base: 'stored',
    });
    const { result, unmount } = open(server, journal);
    await waitFor(() => expect(result.current.playback?.lengthMs).toBe(2000));
    const [, options] = stream.mock.calls[0] ?? [];
    expect(options?.signal?.aborted).toBe(true);
    unmount();
  });
});
