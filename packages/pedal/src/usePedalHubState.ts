import { useSyncExternalStore } from 'react';
import type { PedalHub, PedalHubState } from './pedalHub';

/** The pedal hub's state, re-rendering on every change. */
export function usePedalHubState(hub: PedalHub): PedalHubState {
  return useSyncExternalStore(
    (onChange) => hub.onState(onChange),
    () => hub.state,
  );
}
