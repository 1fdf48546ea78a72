/**
 * The desktop-helper engine against a real helper simulator (the real SignalR client and
 * protocol over WebSocket, on free ports), as the recorder drives it.
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import { control } from '../../../../apps/helper-sim/src/testing/control';
import { findFreePortRange } from '../../../../apps/helper-sim/src/testing/freePorts';
import { startSimOnFreePorts } from '../../../../apps/helper-sim/src/testing/startSimOnFreePorts';
import { recorderMessages } from '../messages';
import type { CaptureDevice, CaptureEndReason, CaptureEngine } from './captureEngine';
import { CaptureStartError } from './captureEngine';
import { createHelperMicrophoneEngine } from './createHelperMicrophoneEngine';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

async function engineOnSimulator() {
  const { sim, microphonePorts } = await startSimOnFreePorts({ chunkIntervalMs: 50 });
  cleanups.push(() => sim.close());
  const engine = createHelperMicrophoneEngine({ ports: microphonePorts, searchRetryDelayMs: 200 });
  cleanups.push(() => engine.dispose?.() ?? Promise.resolve());
  return { sim, engine };
}

/** A listener that keeps every frame block and how the capture ended. */
function capture() {
  const blocks: Int16Array[] = [];
  const ends: [CaptureEndReason, string | undefined][] = [];
  return {
    blocks,
    ends,
    listener: {
      frames: (pcm: Int16Array) => blocks.push(pcm),
      ended: (reason: CaptureEndReason, message?: string) => ends.push([reason, message]),
    },
    samples: () => blocks.reduce((sum, block) => sum + block.length, 0),
    peak: () => blocks.reduce((max, block) => block.reduce((m, s) => Math.max(m, Math.abs(s)), max), 0),
  };
}

async function recordingState(port: number): Promise<{ lengthMs: number; recordingDeviceId: string | null }> {
  const response = await fetch(`http://127.0.0.1:${port}/control/state`);
  return ((await response.json()) as { recording: { lengthMs: number; recordingDeviceId: string | null } })
    .recording;
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
