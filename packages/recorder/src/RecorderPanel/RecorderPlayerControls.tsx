import type { PeakPyramid } from '@dictation/audio';
import { Button } from '@dictation/ui';
import { memo, type ReactNode } from 'react';
import { formatClock } from '../formatClock';
import { recorderLabels } from '../messages';
import type { Player, PlayerSnapshot } from '../player/createPlayer';
import * as styles from './RecorderPanel.css';
import { RecorderPositionSlider } from './RecorderPositionSlider';
import { SpeedSelect } from './RecorderSelects';
import { RecorderWaveform } from './RecorderWaveform';

export interface RecorderPlayerControlsProps {
  player: Player | undefined;
  playback: PlayerSnapshot | undefined;
  peaks: PeakPyramid | undefined;
  /** Length shown (a recording may be longer than what the player has read yet). */
  lengthMs: number;
  /** Position shown (the recording cursor while recording). */
  positionMs: number;
  /** The live position for the waveform's frames. */
  livePositionMs: () => number;
  /** Redraw the waveform every frame (playing or recording). */
  animate: boolean;
  /** Controls that move the position are off (while recording). */
  isDisabled: boolean;
  /** The user's rewind on stop, seconds (foot pedal settings). */
  rewindOnStopSeconds: number | undefined;
  /**
   * `compact`: one row of small controls without the waveform (rewind, play, forward, position,
   * clock, speed), for a screen where something else needs the height (the letter screen).
   * @default 'regular'
   */
  density?: PlayerDensity;
  /** Shown at the end of the controls' row (the compact player's status). @default undefined */
  children?: ReactNode;
}

/** How much room the player takes: the recording page's `regular`, or one row. */
export type PlayerDensity = 'regular' | 'compact';

/**
 * The player's controls, the same on the recording page and the letter screen
 * (docs/architecture.md, "The letter screen": one player): waveform, rewind / play-pause /
 * forward, speed 0.2-2, position and clock. Compact, the speed comes after the clock, so the row
 * reads (and tabs) from the tape buttons to the position and on.
 */
export function RecorderPlayerControls({
  player,
  playback,
  peaks,
  lengthMs,
  positionMs,
  livePositionMs,
  animate,
  isDisabled,
  rewindOnStopSeconds,
  density = 'regular',
  children,
}: RecorderPlayerControlsProps) {
  const noAudio = isDisabled || lengthMs === 0;
  const compact = density === 'compact';
  const size = compact ? 'small' : 'medium';
  const speed = <SpeedSelect speed={playback?.speed ?? 1} player={player} />;
  return (
    <>
      {!compact && (
        <RecorderWaveform
          peaks={peaks}
          lengthSamples={lengthMs * 16}
          positionMs={livePositionMs}
          animate={animate}
        />
      )}
      <div className={styles.row} data-density={density}>
        <TapeButtons
          player={player}
          playing={playback?.state === 'playing'}
          isDisabled={noAudio}
          size={size}
          rewindOnStopSeconds={rewindOnStopSeconds}
        />
        {!compact && speed}
        <RecorderPositionSlider
          positionMs={positionMs}
          lengthMs={lengthMs}
          onSeek={(ms) => player?.seek(ms)}
          isDisabled={isDisabled}
        />
        <span className={styles.clock} aria-hidden="true">
          {formatClock(positionMs)} / {formatClock(lengthMs)}
        </span>
        {compact && speed}
        {children}
      </div>
    </>
  );
}

interface TapeButtonsProps extends Pick<RecorderPlayerControlsProps, 'player' | 'rewindOnStopSeconds'> {
  playing: boolean;
  isDisabled: boolean;
  size: 'small' | 'medium';
}

/**
 * Rewind, play or pause, forward. Memoised (issue 33): the controls render again with each block
 * of a recording and each position of playback, which these buttons do not show.
 */
const TapeButtons = memo(function TapeButtons({
  player,
  playing,
  isDisabled,
  size,
  rewindOnStopSeconds,
}: TapeButtonsProps) {
  return (
    <>
      <Button variant="secondary" size={size} onPress={() => player?.rewind()} isDisabled={isDisabled}>
        {recorderLabels.rewind}
      </Button>
      <Button
        variant="secondary"
        size={size}
        onPress={() => void player?.toggle(rewindOnStopSeconds)}
        isDisabled={isDisabled}
      >
        {playing ? recorderLabels.pause : recorderLabels.play}
      </Button>
      <Button variant="secondary" size={size} onPress={() => player?.forward()} isDisabled={isDisabled}>
        {recorderLabels.forward}
      </Button>
    </>
  );
});
