import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAskBeforeUnload } from './useAskBeforeUnload';

/** Whether the page would ask before going: the event's default (unloading) is prevented. */
const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  globalThis.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useAskBeforeUnload', () => {
  it('asks while work is unsent, reading the latest state, and never once unmounted', () => {
    let unsent = true;
    const { unmount } = renderHook(() => useAskBeforeUnload(() => unsent));
    expect(unloadAsks()).toBe(true);
    unsent = false;
    expect(unloadAsks()).toBe(false);
    unsent = true;
    expect(unloadAsks()).toBe(true);
    unmount();
    expect(unloadAsks()).toBe(false);
  });
});
