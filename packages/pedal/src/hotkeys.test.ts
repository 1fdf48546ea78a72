import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToHotkeys } from './hotkeys';
import { pedalButtons } from './hubContract';
import { createKeyboardPedal, learnKeyboardPedal } from './keyboardPedal';
import type { TransportEvent } from './transportActions';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const key = (type: 'keydown' | 'keyup', code: string, init: KeyboardEventInit = {}) =>
  new KeyboardEvent(type, { code, bubbles: true, cancelable: true, ...init });

describe('hotkeys (spec 000 section 9)', () => {
  function setup() {
    const target = document.createElement('div');
    const events: TransportEvent[] = [];
    const remove = listenToHotkeys(target, (event) => events.push(event), { rewindOnStop: () => 4 });
    return { target, events, remove };
  }

  it('Shift+Alt+Down toggles play/stop and Ctrl+backtick toggles recording', () => {
    const { target, events } = setup();
    const playStop = key('keydown', 'ArrowDown', { shiftKey: true, altKey: true });
    target.dispatchEvent(playStop);
    target.dispatchEvent(key('keydown', 'Backquote', { ctrlKey: true }));
    expect(events).toEqual([
      { action: 'playStop', phase: 'toggle', rewindSeconds: 4 },
      { action: 'record', phase: 'toggle' },
    ]);
    expect(playStop.defaultPrevented).toBe(true);
  });

  it('Shift+Alt+Left held rewinds every 500 ms, ignoring the browser key repeat, until released', () => {
    const { target, events } = setup();
    target.dispatchEvent(key('keydown', 'ArrowLeft', { shiftKey: true, altKey: true }));
    target.dispatchEvent(key('keydown', 'ArrowLeft', { shiftKey: true, altKey: true, repeat: true }));
    vi.advanceTimersByTime(1000);
    target.dispatchEvent(key('keyup', 'ArrowLeft'));
    vi.advanceTimersByTime(1000);
    expect(events.map((event) => event.phase)).toEqual(['start', 'repeat', 'repeat', 'stop']);
    expect(events.every((event) => event.action === 'rewind')).toBe(true);
  });

  it('ignores the arrows without both Shift and Alt, and stops listening when removed', () => {
    const { target, events, remove } = setup();
    target.dispatchEvent(key('keydown', 'ArrowRight', { shiftKey: true }));
    target.dispatchEvent(key('keydown', 'ArrowDown'));
    remove();
    target.dispatchEvent(key('keydown', 'ArrowDown', { shiftKey: true, altKey: true }));
    expect(events).toEqual([]);
  });
});

describe('keyboard-emulating pedals', () => {
  it('turn their keys into pedal input and keep them from typing', () => {
    const target = document.createElement('div');
    const inputs: [string, number][] = [];
    createKeyboardPedal(target, { [pedalButtons.left]: 'F13', [pedalButtons.right]: 'F15' }).subscribe(
      (input) => inputs.push([input.type, input.pedal]),
    );
    const down = key('keydown', 'F13');
    target.dispatchEvent(down);
    target.dispatchEvent(key('keydown', 'F13', { repeat: true }));
    target.dispatchEvent(key('keyup', 'F13'));
    target.dispatchEvent(key('keydown', 'KeyA'));
    expect(inputs).toEqual([
      ['down', pedalButtons.left],
      ['up', pedalButtons.left],
      ['click', pedalButtons.left],
    ]);
    expect(down.defaultPrevented).toBe(true);
  });

  it('learn which key each pedal sends', async () => {
    const target = document.createElement('div');
    const order = [pedalButtons.left, pedalButtons.center, pedalButtons.right];
    const steps: (number | undefined)[] = [];
    const learning = learnKeyboardPedal(target, order, (next) => steps.push(next));
    for (const code of ['F16', 'F16', 'F17', 'F18']) target.dispatchEvent(key('keydown', code));
    await expect(learning.result).resolves.toEqual({
      [pedalButtons.left]: 'F16',
      [pedalButtons.center]: 'F17',
      [pedalButtons.right]: 'F18',
    });
    expect(steps).toEqual([pedalButtons.center, pedalButtons.right, undefined]);
  });
});
