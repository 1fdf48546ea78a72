import type { TransportEvent } from '@dictation/pedal';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recorderMessages } from '../messages';
import type { MediaLike } from '../player/createPlayer';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { prefersConvertedAudio } from './prefersConvertedAudio';
import { type UseAudioPlayerOptions, useAudioPlayer } from './useAudioPlayer';

const silentMedia = (): MediaLike => ({
  src: '',
  currentTime: 0,
  playbackRate: 1,
  paused: true,
  play: async () => {},
  pause: () => {},
  addEventListener: () => {},
  removeAttribute: () => {},
});

function letterServer(seconds = 10, mp3 = { isMp3Available: true, isMp3Failed: false }) {
  const server = createFakeAudioServer();
  server.audio('letter').append(synthesizeSpeech(seconds * 16000));
  server.publish(42, 'letter', mp3);
  return server;
}

const render = (options: Partial<UseAudioPlayerOptions> = {}) => {
  const defaults = { audioRecordId: 42, transport: letterServer(), useMp3: false, createMedia: silentMedia };
  return renderHook(() => useAudioPlayer({ ...defaults, ...options }));
};

describe('useAudioPlayer (the letter screen, spec 001 sections 2 and 4)', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the stored recording and plays it with the recorder player', async () => {
    const { result, unmount } = render();
    await waitFor(() => expect(result.current.load).toEqual({ kind: 'loaded', lengthMs: 10_000 }));
    expect(result.current.playback).toMatchObject({ state: 'ready', lengthMs: 10_000 });
    unmount();
  });

  it('on touch and special browsers polls isMp3Available every 10 s with the spec messages', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = letterServer(10, { isMp3Available: false, isMp3Failed: false });
    const { result, unmount } = render({ transport: server, useMp3: true });
    await waitFor(() =>
      expect(result.current.load).toEqual({
        kind: 'converting',
        message: recorderMessages.audioConversionInProgress,
      }),
    );
    server.publish(42, 'letter', { isMp3Available: true, isMp3Failed: false });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(result.current.load.kind).toBe('loaded'));
    unmount();
  });

  it('says when the conversion failed or the audio is not there', async () => {
    const failed = render({
      transport: letterServer(10, { isMp3Available: false, isMp3Failed: true }),
      useMp3: true,
    });
    await waitFor(() =>
      expect(failed.result.current.load).toEqual({
        kind: 'failed',
        message: recorderMessages.audioConversionFailed,
      }),
    );
    failed.unmount();
    const missing = render({ audioRecordId: 999 });
    await waitFor(() =>
      expect(missing.result.current.load).toEqual({
        kind: 'failed',
        message: recorderMessages.audioNotFound,
      }),
    );
    missing.unmount();
  });

  it('plays, rewinds and forwards from the pedal, rewinding on stop by the setting as it is now', async () => {
    let listener: ((event: TransportEvent) => void) | undefined;
    const subscribeTransport = (next: (event: TransportEvent) => void) => {
      listener = next;
      return () => {
        listener = undefined;
      };
    };
    const { result, unmount, rerender } = renderHook(
      (props: { rewind: number }) =>
        useAudioPlayer({
          audioRecordId: 42,
          transport: letterServer(),
          useMp3: false,
          createMedia: silentMedia,
          subscribeTransport,
          rewindOnStopSeconds: props.rewind,
        }),
      { initialProps: { rewind: 3 } },
    );
    await waitFor(() => expect(result.current.load.kind).toBe('loaded'));
    act(() => listener?.({ action: 'forward', phase: 'start' }));
    act(() => listener?.({ action: 'forward', phase: 'start' }));
    expect(result.current.playback?.positionMs).toBe(6000);
    act(() => listener?.({ action: 'rewind', phase: 'start' }));
    expect(result.current.playback?.positionMs).toBe(3000);
    rerender({ rewind: 2 });
    await act(async () => listener?.({ action: 'playStop', phase: 'toggle' }));
    expect(result.current.playback?.state).toBe('playing');
    act(() => listener?.({ action: 'playStop', phase: 'toggle' }));
    expect(result.current.playback).toMatchObject({ state: 'ready', positionMs: 1000 });
    // Record is not the player's: nothing happens.
    act(() => listener?.({ action: 'record', phase: 'toggle' }));
    expect(result.current.playback?.state).toBe('ready');
    unmount();
  });

  it('takes the hotkeys while a text editor has the focus', async () => {
    const { result, unmount } = render();
    await waitFor(() => expect(result.current.load.kind).toBe('loaded'));
    const editor = document.createElement('div');
    editor.contentEditable = 'true';
    document.body.append(editor);
    editor.focus();
    const press = (code: string) =>
      editor.dispatchEvent(
        new KeyboardEvent('keydown', { code, shiftKey: true, altKey: true, bubbles: true }),
      );
    act(() => {
      press('ArrowRight');
      editor.dispatchEvent(new KeyboardEvent('keyup', { code: 'ArrowRight', bubbles: true }));
    });
    expect(result.current.playback?.positionMs).toBe(3000);
    editor.remove();
    unmount();
  });
});

describe('prefersConvertedAudio', () => {
  it.each([
    [{ maxTouchPoints: 5, userAgent: 'Chrome/150' }, true],
    [{ maxTouchPoints: 0, userAgent: 'Mozilla/5.0 (Macintosh) Version/18 Safari/605.1.15' }, true],
    [{ maxTouchPoints: 0, userAgent: 'Mozilla/5.0 Chrome/150 Safari/537.36' }, false],
    [undefined, false],
  ])('%o -> %s', (navigatorLike, expected) => {
    expect(prefersConvertedAudio(navigatorLike)).toBe(expected);
  });
});
