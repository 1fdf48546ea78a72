import type { TapeEvent } from '@dictation/pedal';
import { playerSteps } from '../recordingConstants';
import type { Player } from './createPlayer';

/**
 * The player's part of a pedal, hotkey or dictation-microphone event (spec 000 sections 3 and
 * 9): play/stop, rewind, forward. Record actions are not the player's: returns false for them,
 * so a recorder can take them. `rewindOnStop` is the user's setting as it is now (settings may
 * load or change after the page).
 */
export function playerTapeAction(player: Player, event: TapeEvent, rewindOnStop?: number): boolean {
  const rewindSeconds = event.rewindSeconds ?? rewindOnStop ?? playerSteps.rewindOnStopSeconds;
  switch (event.action) {
    case 'playStop':
      if (event.phase === 'start') void player.play();
      else if (event.phase === 'stop') player.stop(rewindSeconds);
      else if (event.phase === 'toggle') void player.toggle(rewindSeconds);
      return true;
    case 'rewind':
      if (event.phase !== 'stop') player.rewind();
      return true;
    case 'forward':
      if (event.phase !== 'stop') player.forward();
      return true;
    default:
      return false;
  }
}
