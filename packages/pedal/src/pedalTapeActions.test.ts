import type { Notice } from '@dictation/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clampRewindSeconds, defaultFootPedalSettings, isRewindSecondsInput } from './footPedalSettings';
import { type PedalButton, pedalButtons } from './hubContract';
import type { PedalInputListener, PedalInputSource } from './pedalInput';
import { createPedalTapeActions } from './pedalTapeActions';
import type { TapeEvent } from './tapeActions';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function fakeSource() {
  const listeners = new Set<PedalInputListener>();
  const source: PedalInputSource = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const send = (type: 'down' | 'up' | 'click', pedal: PedalButton) => {
    for (const listener of listeners) listener({ type, pedal, source: 'helper' });
  };
  return { source, send, listenerCount: () => listeners.size };
}

function setup(focused: { value: boolean }) {
  const helper = fakeSource();
  const webHid = fakeSource();
  const events: TapeEvent[] = [];
  const notices: Notice[] = [];
  const target = document.createElement('div');
  const tapeActions = createPedalTapeActions({
    settings: defaultFootPedalSettings,
    sources: [helper.source, webHid.source],
    onAction: (event) => events.push(event),
    notify: (notice) => notices.push(notice),
    hasFocus: () => focused.value,
    hotkeyTarget: target,
  });
  return { helper, webHid, events, notices, target, tapeActions };
}

describe('createPedalTapeActions', () => {
  it('merges every source and the hotkeys into one stream', () => {
    const { helper, webHid, events, target } = setup({ value: true });
    helper.send('click', pedalButtons.center);
    webHid.send('down', pedalButtons.right);
    webHid.send('up', pedalButtons.right);
    target.dispatchEvent(new KeyboardEvent('keydown', { code: 'Backquote', ctrlKey: true }));
    expect(events).toEqual([
      { action: 'playStop', phase: 'toggle', rewindSeconds: 3 },
      { action: 'forward', phase: 'start' },
      { action: 'forward', phase: 'stop' },
      { action: 'record', phase: 'toggle' },
    ]);
  });

  it('asks the user to click on the page instead of acting when the page has no focus', () => {
    const focused = { value: false };
    const { helper, events, notices } = setup(focused);
    helper.send('down', pedalButtons.center);
    helper.send('up', pedalButtons.center);
    helper.send('click', pedalButtons.center);
    expect(events).toEqual([]);
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'warning',
        message: 'Please click on this page and use foot pedal again',
      }),
    ]);
  });

  it('still ends a held rewind when focus is lost before the release', () => {
    const focused = { value: true };
    const { helper, events } = setup(focused);
    helper.send('down', pedalButtons.left);
    focused.value = false;
    helper.send('up', pedalButtons.left);
    vi.advanceTimersByTime(2000);
    expect(events).toEqual([
      { action: 'rewind', phase: 'start' },
      { action: 'rewind', phase: 'stop' },
    ]);
  });

  it('applies new settings and unsubscribes from every source on dispose', () => {
    const { helper, webHid, events, tapeActions } = setup({ value: true });
    tapeActions.setSettings({
      ...defaultFootPedalSettings,
      playStopButton: pedalButtons.top,
      rewindOnStop: 7,
    });
    helper.send('click', pedalButtons.top);
    expect(events).toEqual([{ action: 'playStop', phase: 'toggle', rewindSeconds: 7 }]);
    tapeActions.dispose();
    expect(helper.listenerCount() + webHid.listenerCount()).toBe(0);
  });
});

describe('rewind seconds (spec 001 section 5)', () => {
  it('accepts digits only or empty while typing', () => {
    expect(['', '7', '10'].map(isRewindSecondsInput)).toEqual([true, true, true]);
    expect(['-1', '2.5', 'a'].map(isRewindSecondsInput)).toEqual([false, false, false]);
  });

  it('clamps to 1..10 on blur', () => {
    expect(['0', '', '1', '5', '10', '11', '99'].map(clampRewindSeconds)).toEqual([1, 1, 1, 5, 10, 10, 10]);
  });
});
