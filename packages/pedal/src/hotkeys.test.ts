import { type ActivityKind, pageActivity } from '@dictation/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToHotkeys } from './hotkeys';
import { pedalButtons } from './hubContract';
import { createKeyboardPedal, learnKeyboardPedal } from './keyboardPedal';
import type { TapeEvent } from './tapeActions';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const key = (type: 'keydown' | 'keyup', code: string, init: KeyboardEventInit = {}) =>
  new KeyboardEvent(type, { code, bubbles: true, cancelable: true, ...init });

describe('hotkeys (spec 000 section 9)', () => {
  function setup() {
    const target = document.createElement('div');
    const events: TapeEvent[] = [];
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

  it("a hotkey is the user's activity, though it never reaches the window (issue 31)", () => {
    const { target } = setup();
    const activity: ActivityKind[] = [];
    const unsubscribe = pageActivity.subscribe((kind) => activity.push(kind));
    target.dispatchEvent(key('keydown', 'ArrowDown', { shiftKey: true, altKey: true }));
    target.dispatchEvent(key('keydown', 'KeyA'));
    unsubscribe();
    expect(activity).toEqual(['hotkey']);
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

describe('hotkeys while a text field has the focus (spec 001 section 2: typing and playing at once)', () => {
  /** The document listens; an editor inside it acts on keys the way editors do (keymap, own handling). */
  function setup(field: HTMLElement) {
    document.body.append(field);
    field.focus();
    const fieldKeys: string[] = [];
    // An editor binding the same keys and stopping them, as ProseMirror keymaps and React Aria widgets do.
    field.addEventListener('keydown', (event) => {
      fieldKeys.push(`down ${event.code}`);
      event.stopPropagation();
    });
    field.addEventListener('keyup', (event) => fieldKeys.push(`up ${event.code}`));
    const events: TapeEvent[] = [];
    const remove = listenToHotkeys(document, (event) => events.push(event), { rewindOnStop: () => 5 });
    const cleanup = () => {
      remove();
      field.remove();
    };
    return { events, fieldKeys, cleanup };
  }

  const contentEditable = () => {
    const editor = document.createElement('div');
    editor.contentEditable = 'true';
    editor.tabIndex = 0;
    return editor;
  };

  it.each([
    ['a contenteditable (the letter editor)', contentEditable],
    ['a textarea', () => document.createElement('textarea')],
  ])('in %s the player gets them and the field does not', (_name, createField) => {
    const { events, fieldKeys, cleanup } = setup(createField());
    const field = document.activeElement as HTMLElement;
    const playStop = key('keydown', 'ArrowDown', { shiftKey: true, altKey: true });
    field.dispatchEvent(playStop);
    const forward = key('keydown', 'ArrowRight', { shiftKey: true, altKey: true });
    field.dispatchEvent(forward);
    const release = key('keyup', 'ArrowRight', { shiftKey: true, altKey: true });
    field.dispatchEvent(release);
    expect(events).toEqual([
      { action: 'playStop', phase: 'toggle', rewindSeconds: 5 },
      { action: 'forward', phase: 'start' },
      { action: 'forward', phase: 'stop' },
    ]);
    expect(fieldKeys).toEqual([]);
    expect([playStop, forward, release].every((event) => event.defaultPrevented)).toBe(true);
    cleanup();
  });

  it('leaves every other key to the field, Shift+arrows and Alt+arrows included', () => {
    const { events, fieldKeys, cleanup } = setup(contentEditable());
    const field = document.activeElement as HTMLElement;
    const typed = key('keydown', 'KeyA');
    field.dispatchEvent(typed);
    field.dispatchEvent(key('keydown', 'ArrowDown', { shiftKey: true }));
    field.dispatchEvent(key('keydown', 'ArrowLeft', { altKey: true }));
    field.dispatchEvent(key('keyup', 'ArrowLeft'));
    expect(events).toEqual([]);
    expect(fieldKeys).toEqual(['down KeyA', 'down ArrowDown', 'down ArrowLeft', 'up ArrowLeft']);
    expect(typed.defaultPrevented).toBe(false);
    cleanup();
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
