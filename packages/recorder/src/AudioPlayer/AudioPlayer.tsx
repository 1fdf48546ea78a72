import { Spinner } from '@dictation/ui';
import dayjs from 'dayjs';
import { recorderLabels } from '../messages';
import * as styles from '../RecorderPanel/RecorderPanel.css';
import { RecorderPlayerControls } from '../RecorderPanel/RecorderPlayerControls';
import { type UseAudioPlayerOptions, type UseAudioPlayerResult, useAudioPlayer } from './useAudioPlayer';

export interface AudioPlayerProps extends UseAudioPlayerOptions {
  /**
   * When the audio was recorded (ISO 8601), shown as DD-MMM-YYYY HH:mm.
   * @default undefined (not shown)
   */
  recordedDate?: string;
  /** The region's accessible name. @default 'Player' */
  label?: string;
}

/** The player's `data-state` values, reused by the stories. */
export const audioPlayerStates = ['loading', 'converting', 'ready', 'playing', 'failed'] as const;
export type AudioPlayerState = (typeof audioPlayerStates)[number];

function stateOf({ load, playback }: UseAudioPlayerResult): AudioPlayerState {
  if (load.kind === 'loading' || load.kind === 'converting' || load.kind === 'failed') {
    return load.kind;
  }
  return playback?.state === 'playing' ? 'playing' : 'ready';
}

/**
 * The player of a stored recording (the letter screen, spec 001 section 2): the recorder's own
 * player and controls, loading `stream` or, on touch and special browsers, `stream-mp3` once
 * converted (polled every 10 s with the spec's messages), speeds 0.2-2, rewind on stop, and the
 * foot pedal and hotkeys, also while the letter's editor has the focus.
 */
export function AudioPlayer({ recordedDate, label = recorderLabels.player, ...options }: AudioPlayerProps) {
  const result = useAudioPlayer(options);
  const { player, playback, peaks, load } = result;
  const state = stateOf(result);
  const lengthMs = playback?.lengthMs ?? 0;
  const positionMs = playback?.positionMs ?? 0;
  const stateText =
    state === 'playing'
      ? recorderLabels.statePlaying
      : state === 'ready'
        ? positionMs > 0
          ? recorderLabels.statePaused
          : recorderLabels.stateIdle
        : recorderLabels.loading;
  return (
    <section className={styles.root} data-state={state} aria-label={label}>
      {(state === 'loading' || state === 'converting') && (
        <Spinner label={load.kind === 'converting' ? load.message : recorderLabels.loading} />
      )}
      {load.kind === 'converting' && <p className={styles.muted}>{load.message}</p>}
      {load.kind === 'failed' && (
        <p className={styles.failure} role="alert">
          {load.message}
        </p>
      )}
      <RecorderPlayerControls
        player={player}
        playback={playback}
        peaks={peaks}
        lengthMs={lengthMs}
        positionMs={positionMs}
        livePositionMs={() => player?.livePositionMs() ?? 0}
        animate={state === 'playing'}
        isDisabled={state !== 'ready' && state !== 'playing'}
        rewindOnStopSeconds={options.rewindOnStopSeconds}
      />
      <div className={styles.row}>
        {recordedDate && (
          <span className={styles.muted}>
            {recorderLabels.recordedDate}: {dayjs(recordedDate).format('DD-MMM-YYYY HH:mm')}
          </span>
        )}
        {state !== 'failed' && (
          <span className={styles.muted} role="status">
            {stateText}
          </span>
        )}
      </div>
    </section>
  );
}
