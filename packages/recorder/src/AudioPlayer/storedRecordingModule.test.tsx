import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recorderMessages } from '../messages';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { silentMedia } from '../testing/silentMedia';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { storedRecordingModule } from './storedRecordingModule';
import { type UseAudioPlayerOptions, useAudioPlayer } from './useAudioPlayer';

// The player's code as the network delivers it: held until it arrives, or failed `failures` times.
const network = vi.hoisted(() => ({
  held: undefined as { promise: Promise<void>; arrive: () => void } | undefined,
  failures: 0,
  downloads: 0,
}));

function holdTheDownload() {
  let arrive = () => {};
  const promise = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  network.held = { promise, arrive };
  return arrive;
}
vi.mock('./storedRecordingModule', async () => {
  const { deferredModule } = await import('@dictation/ui');
  return {
    storedRecordingModule: deferredModule(async () => {
      network.downloads += 1;
      await network.held?.promise;
      if (network.failures > 0) {
        network.failures -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return import('./storedRecording');
    }),
  };
});

function letterServer() {
  const server = createFakeAudioServer();
  server.audio('letter').append(synthesizeSpeech(4 * 16000));
  server.publish(42, 'letter', { isMp3Available: true, isMp3Failed: false });
  return server;
}

function renderPlayer(playbackAdapter = letterServer()) {
  const stream = vi.spyOn(playbackAdapter, 'stream');
  const options: UseAudioPlayerOptions = {
    audioRecordId: 42,
    playbackAdapter,
    useMp3: false,
    createMedia: silentMedia,
  };
  return { ...renderHook(() => useAudioPlayer(options)), stream };
}

/**
 * These tests run first in their file, before any player has loaded the module: a module loaded
 * once stays loaded (as in a page), so the order of the tests is the order of a page's players.
 */
describe("useAudioPlayer's own code, downloaded when the player is first shown (issue 33)", () => {
  afterEach(() => {
    network.held = undefined;
    network.failures = 0;
  });

  it("says so, in the kit's words, when the player's code does not download", async () => {
    network.failures = 1;
    const { result, stream, unmount } = renderPlayer();
    await waitFor(() =>
      expect(result.current.load).toEqual({ kind: 'failed', message: recorderMessages.playerNotLoaded }),
    );
    expect(result.current.player).toBeUndefined();
    expect(stream).not.toHaveBeenCalled();
    unmount();
  });

  it('loads while its code downloads, and opens nothing once the player is gone', async () => {
    const arrive = holdTheDownload();
    const { result, stream, unmount } = renderPlayer();
    expect(result.current.load).toEqual({ kind: 'loading' });
    expect(result.current.player).toBeUndefined();
    unmount();
    await act(async () => arrive());
    // Asked for again after the failure above, and in now: nothing used it.
    await waitFor(() => expect(storedRecordingModule.current).toBeDefined());
    expect(network.downloads).toBe(2);
    expect(stream).not.toHaveBeenCalled();
  });

  it('opens the recording as the next player mounts, with the code already in', async () => {
    const { result, stream, unmount } = renderPlayer();
    expect(result.current.player).toBeDefined();
    await waitFor(() => expect(result.current.load).toEqual({ kind: 'loaded', lengthMs: 4000 }));
    expect(stream).toHaveBeenCalledTimes(1);
    expect(result.current.playback?.state).toBe('ready');
    expect(network.downloads).toBe(2);
    unmount();
  });
});
