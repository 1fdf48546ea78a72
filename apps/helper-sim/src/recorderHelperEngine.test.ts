/**
 * The recorder's desktop-helper engine (`@dictation/recorder`, a devDependency here) against this
 * simulator (the real SignalR client and protocol over WebSocket, on free ports), as the recorder
 * drives it.
 */

import {
  createHelperConnection,
  hubPaths,
  type MicrophoneHubEvents,
  type MicrophoneHubMethods,
  type PortRange,
} from '@dictation/pedal';
import {
  type CaptureDevice,
  type CaptureEndReason,
  type CaptureEngine,
  CaptureStartError,
  createHelperMicrophoneEngine,
  recorderMessages,
} from '@dictation/recorder';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChunkFault } from './chunkFaults';
import { control, controlState } from './testing/control';
import { findFreePortRange } from './testing/freePorts';
import { startSimOnFreePorts } from './testing/startSimOnFreePorts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

async function engineOnSimulator() {
  const { sim, microphonePorts } = await startSimOnFreePorts({ chunkIntervalMs: 50 });
  cleanups.push(() => sim.close());
  // What the engine logs: failures the user does not see, such as a gap it could not read back.
  const logged: unknown[] = [];
  const engine = createHelperMicrophoneEngine({
    ports: microphonePorts,
    searchRetryDelayMs: 200,
    // The first search on a busy CI machine can outlast the page's 1.5 s: these tests are about
    // what the engine does once connected, so the first list waits for the search.
    firstSearchWaitMs: 20_000,
    log: (error) => logged.push(error),
  });
  cleanups.push(() => engine.dispose?.() ?? Promise.resolve());
  return { sim, engine, microphonePorts, logged };
}

/** A listener that keeps every frame block and how the capture ended. */
function capture() {
  const blocks: Int16Array[] = [];
  const ends: [CaptureEndReason, string | undefined][] = [];
  const samples = () => blocks.reduce((sum, block) => sum + block.length, 0);
  /** How many samples had been delivered when the capture ended, one entry per `ended` call. */
  const samplesAtEnd: number[] = [];
  return {
    blocks,
    ends,
    samplesAtEnd,
    listener: {
      frames: (pcm: Int16Array) => blocks.push(pcm),
      ended: (reason: CaptureEndReason, message?: string) => {
        ends.push([reason, message]);
        samplesAtEnd.push(samples());
      },
    },
    samples,
    peak: () => blocks.reduce((max, block) => block.reduce((m, s) => Math.max(m, Math.abs(s)), max), 0),
    all: () => {
      const pcm = new Int16Array(samples());
      let at = 0;
      for (const block of blocks) {
        pcm.set(block, at);
        at += block.length;
      }
      return pcm;
    },
  };
}

const recordingState = async (port: number) => (await controlState(port)).recording;

/** The helper's whole recording as its hub answers `getChunks(0)`, read over a connection of its own. */
async function helperRecording(ports: PortRange): Promise<Int16Array> {
  const connection = createHelperConnection<MicrophoneHubMethods, MicrophoneHubEvents>({
    hubPath: hubPaths.microphone,
    ports,
  });
  try {
    await connection.start();
    const bytes = Buffer.from(await connection.invoke('getChunks', 0), 'base64');
    return Int16Array.from({ length: bytes.length / 2 }, (_, index) => bytes.readInt16LE(index * 2));
  } finally {
    await connection.stop();
  }
}

/** Where two sample runs first differ (-1 when equal), so a failure points at the lost or doubled frames. */
function firstDifference(actual: Int16Array, expected: Int16Array): number {
  const shorter = Math.min(actual.length, expected.length);
  for (let index = 0; index < shorter; index += 1) if (actual[index] !== expected[index]) return index;
  return actual.length === expected.length ? -1 : shorter;
}

const ids = (devices: CaptureDevice[]) => devices.map((device) => device.id);

