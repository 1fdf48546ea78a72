import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFootPedalSettings, type FootPedalSettings, playStopModes } from './footPedalSettings';
import { type PedalButton, pedalButtons } from './hubContract';
import { actionsForPedal, createPedalActionMapper } from './pedalActionMapper';
import type { PedalInput } from './pedalInput';
import type { TapeEvent } from './tapeActions';

const { left, center, right, top } = pedalButtons;

function setup(overrides: Partial<FootPedalSettings> = {}) {
  const events: TapeEvent[] = [];
  const mapper = createPedalActionMapper({ ...defaultFootPedalSettings, ...overrides }, (event) =>
    events.push(event),
  );
  const send = (type: PedalInput['type'], pedal: PedalButton) =>
    mapper.handle({ type, pedal, source: 'helper' });
  const tap = (pedal: PedalButton) => {
    send('down', pedal);
    send('up', pedal);
    send('click', pedal);
  };
  return { events, mapper, send, tap };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('play/stop', () => {
  it('toggles on a tap in click mode, carrying rewindOnStop', () => {
    const { events, tap } = setup({ playStopMode: playStopModes.click, rewindOnStop: 5 });
    tap(center);
    expect(events).toEqual([{ action: 'playStop', phase: 'toggle', rewindSeconds: 5 }]);
  });

  it('plays while held and stops on release in hold mode, rewinding rewindOnStop seconds', () => {
    const { events, send } = setup({ playStopMode: playStopModes.hold });
    send('down', center);
    expect(events).toEqual([{ action: 'playStop', phase: 'start' }]);
    vi.advanceTimersByTime(5000);
    expect(events).toHaveLength(1);
    send('up', center);
    send('click', center);
    expect(events).toEqual([
      { action: 'playStop', phase: 'start' },
      { action: 'playStop', phase: 'stop', rewindSeconds: 3 },
    ]);
  });
});

describe('rewind and forward', () => {
  it('repeat every 500 ms while held and stop on release', () => {
    const { events, send } = setup();
    send('down', left);
    vi.advanceTimersByTime(499);
    expect(events).toEqual([{ action: 'rewind', phase: 'start' }]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(1000);
    send('up', left);
    vi.advanceTimersByTime(2000);
    expect(events).toEqual([
      { action: 'rewind', phase: 'start' },
      { action: 'rewind', phase: 'repeat' },
      { action: 'rewind', phase: 'repeat' },
      { action: 'rewind', phase: 'repeat' },
      { action: 'rewind', phase: 'stop' },
    ]);
  });

  it('a quick tap is one start and one stop, the click adds nothing', () => {
    const { events, tap } = setup();
    tap(right);
    expect(events).toEqual([
      { action: 'forward', phase: 'start' },
      { action: 'forward', phase: 'stop' },
    ]);
  });

  it('new settings end a held action so it does not repeat forever', () => {
    const { events, send, mapper } = setup();
    send('down', left);
    mapper.setSettings({ ...defaultFootPedalSettings, rewindButton: right });
    vi.advanceTimersByTime(2000);
    expect(events).toEqual([
      { action: 'rewind', phase: 'start' },
      { action: 'rewind', phase: 'stop' },
    ]);
  });
});

describe('recording actions', () => {
  const recording = { recordButton: top, playRecordButton: left, rewindRecordButton: right } as const;

  it('do nothing unless enableFootpedalRecording is on', () => {
    const { events, tap } = setup({ ...recording, rewindButton: 0, forwardButton: 0 });
    tap(top);
    tap(left);
    tap(right);
    expect(events).toEqual([]);
  });

  it('toggle on a tap when enableFootpedalRecording is on', () => {
    const { events, tap } = setup({
      ...recording,
      rewindButton: 0,
      forwardButton: 0,
      enableFootpedalRecording: true,
    });
    tap(top);
    tap(left);
    tap(right);
    expect(events).toEqual([
      { action: 'record', phase: 'toggle' },
      { action: 'playRecord', phase: 'toggle' },
      { action: 'rewindRecord', phase: 'toggle' },
    ]);
  });
});

describe('every setting combination', () => {
  const option = fc.constantFrom(0, left, center, right, top);
  const settings = fc.record({
    playStopButton: option,
    rewindButton: option,
    forwardButton: option,
    playStopMode: fc.constantFrom(playStopModes.click, playStopModes.hold),
    rewindOnStop: fc.integer({ min: 1, max: 10 }),
    playRecordButton: option,
    rewindRecordButton: option,
    recordButton: option,
    enableFootpedalRecording: fc.boolean(),
  });

  it('a tap starts and stops (or toggles) exactly the actions bound to that pedal', () => {
    fc.assert(
      fc.property(settings, fc.constantFrom(left, center, right, top), (value, pedal) => {
        const { events, tap } = setup(value);
        tap(pedal);
        const bound = actionsForPedal(value, pedal);
        const touched = [...new Set(events.map((event) => event.action))];
        expect(touched.sort()).toEqual([...bound].sort());
        for (const action of bound) {
          const phases = events.filter((event) => event.action === action).map((event) => event.phase);
          const held =
            action === 'rewind' ||
            action === 'forward' ||
            (action === 'playStop' && value.playStopMode === playStopModes.hold);
          expect(phases).toEqual(held ? ['start', 'stop'] : ['toggle']);
        }
        const recordActions = events.filter((event) =>
          ['record', 'playRecord', 'rewindRecord'].includes(event.action),
        );
        if (!value.enableFootpedalRecording) expect(recordActions).toEqual([]);
      }),
    );
  });
});
