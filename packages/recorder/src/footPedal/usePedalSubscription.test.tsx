import {
  createManualPedalSource,
  defaultFootPedalSettings,
  type MicrophoneButton,
  type PedalHubState,
  pedalButtons,
  type TapeEvent,
} from '@dictation/pedal';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OpenedPedalSource, usePedalSubscription } from './usePedalSubscription';

/** A SpeechMike and a pedal status the test drives, as the helper's hubs would. */
function desktopSources(initial: PedalHubState) {
  const buttonListeners = new Set<(button: MicrophoneButton) => void>();
  const stateListeners = new Set<(state: PedalHubState) => void>();
  let state = initial;
  const opened: OpenedPedalSource = {
    source: createManualPedalSource('helper'),
    buttons: {
      subscribe(listener) {
        buttonListeners.add(listener);
        return () => buttonListeners.delete(listener);
      },
    },
    status: {
      get state() {
        return state;
      },
      onState(listener) {
        stateListeners.add(listener);
        return () => stateListeners.delete(listener);
      },
    },
    close: () => {},
  };
  return {
    opened,
    press: (button: MicrophoneButton) =>
      act(() => {
        for (const listener of buttonListeners) listener(button);
      }),
    setState: (patch: Partial<PedalHubState>) =>
      act(() => {
        state = { ...state, ...patch };
        for (const listener of stateListeners) listener(state);
      }),
  };
}

const searching: PedalHubState = {
  connection: 'searching',
  pedal: 'notAvailable',
  deviceName: null,
  error: null,
};

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
    const events: TapeEvent[] = [];
    hook.result.current.subscribeTapeActions((event) => events.push(event));
    focused = false;
    act(() => pedal.tap(pedalButtons.center));
    expect(events).toEqual([]);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Please click on this page and use foot pedal again' }),
    );
  });

  it('hands the recorder the pedal actions mapped by the foot pedal settings', () => {
    const { pedal, hook } = setup({ ...defaultFootPedalSettings, rewindOnStop: 5 });
    const events: TapeEvent[] = [];
    const unsubscribe = hook.result.current.subscribeTapeActions((event) => events.push(event));
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
    const events: TapeEvent[] = [];
    off.hook.result.current.subscribeTapeActions((event) => events.push(event));
    act(() => off.pedal.tap(recordPedal));
    expect(events.some((event) => event.action === 'record')).toBe(false);
    const on = setup({
      ...defaultFootPedalSettings,
      forwardButton: 0,
      recordButton: recordPedal,
      enableFootpedalRecording: true,
    });
    on.hook.result.current.subscribeTapeActions((event) => events.push(event));
    act(() => on.pedal.tap(recordPedal));
    expect(events).toContainEqual(expect.objectContaining({ action: 'record', phase: 'toggle' }));
  });

  it('closes the pedal source with the page', () => {
    const { close, hook } = setup();
    hook.unmount();
    expect(close).toHaveBeenCalledOnce();
  });

  it('hands the recorder the SpeechMike buttons as the same tape actions', () => {
    const desktop = desktopSources(searching);
    const hook = renderHook(() =>
      usePedalSubscription({ ...defaultFootPedalSettings, rewindOnStop: 2 }, vi.fn(), () => desktop.opened),
    );
    const events: TapeEvent[] = [];
    hook.result.current.subscribeTapeActions((event) => events.push(event));
    desktop.press('record');
    desktop.press('stop');
    expect(events).toEqual([
      { action: 'record', phase: 'toggle' },
      { action: 'record', phase: 'stop' },
      { action: 'playStop', phase: 'stop', rewindSeconds: 2 },
    ]);
  });

  it('shows no pedal status until the desktop helper is reached, then every change', () => {
    const desktop = desktopSources(searching);
    const hook = renderHook(() =>
      usePedalSubscription(defaultFootPedalSettings, vi.fn(), () => desktop.opened),
    );
    desktop.setState({ connection: 'disconnected', pedal: 'connectionError' });
    expect(hook.result.current.pedalStatus).toBeUndefined();
    desktop.setState({ connection: 'connected', pedal: 'available', deviceName: 'Infinity IN-USB-2' });
    expect(hook.result.current.pedalStatus).toMatchObject({ pedal: 'available' });
    desktop.setState({ pedal: 'pedalError', deviceName: null, error: 'Foot pedal disconnected' });
    expect(hook.result.current.pedalStatus).toMatchObject({ pedal: 'pedalError' });
    desktop.setState({ connection: 'reconnecting', pedal: 'closed' });
    expect(hook.result.current.pedalStatus).toMatchObject({ connection: 'reconnecting', pedal: 'closed' });
  });
});