describe('createHelperMicrophoneEngine against the helper simulator', () => {
  it('lists the helper microphones and reports the desktop app connected', async () => {
    const { engine } = await engineOnSimulator();
    expect(ids(await engine.listDevices())).toEqual(['usb-microphone', 'speechmike']);
    expect(engine.desktopStatus?.()).toBe('connected');
    expect(engine.isSupported()).toBe(true);
  });

  it('delivers canonical frames: all the helper captured, in order, with speech in them', async () => {
    const { sim, engine } = await engineOnSimulator();
    await engine.listDevices();
    const recorded = capture();
    await engine.start('usb-microphone', recorded.listener);
    await waitFor(() => expect(recorded.samples()).toBeGreaterThanOrEqual(2 * 16000));
    await engine.stop();

    const helper = await recordingState(sim.ports.control);
    expect(helper.recordingDeviceId).toBeNull();
    // Exactly the helper's audio (it was emptied at start): nothing lost, nothing twice.
    expect(recorded.samples()).toBe(helper.lengthMs * 16);
    expect(recorded.blocks.every((block) => block instanceof Int16Array)).toBe(true);
    expect(recorded.peak()).toBeGreaterThan(1000);
    expect(recorded.ends).toEqual([]);
  });

  it('starts each recording on an emptied helper audio, so a second one delivers only its own frames', async () => {
    const { sim, engine } = await engineOnSimulator();
    await engine.listDevices();
    const first = capture();
    await engine.start('usb-microphone', first.listener);
    await waitFor(() => expect(first.samples()).toBeGreaterThan(3200));
    await engine.stop();
    const second = capture();
    await engine.start('speechmike', second.listener);
    await waitFor(() => expect(second.samples()).toBeGreaterThan(3200));
    await engine.stop();
    expect(second.samples()).toBe((await recordingState(sim.ports.control)).lengthMs * 16);
  });

  it('ends with device-lost when the recording microphone is unplugged, and lists the rest', async () => {
    const { sim, engine } = await engineOnSimulator();
    await engine.listDevices();
    const lists: string[][] = [];
    engine.watchDevices((devices) => lists.push(ids(devices)));
    const recorded = capture();
    await engine.start('usb-microphone', recorded.listener);
    await waitFor(() => expect(recorded.samples()).toBeGreaterThan(0));

    await control(sim.ports.control, '/control/microphones', { id: 'usb-microphone', action: 'unplug' });
    await waitFor(() => expect(recorded.ends).toEqual([['device-lost', undefined]]));
    await waitFor(() => expect(lists.at(-1)).toEqual(['speechmike']));
    expect(recorded.samples()).toBe((await recordingState(sim.ports.control)).lengthMs * 16);
    await expect(engine.start('usb-microphone', capture().listener)).rejects.toThrow(
      new CaptureStartError(recorderMessages.noMicrophoneDetected),
    );
  });

  it("ends with an error and the spec's alert when the connection drops mid-recording", async () => {
    const { sim, engine } = await engineOnSimulator();
    await engine.listDevices();
    const statuses: string[] = [];
    engine.watchDesktopStatus?.((status) => statuses.push(status));
    const recorded = capture();
    await engine.start('usb-microphone', recorded.listener);
    await waitFor(() => expect(recorded.samples()).toBeGreaterThan(0));

    await control(sim.ports.control, '/control/crash', { ms: 60_000 });
    await waitFor(() => expect(recorded.ends).toEqual([['error', recorderMessages.helperNotRunning]]));
    expect(statuses).toEqual(['disconnected']);
    expect(engine.isSupported()).toBe(false);
  });
});

