import type { PcmTimeline } from '@dictation/audio';
import type { TapeEvent, TapeListener } from '@dictation/pedal';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recorderMessages } from '../messages';
import type { MediaLike } from '../player/createPlayer';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { prefersConvertedAudio } from './prefersConvertedAudio';
import { type UseAudioPlayerOptions, useAudioPlayer } from './useAudioPlayer';

// The timelines the hook makes, to see what becomes of their stored blocks.
const timelines = vi.hoisted(() => [] as { fileName: string; timeline: PcmTimeline }[]);
vi.mock('../session/createRecordingTimeline', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../session/createRecordingTimeline')>();
  return {
    createRecordingTimeline: (...args: Parameters<typeof actual.createRecordingTimeline>) => {
      const timeline = actual.createRecordingTimeline(...args);
      timelines.push({ fileName: args[0], timeline });
      return timeline;
    },
  };
});

/** A media element the test plays: `reach(seconds)` is playback getting that far. */
class TestMedia extends EventTarget implements MediaLike {
  src = '';
  currentTime = 0;
  playbackRate = 1;
  paused = true;
  async play() {
    this.paused = false;
  }
  pause() {
    this.paused = true;
  }
  removeAttribute() {
    this.src = '';
  }
  reach(seconds: number) {
    this.currentTime = seconds;
    this.dispatchEvent(new Event('timeupdate'));
  }
}

function letterServer(seconds = 10, mp3 = { isMp3Available: true, isMp3Failed: false }) {
  const server = createFakeAudioServer();
  server.audio('letter').append(synthesizeSpeech(seconds * 16000));
  server.publish(42, 'letter', mp3);
  return server;
}

