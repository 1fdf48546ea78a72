import { type ActivityKind, pageActivity } from '@dictation/core';
import {
  createPedalTapeActions,
  createSpeechMikeHub,
  defaultFootPedalSettings,
  type MicrophoneButton,
  type SpeechMikeHub,
  type TapeEvent,
} from '@dictation/pedal';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HelperSim } from './startHelperSim';
import { control } from './testing/control';
import { startSimOnFreePorts } from './testing/startSimOnFreePorts';

let sim: HelperSim;
let hub: SpeechMikeHub;
let focused = true;
const events: TapeEvent[] = [];
const notices: string[] = [];

beforeAll(async () => {
  const started = await startSimOnFreePorts();
  sim = started.sim;
  hub = createSpeechMikeHub({ ports: started.microphonePorts });
  createPedalTapeActions({
    settings: { ...defaultFootPedalSettings, rewindOnStop: 4 },
    sources: [],
    buttonSources: [hub],
    onAction: (event) => events.push(event),
    notify: (notice) => notices.push(notice.message),
    hasFocus: () => focused,
  });
  await hub.start();
  expect(hub.status).toBe('connected');
});

afterAll(async () => {
  await hub.stop();
  await sim.close();
});

/** Presses a button of the simulator's SpeechMike and waits for `count` tape events. */
async function press(button: MicrophoneButton, count: number): Promise<TapeEvent[]> {
  events.length = 0;
  await control(sim.ports.control, '/control/button', { id: 'speechmike', button });
  await vi.waitFor(() => expect(events).toHaveLength(count), { timeout: 5000, interval: 10 });
  return [...events];
}

describe('SpeechMike buttons through /spmhub against the simulator', () => {
  it.each<[MicrophoneButton, TapeEvent[]]>([
    ['record', [{ action: 'record', phase: 'toggle' }]],
    ['play', [{ action: 'playStop', phase: 'start' }]],
    [
      'stop',
      [
        { action: 'record', phase: 'stop' },
        { action: 'playStop', phase: 'stop', rewindSeconds: 4 },
      ],
    ],
    [
      'rewind',
      [
        { action: 'rewind', phase: 'start' },
        { action: 'rewind', phase: 'stop' },
      ],
    ],
    [
      'forward',
      [
        { action: 'forward', phase: 'start' },
        { action: 'forward', phase: 'stop' },
      ],
    ],
  ])('the %s button arrives as the tape actions a pedal produces', async (button, expected) => {
    expect(await press(button, expected.length)).toEqual(expected);
  });

  it('asks for a click instead of playing while the page has no focus; stop still stops', async () => {
    focused = false;
    try {
      notices.length = 0;
      expect(await press('stop', 2)).toEqual([
        { action: 'record', phase: 'stop' },
        { action: 'playStop', phase: 'stop', rewindSeconds: 4 },
      ]);
      expect(notices).toEqual([]);
      events.length = 0;
      await control(sim.ports.control, '/control/button', { id: 'speechmike', button: 'play' });
      await vi.waitFor(() => expect(notices).toEqual(['Please click on this page and use foot pedal again']));
      expect(events).toEqual([]);
    } finally {
      focused = true;
    }
  });

  it("a button press is the user's activity (issue 31)", async () => {
    const activity: ActivityKind[] = [];
    const unsubscribe = pageActivity.subscribe((kind) => activity.push(kind));
    try {
      await press('record', 1);
      expect(activity).toContain('speechMike');
    } finally {
      unsubscribe();
    }
  });
});