describe('createHelperMicrophoneEngine delivers the helper recording exactly once, in order, when chunk events are', () => {
  type Armed = { fault: ChunkFault; count: number }[];
  type FaultsState = Awaited<ReturnType<typeof controlState>>['chunkFaults'];

  // Every armed fault has hit a chunk and the engine has delivered frames beyond the last one hit:
  // the gap was read back (or the copy trimmed) while recording, not at the stop.
  const passedWhileRecording = ({ pending, applied }: FaultsState, samples: number) => {
    expect(pending).toEqual([]);
    expect(samples).toBeGreaterThan(((applied.at(-1)?.positionMs ?? 0) + 50) * 16);
  };
  // For faults armed until the end: a few chunks have been hit.
  const hitSeveral = ({ applied }: FaultsState) => expect(applied.length).toBeGreaterThanOrEqual(3);

  /** Records on the simulator and arms the faults once frames flow, so they hit the middle of the recording. */
  async function recordThrough(armed: Armed, settled: (faults: FaultsState, samples: number) => void) {
    const setup = await engineOnSimulator();
    const { sim, engine } = setup;
    await engine.listDevices();
    const recorded = capture();
    await engine.start('usb-microphone', recorded.listener);
    await waitFor(() => expect(recorded.samples()).toBeGreaterThanOrEqual(3 * 50 * 16));
    for (const fault of armed) await control(sim.ports.control, '/control/chunks', fault);
    const applied = await waitFor(async () => {
      const { chunkFaults } = await controlState(sim.ports.control);
      settled(chunkFaults, recorded.samples());
      return chunkFaults.applied;
    });
    const expectedFaults = armed.flatMap(({ fault, count }) => Array<ChunkFault>(count).fill(fault));
    expect(applied.map(({ fault }) => fault)).toEqual(expectedFaults.slice(0, applied.length));
    expect(applied[0]?.sequence).toBeGreaterThanOrEqual(3);
    return { ...setup, recorded };
  }

  /** The engine delivered the helper's recording (read with getChunks(0)) sample for sample, and logged no failure. */
  async function expectWholeRecording({
    sim,
    microphonePorts,
    recorded,
    logged,
  }: Awaited<ReturnType<typeof recordThrough>>) {
    const helper = await helperRecording(microphonePorts);
    expect(helper.length).toBe((await recordingState(sim.ports.control)).lengthMs * 16);
    expect({ samples: recorded.samples(), firstDifference: firstDifference(recorded.all(), helper) }).toEqual(
      {
        samples: helper.length,
        firstDifference: -1,
      },
    );
    expect(logged).toEqual([]);
  }

  const cases: { name: string; armed: Armed; settled: (faults: FaultsState, samples: number) => void }[] = [
    {
      name: 'lost in the middle: the gap is read back with getChunks',
      armed: [{ fault: 'drop', count: 3 }],
      settled: passedWhileRecording,
    },
    {
      name: 'sent twice: the copy is trimmed',
      armed: [{ fault: 'repeat', count: 1 }],
      settled: passedWhileRecording,
    },
    {
      name: 'late, overtaken by the next one: it is not delivered again',
      armed: [{ fault: 'late', count: 1 }],
      settled: passedWhileRecording,
    },
    {
      name: 'lost, repeated and late in a row',
      armed: [
        { fault: 'drop', count: 2 },
        { fault: 'repeat', count: 1 },
        { fault: 'late', count: 2 },
        { fault: 'drop', count: 1 },
        { fault: 'repeat', count: 2 },
      ],
      settled: passedWhileRecording,
    },
    {
      name: 'all lost from some point on: the tail is read back at the stop',
      armed: [{ fault: 'drop', count: 1000 }],
      settled: hitSeveral,
    },
    {
      name: 'held back until the stop: they arrive just before its summary',
      armed: [{ fault: 'late', count: 1000 }],
      settled: hitSeveral,
    },
  ];
  for (const { name, armed, settled } of cases) {
    it(name, async () => {
      const recording = await recordThrough(armed, settled);
      await recording.engine.stop();
      await expectWholeRecording(recording);
      expect(recording.recorded.ends).toEqual([]);
    });
  }

  it('all lost from some point on, then the microphone is unplugged: the tail is read back before device-lost', async () => {
    const recording = await recordThrough([{ fault: 'drop', count: 1000 }], hitSeveral);
    const { sim, recorded } = recording;
    await control(sim.ports.control, '/control/microphones', { id: 'usb-microphone', action: 'unplug' });
    await waitFor(() => expect(recorded.ends).toEqual([['device-lost', undefined]]));
    await expectWholeRecording(recording);
    expect(recorded.samplesAtEnd).toEqual([recorded.samples()]);
  });
});

describe('createHelperMicrophoneEngine without a helper', () => {
  it('stays quiet: no devices, Disconnected, and a start refused with the spec alert', async () => {
    const ports = await findFreePortRange(4);
    const engine: CaptureEngine = createHelperMicrophoneEngine({ ports, searchRetryDelayMs: 60_000 });
    cleanups.push(() => engine.dispose?.() ?? Promise.resolve());
    expect(await engine.listDevices()).toEqual([]);
    expect(engine.desktopStatus?.()).toBe('disconnected');
    expect(engine.isSupported()).toBe(false);
    await expect(engine.start('usb-microphone', capture().listener)).rejects.toThrow(
      new CaptureStartError(recorderMessages.helperNotRunning),
    );
  });
});
