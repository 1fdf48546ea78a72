import type { TransportListener } from '@dictation/pedal';
import { useCallback, useRef } from 'react';
import type { Player } from './createPlayer';
import { playerTransportAction } from './playerTransportAction';
import { type TransportEventSources, useTransportEvents } from './useTransportEvents';

/**
 * A player driven by the foot pedal and the hotkeys: play/stop (with rewind on stop: the event's
 * rewindSeconds, else `rewindOnStopSeconds` as it is now), rewind and forward. Record actions are
 * ignored: nothing records here. Returns the listener, for other sources (on-screen pedals).
 */
export function usePlayerTransport(
  player: Player | undefined,
  sources: TransportEventSources,
): TransportListener {
  const rewindOnStopSeconds = useRef(sources.rewindOnStopSeconds);
  rewindOnStopSeconds.current = sources.rewindOnStopSeconds;
  const listener: TransportListener = useCallback(
    (event) => {
      if (player) playerTransportAction(player, event, rewindOnStopSeconds.current);
    },
    [player],
  );
  useTransportEvents(listener, sources);
  return listener;
}
