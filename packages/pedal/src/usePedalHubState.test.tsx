import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PedalStatusIndicator } from './PedalStatusIndicator';
import type { PedalHub, PedalHubState } from './pedalHub';
import { usePedalHubState } from './usePedalHubState';

/** A pedal hub whose state the test sets, as the real one does on connection changes. */
function controllableHub(initial: PedalHubState) {
  let state = initial;
  const listeners = new Set<(state: PedalHubState) => void>();
  const hub: PedalHub = {
    get state() {
      return state;
    },
    start: async () => {},
    stop: async () => {},
    onState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribe: () => () => {},
  };
  const set = (next: PedalHubState) => {
    state = next;
    for (const listener of listeners) listener(next);
  };
  return { hub, set, listenerCount: () => listeners.size };
}

function LiveStatus({ hub }: { hub: PedalHub }) {
  const state = usePedalHubState(hub);
  return <PedalStatusIndicator {...state} />;
}

describe('usePedalHubState', () => {
  it('re-renders on every hub state change and unsubscribes on unmount', () => {
    const { hub, set, listenerCount } = controllableHub({
      connection: 'searching',
      pedal: 'notAvailable',
      deviceName: null,
      error: null,
    });
    const { unmount } = render(<LiveStatus hub={hub} />);
    expect(screen.getByRole('status')).toHaveTextContent('Desktop appDisconnectedFoot pedalNot available');
    act(() =>
      set({ connection: 'connected', pedal: 'available', deviceName: 'Philips ACC2330', error: null }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Desktop appConnectedFoot pedalAvailable (Philips ACC2330)',
    );
    unmount();
    expect(listenerCount()).toBe(0);
  });
});
