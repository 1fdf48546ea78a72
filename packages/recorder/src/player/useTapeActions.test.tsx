import type { TapeEvent, TapeListener } from '@dictation/pedal';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type TapeActionSources, useTapeActions } from './useTapeActions';

const playStopKey = () =>
  new KeyboardEvent('keydown', { code: 'ArrowDown', shiftKey: true, altKey: true, bubbles: true });

/** A pedal that counts its listeners, as `@dictation/pedal`'s subscription would hold them. */
function countingPedal() {
  const listeners = new Set<TapeListener>();
  return {
    listeners,
    subscribe(listener: TapeListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event: TapeEvent) {
      for (const listener of listeners) listener(event);
    },
  };
}

function render(sources: TapeActionSources, listener: TapeListener = vi.fn()) {
  return renderHook(
    (props: { sources: TapeActionSources; listener: TapeListener }) =>
      useTapeActions(props.listener, props.sources),
    { initialProps: { sources, listener } },
  );
}

describe('useTapeActions (pedal and hotkeys wired alike on both pages)', () => {
  it('hands the pedal events to the listener while mounted, one subscription at a time', () => {
    const pedal = countingPedal();
    const first = vi.fn();
    const { rerender, unmount } = render({ subscribeTapeActions: pedal.subscribe }, first);
    pedal.send({ action: 'forward', phase: 'start' });
    expect(first).toHaveBeenCalledWith({ action: 'forward', phase: 'start' });
    const second = vi.fn();
    rerender({ sources: { subscribeTapeActions: pedal.subscribe }, listener: second });
    expect(pedal.listeners.size).toBe(1);
    pedal.send({ action: 'rewind', phase: 'start' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    expect(pedal.listeners.size).toBe(0);
  });

  it('listens to the hotkeys on the document, with the rewind on stop as it is at the key press', () => {
    const listener = vi.fn();
    const { rerender, unmount } = render({ rewindOnStopSeconds: 4 }, listener);
    document.body.dispatchEvent(playStopKey());
    // Foot pedal settings loaded after the page: the next press carries the new value.
    rerender({ sources: { rewindOnStopSeconds: 7 }, listener });
    document.body.dispatchEvent(playStopKey());
    expect(listener.mock.calls).toEqual([
      [{ action: 'playStop', phase: 'toggle', rewindSeconds: 4 }],
      [{ action: 'playStop', phase: 'toggle', rewindSeconds: 7 }],
    ]);
    unmount();
    document.body.dispatchEvent(playStopKey());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('defaults the hotkey rewind on stop to 3 s and listens only on hotkeyTarget when one is given', () => {
    const widget = document.createElement('div');
    document.body.append(widget);
    const listener = vi.fn();
    const { unmount } = render({ hotkeyTarget: widget }, listener);
    document.body.dispatchEvent(playStopKey());
    expect(listener).not.toHaveBeenCalled();
    widget.dispatchEvent(playStopKey());
    expect(listener).toHaveBeenCalledWith({ action: 'playStop', phase: 'toggle', rewindSeconds: 3 });
    unmount();
    widget.remove();
  });
});
