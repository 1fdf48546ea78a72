import { PeakPyramid } from '@dictation/audio';
import { createPlayer, type Player } from '../player/createPlayer';
import { type LoadState, loadAudioRecord } from '../player/loadAudioRecord';
import { playerSteps } from '../recordingConstants';
import { createRecordingTimeline } from '../session/createRecordingTimeline';
import { prefersConvertedAudio } from './prefersConvertedAudio';
import type { UseAudioPlayerOptions } from './useAudioPlayer';

/** A stored recording opened to be played: its waveform's peaks and the player. */
export interface StoredRecording {
  peaks: PeakPyramid;
  player: Player;
  /** Stops its download, disposes of the player and deletes the local copy of its blocks. */
  close(): void;
}

/**
 * What plays a stored recording (`useAudioPlayer`): its timeline, peaks and player, and the
 * recording's download into them. A module of its own (storedRecordingModule.ts) so that the
 * letter screen's text does not wait for it (issue 33).
 */
export function openStoredRecording(
  options: UseAudioPlayerOptions,
  { log, onState }: { log: (error: unknown) => void; onState: (state: LoadState) => void },
): StoredRecording {
  const { audioRecordId } = options;
  // A letter's audio can be 30 minutes (57 MB of PCM): as on the recording page, the timeline
  // keeps its sealed blocks in IndexedDB and a few in memory.
  const timeline = createRecordingTimeline(`letter-audio-${audioRecordId}`, { log });
  const peaks = new PeakPyramid(timeline);
  const player = createPlayer({
    timeline,
    rewindOnStopSeconds: options.rewindOnStopSeconds ?? playerSteps.rewindOnStopSeconds,
    ...(options.playbackSpeed !== undefined ? { initialSpeed: options.playbackSpeed } : {}),
    ...(options.createMedia ? { createMedia: options.createMedia } : {}),
  });
  const abort = new AbortController();
  void loadAudioRecord({
    playbackAdapter: options.playbackAdapter,
    audioRecordId,
    timeline,
    useMp3: options.useMp3 ?? prefersConvertedAudio(globalThis.navigator),
    onState: (state) => {
      if (state.kind === 'loaded') {
        peaks.update(0);
        player.invalidate();
      }
      onState(state);
    },
    signal: abort.signal,
  });
  return {
    peaks,
    player,
    close() {
      abort.abort();
      player.dispose();
      // The server holds the recording: the local copy of its blocks goes with the screen.
      void timeline.discardStoredBlocks().catch(log);
    },
  };
}
