import {
  createPedalHub,
  createPedalTapeActions,
  defaultFootPedalSettings,
  type FootPedalSettings,
  type PedalHub,
  pedalButtons,
  playStopModes,
  type TapeEvent,
} from '@dictation/pedal';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type HelperSim, startHelperSim } from './startHelperSim';
import { control } from './testing/control';
import { findFreePortRange } from './testing/freePorts';

let sim: HelperSim;
let hub: PedalHub;

beforeAll(async () => {
  const pedalPorts = await findFreePortRange(4);
  sim = await startHelperSim({ pedalPorts, microphonePorts: await findFreePortRange(4), controlPort: 0 });
  hub = createPedalHub({ ports: pedalPorts });
  await hub.start();
  await vi.waitFor(() => expect(hub.state.pedal).toBe('available'));
});

afterAll(async () => {
  await hub.stop();
  await sim.close();
});

type Press = [pedal: 'left' | 'center' | 'right' | 'top', action: 'click' | 'down' | 'up'];

const cases: {
  name: string;
  settings: Partial<FootPedalSettings>;
  presses: Press[];
  expected: TapeEvent[];
}[] = [
  {
    name: 'click mode: centre tap toggles play/stop',
    settings: {},
    presses: [['center', 'click']],
    expected: [{ action: 'playStop', phase: 'toggle', rewindSeconds: 3 }],
  },
  {
    name: 'hold mode: centre held plays, released stops with rewindOnStop',
    settings: { playStopMode: playStopModes.hold, rewindOnStop: 6 },
    presses: [
      ['center', 'down'],
      ['center', 'up'],
    ],
    expected: [
      { action: 'playStop', phase: 'start' },
      { action: 'playStop', phase: 'stop', rewindSeconds: 6 },
    ],
  },
  {
    name: 'swapped rewind and forward',
    settings: { rewindButton: pedalButtons.right, forwardButton: pedalButtons.left },
    presses: [
      ['left', 'click'],
      ['right', 'click'],
    ],
    expected: [
      { action: 'forward', phase: 'start' },
      { action: 'forward', phase: 'stop' },
      { action: 'rewind', phase: 'start' },
      { action: 'rewind', phase: 'stop' },
    ],
  },
  {
    name: 'record on top is ignored without enableFootpedalRecording',
    settings: { recordButton: pedalButtons.top },
    presses: [['top', 'click']],
    expected: [],
  },
  {
    name: 'record, play-record and rewind-record with enableFootpedalRecording',
    settings: {
      enableFootpedalRecording: true,
      recordButton: pedalButtons.top,
      playRecordButton: pedalButtons.left,
      rewindRecordButton: pedalButtons.right,
      rewindButton: pedalButtons.none,
      forwardButton: pedalButtons.none,
    },
    presses: [
      ['top', 'click'],
      ['left', 'click'],
      ['right', 'click'],
    ],
    expected: [
      { action: 'record', phase: 'toggle' },
      { action: 'playRecord', phase: 'toggle' },
      { action: 'rewindRecord', phase: 'toggle' },
    ],
  },
];

describe('helper pedal events mapped by the foot pedal settings', () => {
  it.each(cases)('$name', async ({ settings, presses, expected }) => {
    const events: TapeEvent[] = [];
    const tapeActions = createPedalTapeActions({
      settings: { ...defaultFootPedalSettings, ...settings },
      sources: [hub],
      onAction: (event) => events.push(event),
      notify: () => {},
      hasFocus: () => true,
    });
    // The control API answers before the hub's events arrive: wait for every input of the presses.
    let inputs = 0;
    const unsubscribe = hub.subscribe(() => {
      inputs += 1;
    });
    const expectedInputs = presses.reduce((count, [, action]) => count + (action === 'click' ? 3 : 1), 0);
    try {
      for (const [pedal, action] of presses)
        await control(sim.ports.control, '/control/pedal', { pedal, action });
      await vi.waitFor(() => expect(inputs).toBe(expectedInputs));
      // Held actions also repeat on a timer; the start/stop/toggle phases are what the settings decide.
      expect(events.filter((event) => event.phase !== 'repeat')).toEqual(expected);
    } finally {
      unsubscribe();
      tapeActions.dispose();
    }
  });
});
