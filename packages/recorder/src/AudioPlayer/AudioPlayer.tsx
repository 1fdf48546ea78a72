import { recorderLabels } from '../messages';
import { type PlayerActivity, PlayerStatusLine, PlayerStatusNotice, playerStatusText } from '../PlayerStatus';
import * as styles from '../RecorderPanel/RecorderPanel.css';
import { type PlayerDensity, RecorderPlayerControls } from '../RecorderPanel/RecorderPlayerControls';
import type { AudioPlayerState } from './audioPlayerStates';
import { type UseAudioPlayerOptions, type UseAudioPlayerResult, useAudioPlayer } from './useAudioPlayer';

export interface AudioPlayerProps extends UseAudioPlayerOptions {
  /**
   * When the audio was recorded (ISO 8601), shown as DD-MMM-YYYY HH:mm.
   * @default undefined (not shown)
   */
  recordedDate?: string;
  /** The region's accessible name. @default 'Player' */
  label?: string;
  /**
   * `compact`: one row (rewind, play, forward, position, clock, speed, then the recorded date if
   * given) without the waveform, the status announced but not shown, for the letter screen, where
   * the letter's lines need the height (issue 30). `regular` is the recording page's player.
   * @default 'regular'
   */
  density?: PlayerDensity;
}

function stateOf({ load, playback }: UseAudioPlayerResult): AudioPlayerState {
  if (load.kind === 'loading' || load.kind === 'converting' || load.kind === 'failed') return load.kind;
  return playback?.state === 'playing' ? 'playing' : 'ready';
}

function activityOf(
  state: Exclude<AudioPlayerState, 'failed'>,
  { playback }: UseAudioPlayerResult,
): PlayerActivity {
  if (state === 'loading' || state === 'converting') return 'loading';
  if (state === 'playing') return 'playing';
  return playback?.isPaused ? 'paused' : 'ready';
}

/**
 * The player of a stored recording (the letter screen, spec 001 section 2): the recorder's own
 * player and controls, loading `stream` or, on phones and tablets, `stream-mp3` once converted
 * (polled every 10 s with the spec's messages), speeds 0.2-2, rewind on stop, and the foot pedal
 * and hotkeys, also while the letter's editor has the focus.
 */
export function AudioPlayer({
  recordedDate,
  label = recorderLabels.player,
  density = 'regular',
  ...options
}: AudioPlayerProps) {
  const result = useAudioPlayer(options);
  const { player, playback, peaks, load } = result;
  const state = stateOf(result);
  const positionMs = playback?.positionMs ?? 0;
  const statusLine = (
    <PlayerStatusLine
      recordedDate={recordedDate}
      status={state === 'failed' ? undefined : playerStatusText(activityOf(state, result))}
      density={density}
    />
  );
  return (
    <section className={styles.root} data-state={state} data-density={density} aria-label={label}>
      <PlayerStatusNotice load={load} isLoading={state === 'loading' || state === 'converting'} />
      <RecorderPlayerControls
        player={player}
        playback={playback}
        peaks={peaks}
        lengthMs={playback?.lengthMs ?? 0}
        positionMs={positionMs}
        livePositionMs={() => player?.livePositionMs() ?? 0}
        animate={state === 'playing'}
        isDisabled={state !== 'ready' && state !== 'playing'}
        rewindOnStopSeconds={options.rewindOnStopSeconds}
        density={density}
      >
        {density === 'compact' && statusLine}
      </RecorderPlayerControls>
      {density === 'regular' && statusLine}
    </section>
  );
}
