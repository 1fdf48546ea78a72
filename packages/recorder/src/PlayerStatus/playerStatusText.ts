import { recorderLabels } from '../messages';

/** What a player (or the recorder around it) is doing, for its one status line. */
export type PlayerActivity = 'loading' | 'recording' | 'playing' | 'ready';

/**
 * The words of the status line (`role="status"`, read out as it changes): Ready at the start,
 * Paused once the position has moved, and Loading audio, Recording or Playing while they last.
 */
export function playerStatusText(activity: PlayerActivity, positionMs: number): string {
  switch (activity) {
    case 'loading':
      return recorderLabels.loading;
    case 'recording':
      return recorderLabels.stateRecording;
    case 'playing':
      return recorderLabels.statePlaying;
    case 'ready':
      return positionMs > 0 ? recorderLabels.statePaused : recorderLabels.stateIdle;
  }
}
