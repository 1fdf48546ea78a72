import { useSyncExternalStore } from 'react';
import type { PedalHub, PedalHubState } from './pedalHub';

/** The pedal hub's state, re-rendering on every change. */
export function usePedalHubState(hub: PedalHub): PedalHubState {
  const state = () => hub.state;
  // The same state on a server render, which has no hub connection to wait for.
  return useSyncExternalStore((onChange) => hub.onState(onChange), state, state);
}