/** A foot pedal as `@dictation/pedal` hands it over: one listener at a time. */
function testPedal() {
  let listener: TapeListener | undefined;
  return {
    subscribe(next: TapeListener) {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
    send: (event: TapeEvent) => act(() => listener?.(event)),
    get subscribed() {
      return listener !== undefined;
    },
  };
}

type Props = Partial<UseAudioPlayerOptions>;

function render(initialProps: Props = {}) {
  const media = new TestMedia();
  const defaults: UseAudioPlayerOptions = {
    audioRecordId: 42,
    playbackAdapter: letterServer(),
    useMp3: false,
    createMedia: () => media,
  };
  const hook = renderHook((props: Props) => useAudioPlayer({ ...defaults, ...props }), { initialProps });
  return { ...hook, media };
}

async function loaded(initialProps: Props = {}) {
  const rendered = render(initialProps);
  await waitFor(() => expect(rendered.result.current.load.kind).toBe('loaded'));
  return rendered;
}

describe('useAudioPlayer (the letter screen, spec 001 sections 2 and 4)', () => {
  afterEach(() => {
    vi.useRealTimers();
    timelines.length = 0;
  });

  it('loads the stored recording with `stream` and plays it at the speed asked', async () => {
    const playbackAdapter = letterServer(10);
    const streamMp3 = vi.spyOn(playbackAdapter, 'streamMp3');
    const { result, media, rerender, unmount } = render({ playbackAdapter, playbackSpeed: 1.4 });
    expect(result.current.load).toEqual({ kind: 'loading' });
    await waitFor(() => expect(result.current.load).toEqual({ kind: 'loaded', lengthMs: 10_000 }));
    expect(result.current.playback).toMatchObject({ state: 'ready', lengthMs: 10_000, speed: 1.4 });
    expect(streamMp3).not.toHaveBeenCalled();
    await act(() => result.current.player?.play());
    expect(media.src).toMatch(/^blob:/);
    expect(media.playbackRate).toBe(1.4);
    // The user's playback default arrived after the page: the player takes it.
    rerender({ playbackAdapter, playbackSpeed: 0.6 });
    expect(result.current.playback?.speed).toBe(0.6);
    expect(media.playbackRate).toBe(0.6);
    unmount();
  });

  it('with the converted rendition polls isMp3Available every 10 s, then loads `stream-mp3`', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const playbackAdapter = letterServer(10, { isMp3Available: false, isMp3Failed: false });
    const poll = vi.spyOn(playbackAdapter, 'isMp3Available');
    const stream = vi.spyOn(playbackAdapter, 'stream');
    const { result, unmount } = render({ playbackAdapter, useMp3: true });
    await waitFor(() =>
      expect(result.current.load).toEqual({
        kind: 'converting',
        message: recorderMessages.audioConversionInProgress,
      }),
    );
    expect(result.current.playback?.state).toBe('empty');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(poll).toHaveBeenCalledTimes(2);
    expect(result.current.load.kind).toBe('converting');
    playbackAdapter.publish(42, 'letter', { isMp3Available: true, isMp3Failed: false });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(result.current.load).toEqual({ kind: 'loaded', lengthMs: 10_000 }));
    expect(poll).toHaveBeenCalledTimes(3);
    expect(stream).not.toHaveBeenCalled();
    unmount();
  });

  it('stops polling when the screen is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const playbackAdapter = letterServer(10, { isMp3Available: false, isMp3Failed: false });
    const poll = vi.spyOn(playbackAdapter, 'isMp3Available');
    const { result, unmount } = render({ playbackAdapter, useMp3: true });
    await waitFor(() => expect(result.current.load.kind).toBe('converting'));
    unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'the conversion failed',
      { useMp3: true, playbackAdapter: letterServer(10, { isMp3Available: false, isMp3Failed: true }) },
      recorderMessages.audioConversionFailed,
    ],
    ['the audio record is not there', { audioRecordId: 999 }, recorderMessages.audioNotFound],
  ])('says so when %s (spec 000 section 8)', async (_case, props, message) => {
    const { result, unmount } = render(props);
    await waitFor(() => expect(result.current.load).toEqual({ kind: 'failed', message }));
    expect(result.current.playback?.state).toBe('empty');
    unmount();
  });

  it('plays, rewinds and forwards from the pedal; record actions do nothing', async () => {
    const pedal = testPedal();
    const { result, unmount } = await loaded({ subscribeTapeActions: pedal.subscribe });
    pedal.send({ action: 'forward', phase: 'start' });
    pedal.send({ action: 'forward', phase: 'repeat' });
    pedal.send({ action: 'forward', phase: 'stop' });
    expect(result.current.playback?.positionMs).toBe(6000);
    pedal.send({ action: 'rewind', phase: 'start' });
    pedal.send({ action: 'rewind', phase: 'stop' });
    expect(result.current.playback?.positionMs).toBe(3000);
    for (const action of ['record', 'playRecord', 'rewindRecord'] as const) {
      pedal.send({ action, phase: 'toggle' });
    }
    expect(result.current.playback).toMatchObject({ state: 'ready', positionMs: 3000 });
    await act(async () => pedal.send({ action: 'playStop', phase: 'start' }));
    expect(result.current.playback?.state).toBe('playing');
    unmount();
    expect(pedal.subscribed).toBe(false);
  });

  it("rewinds on stop by the event's rewindSeconds, else by rewindOnStopSeconds as it is now", async () => {
    const pedal = testPedal();
    const { result, media, rerender, unmount } = await loaded({
      subscribeTapeActions: pedal.subscribe,
      rewindOnStopSeconds: 3,
    });
    const playTo = async (seconds: number) => {
      await act(async () => pedal.send({ action: 'playStop', phase: 'toggle' }));
      expect(result.current.playback?.state).toBe('playing');
      act(() => media.reach(seconds));
    };
    // The pedal carries the user's rewindOnStop (foot pedal settings): 5 s.
    await playTo(8);
    pedal.send({ action: 'playStop', phase: 'toggle', rewindSeconds: 5 });
    expect(result.current.playback).toMatchObject({ state: 'ready', positionMs: 3000 });
    // An event without it (an on-screen pedal): the prop, as it is after the settings loaded.
    rerender({ subscribeTapeActions: pedal.subscribe, rewindOnStopSeconds: 2 });
    await playTo(7);
    pedal.send({ action: 'playStop', phase: 'stop' });
    expect(result.current.playback).toMatchObject({ state: 'ready', positionMs: 5000 });
    unmount();
  });

  it.each([
    [
      'a contenteditable (the letter editor)',
      () => Object.assign(document.createElement('div'), { contentEditable: 'true', tabIndex: 0 }),
    ],
    ['a textarea', () => document.createElement('textarea')],
  ])(
    'takes the hotkeys while %s has the focus, and the field does not see them',
    async (_name, createField) => {
      const { result, unmount } = await loaded({ rewindOnStopSeconds: 1 });
      const field = createField();
      document.body.append(field);
      field.focus();
      const fieldKeys = vi.fn();
      field.addEventListener('keydown', fieldKeys);
      const press = (code: string) =>
        act(() => {
          field.dispatchEvent(
            new KeyboardEvent('keydown', {
              code,
              shiftKey: true,
              altKey: true,
              bubbles: true,
              cancelable: true,
            }),
          );
          field.dispatchEvent(new KeyboardEvent('keyup', { code, bubbles: true, cancelable: true }));
        });
      press('ArrowRight');
      press('ArrowRight');
      press('ArrowLeft');
      expect(result.current.playback?.positionMs).toBe(3000);
      press('ArrowDown');
      await waitFor(() => expect(result.current.playback?.state).toBe('playing'));
      press('ArrowDown');
      // Rewind on stop from the hotkey: rewindOnStopSeconds (1 s).
      expect(result.current.playback).toMatchObject({ state: 'ready', positionMs: 2000 });
      expect(fieldKeys).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(field);
      field.remove();
      unmount();
    },
  );

  it('keeps the audio in a recording timeline of its own and discards its stored blocks when it goes', async () => {
    const log = vi.fn();
    const { unmount } = await loaded({ log });
    expect(timelines.map((entry) => entry.fileName)).toEqual(['letter-audio-42']);
    const timeline = timelines[0]?.timeline;
    if (!timeline) throw new Error('the hook made no timeline');
    const refused = new Error('IndexedDB refused the delete');
    const discard = vi.spyOn(timeline, 'discardStoredBlocks').mockRejectedValue(refused);
    unmount();
    expect(discard).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(log).toHaveBeenCalledWith(refused));
  });
});

