import type { TapeListener } from '@dictation/pedal';
import { useCallback, useRef } from 'react';
import type { Player } from './createPlayer';
import { playerTapeAction } from './playerTapeAction';
import { type TapeActionSources, useTapeActions } from './useTapeActions';

/**
 * A player driven by the foot pedal and the hotkeys: play/stop (with rewind on stop: the event's
 * rewindSeconds, else `rewindOnStopSeconds` as it is now), rewind and forward. Record actions are
 * ignored: nothing records here. Returns the listener, for other sources (on-screen pedals).
 */
export function usePlayerTapeActions(player: Player | undefined, sources: TapeActionSources): TapeListener {
  const rewindOnStopSeconds = useRef(sources.rewindOnStopSeconds);
  rewindOnStopSeconds.current = sources.rewindOnStopSeconds;
  const listener: TapeListener = useCallback(
    (event) => {
      if (player) playerTapeAction(player, event, rewindOnStopSeconds.current);
    },
    [player],
  );
  useTapeActions(listener, sources);
  return listener;
}
