import { recorderLabels } from '../messages';

/**
 * What a player (or the recorder around it) is doing, for its one status line. `paused` is
 * playback started and then stopped before the end (`PlayerSnapshot.isPaused`); a player that was
 * only loaded, moved (a seek, rewind or forward) or played to the end is `ready`.
 */
export type PlayerActivity = 'loading' | 'starting' | 'recording' | 'playing' | 'paused' | 'ready';

/**
 * The words of the status line (`role="status"`, read out as it changes): Loading audio,
 * Starting the microphone (Record was pressed, nothing is captured yet: 'Recording' only once the
 * microphone delivers, so nobody speaks into a recorder that is not listening), Recording,
 * Playing, Paused, else Ready. Paused only after playback was paused, never for a
 * position that moved without playing.
 */
export function playerStatusText(activity: PlayerActivity): string {
  switch (activity) {
    case 'loading':
      return recorderLabels.loading;
    case 'starting':
      return recorderLabels.stateStarting;
    case 'recording':
      return recorderLabels.stateRecording;
    case 'playing':
      return recorderLabels.statePlaying;
    case 'paused':
      return recorderLabels.statePaused;
    case 'ready':
      return recorderLabels.stateIdle;
  }
}
