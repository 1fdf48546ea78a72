import type { TapeEvent } from './tapeActions';

/** The player controls tape events drive (the letter view's and the recorder's players). */
export interface TapePlayer {
  isPlaying(): boolean;
  play(): void;
  pause(): void;
  /** Moves the position by this many seconds (negative: back), clamped by the player. */
  seekBy(seconds: number): void;
}

export interface PlayerTapeControlOptions {
  /**
   * Seconds moved per rewind/forward step (once on press, then every 500 ms while held). The spec
   * gives the repeat interval only; one second per step is our choice.
   * @default 1
   */
  seekStepSeconds?: number;
}

/**
 * Applies play/stop, rewind and forward events to a player, including rewind on stop (spec 000
 * section 3): when play/stop stops playback, the player goes back `rewindSeconds`. Record actions
 * are left to the recorder.
 */
export function createPlayerTapeControl(player: TapePlayer, options: PlayerTapeControlOptions = {}) {
  const step = options.seekStepSeconds ?? 1;
  const stop = (rewindSeconds = 0) => {
    if (!player.isPlaying()) return;
    player.pause();
    if (rewindSeconds > 0) player.seekBy(-rewindSeconds);
  };
  return (event: TapeEvent) => {
    switch (event.action) {
      case 'playStop':
        if (event.phase === 'start' || (event.phase === 'toggle' && !player.isPlaying())) player.play();
        else if (event.phase === 'stop' || event.phase === 'toggle') stop(event.rewindSeconds);
        break;
      case 'rewind':
      case 'forward':
        if (event.phase === 'start' || event.phase === 'repeat')
          player.seekBy(event.action === 'rewind' ? -step : step);
        break;
      default:
        break;
    }
  };
}
