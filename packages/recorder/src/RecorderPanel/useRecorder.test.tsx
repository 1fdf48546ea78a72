import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCombinedCaptureEngine } from '../engine/createCombinedCaptureEngine';
import { createFakeCaptureEngine } from '../engine/createFakeCaptureEngine';
import { createHelperMicrophoneEngine } from '../engine/createHelperMicrophoneEngine';
import { createMemoryJournalStorage } from '../journal/memoryJournalStorage';
import type { MediaLike } from '../player/createPlayer';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { createFakeHelperConnection } from '../testing/createFakeHelperConnection';
import { useRecorder } from './useRecorder';

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
        transport: createFakeAudioServer(),
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