describe('prefersConvertedAudio (spec 001 section 4: touch and special browsers)', () => {
  const ua = {
    androidPhone:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/150.0 Mobile Safari/537.36',
    iPhone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
    /** Desktop Safari, and an iPad asking for desktop pages. */
    macintosh:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
    windowsEdge:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/150.0 Safari/537.36 Edg/150.0',
    chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 15000.0.0) AppleWebKit/537.36 Chrome/150.0 Safari/537.36',
  };
  it.each([
    ['an Android phone', true, { maxTouchPoints: 5, userAgent: ua.androidPhone }],
    ['an iPhone', true, { maxTouchPoints: 5, userAgent: ua.iPhone }],
    [
      'an iPad asking for desktop pages (a Mac with touch points)',
      true,
      { maxTouchPoints: 5, userAgent: ua.macintosh },
    ],
    ['desktop Safari', false, { maxTouchPoints: 0, userAgent: ua.macintosh }],
    ['a touchscreen Windows laptop', false, { maxTouchPoints: 10, userAgent: ua.windowsEdge }],
    ['a touchscreen Chromebook', false, { maxTouchPoints: 10, userAgent: ua.chromebook }],
    ['a desktop without touch', false, { maxTouchPoints: 0, userAgent: ua.windowsEdge }],
    ['no navigator (server rendering)', false, undefined],
  ])('%s: %s', (_device, expected, navigatorLike) => {
    expect(prefersConvertedAudio(navigatorLike)).toBe(expected);
  });
});
