import {
  createManualPedalSource,
  defaultFootPedalSettings,
  pedalButtons,
  type TransportEvent,
} from '@dictation/pedal';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePedalSubscription } from './usePedalSubscription';

describe('usePedalSubscription', () => {
  let focused = true;
  beforeEach(() => {
    focused = true;
    vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const setup = (settings = defaultFootPedalSettings) => {
    const pedal = createManualPedalSource('helper');
    const close = vi.fn();
    const notify = vi.fn();
    const hook = renderHook(() => usePedalSubscription(settings, notify, () => ({ source: pedal, close })));
    return { pedal, close, notify, hook };
  };

  it('asks the user to click on the page when a pedal is pressed without focus (spec 000 section 8)', () => {
    const { pedal, notify, hook } = setup();
    const events: TransportEvent[] = [];
    hook.result.current((event) => events.push(event));
    focused = false;
    act(() => pedal.tap(pedalButtons.center));
    expect(events).toEqual([]);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Please click on this page and use foot pedal again' }),
    );
  });

  it('hands the recorder the pedal actions mapped by the foot pedal settings', () => {
    const { pedal, hook } = setup({ ...defaultFootPedalSettings, rewindOnStop: 5 });
    const events: TransportEvent[] = [];
    const unsubscribe = hook.result.current((event) => events.push(event));
    act(() => pedal.tap(pedalButtons.center));
    expect(events).toContainEqual(
      expect.objectContaining({ action: 'playStop', phase: 'toggle', rewindSeconds: 5 }),
    );
    act(() => pedal.press(pedalButtons.left));
    expect(events.at(-1)).toMatchObject({ action: 'rewind', phase: 'start' });
    unsubscribe();
    const count = events.length;
    act(() => pedal.tap(pedalButtons.right));
    expect(events).toHaveLength(count);
  });

  it('records from the pedal only when the settings enable pedal recording', () => {
    // The default settings: centre play/stop, left rewind, right forward.
    const recordPedal = pedalButtons.right;
    const off = setup({ ...defaultFootPedalSettings, forwardButton: 0, recordButton: recordPedal });
    const events: TransportEvent[] = [];
    off.hook.result.current((event) => events.push(event));
    act(() => off.pedal.tap(recordPedal));
    expect(events.some((event) => event.action === 'record')).toBe(false);
    const on = setup({
      ...defaultFootPedalSettings,
      forwardButton: 0,
      recordButton: recordPedal,
      enableFootpedalRecording: true,
    });
    on.hook.result.current((event) => events.push(event));
    act(() => on.pedal.tap(recordPedal));
    expect(events).toContainEqual(expect.objectContaining({ action: 'record', phase: 'toggle' }));
  });

  it('closes the pedal source with the page', () => {
    const { close, hook } = setup();
    hook.unmount();
    expect(close).toHaveBeenCalledOnce();
  });
});
