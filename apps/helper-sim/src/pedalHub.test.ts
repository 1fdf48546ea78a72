import { type ActivityKind, pageActivity } from '@dictation/core';
import { createPedalHub, type PedalHub, type PedalInput, pedalButtons } from '@dictation/pedal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HelperSim, startHelperSim } from './startHelperSim';
import { control } from './testing/control';
import { findFreePortRange, occupyPort } from './testing/freePorts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startSim(options: Parameters<typeof startHelperSim>[0] = {}): Promise<HelperSim> {
  const sim = await startHelperSim({
    pedalPorts: await findFreePortRange(4),
    microphonePorts: await findFreePortRange(4),
    controlPort: 0,
    ...options,
  });
  cleanups.push(() => sim.close());
  return sim;
}

function pedalHubFor(ports: { start: number; end: number }): PedalHub {
  const hub = createPedalHub({ ports, reconnectDelaysMs: [0, 50, 100, 200], searchRetryDelayMs: 50 });
  cleanups.push(() => hub.stop());
  return hub;
}

const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 5000, interval: 20 });

describe('pedal hub against the simulator', () => {
  it('connects with the real SignalR client and reports the pedal as available with its name', async () => {
    const range = await findFreePortRange(4);
    await startSim({ pedalPorts: range });
    const hub = pedalHubFor(range);
    await hub.start();
    await waitFor(() => expect(hub.state).toMatchObject({ connection: 'connected', pedal: 'available' }));
    expect(hub.state.deviceName).toBe('Infinity IN-USB-2');
  });

  it('finds the helper on the last port of the range when the others belong to other servers', async () => {
    const range = await findFreePortRange(4);
    for (let port = range.start; port < range.end; port += 1) cleanups.push(await occupyPort(port));
    const sim = await startSim({ pedalPorts: range });
    expect(sim.ports.pedal).toBe(range.end);
    const hub = pedalHubFor(range);
    await hub.start();
    await waitFor(() => expect(hub.state.pedal).toBe('available'));
  });

  it('reports not available when the helper has no pedal, and connection error when no helper runs', async () => {
    const range = await findFreePortRange(4);
    await startSim({ pedalPorts: range, pedalName: null });
    const hub = pedalHubFor(range);
    await hub.start();
    await waitFor(() => expect(hub.state.pedal).toBe('notAvailable'));

    const emptyRange = await findFreePortRange(4);
    const lonely = pedalHubFor(emptyRange);
    await lonely.start();
    expect(lonely.state).toMatchObject({ connection: 'disconnected', pedal: 'connectionError' });
  });

  it('delivers down, up and click for a tap, and reports a pedal error until the pedal is back', async () => {
    const range = await findFreePortRange(4);
    const sim = await startSim({ pedalPorts: range });
    const hub = pedalHubFor(range);
    const inputs: PedalInput[] = [];
    hub.subscribe((input) => inputs.push(input));
    await hub.start();
    await waitFor(() => expect(hub.state.pedal).toBe('available'));

    await control(sim.ports.control, '/control/pedal', { pedal: 'right', action: 'click' });
    await waitFor(() => expect(inputs).toHaveLength(3));
    expect(inputs.map(({ type, pedal }) => [type, pedal])).toEqual([
      ['down', pedalButtons.right],
      ['up', pedalButtons.right],
      ['click', pedalButtons.right],
    ]);

    await control(sim.ports.control, '/control/pedal', { action: 'unplug' });
    await waitFor(() =>
      expect(hub.state).toMatchObject({ pedal: 'pedalError', error: 'Foot pedal disconnected' }),
    );
    await control(sim.ports.control, '/control/pedal', { action: 'plug', name: 'Philips ACC2310' });
    await control(sim.ports.control, '/control/pedal', { pedal: 'left', action: 'down' });
    await waitFor(() =>
      expect(hub.state).toMatchObject({ pedal: 'available', deviceName: 'Philips ACC2310' }),
    );
  });

  it("a press is the user's activity, whatever it is mapped to: pedal-only dictation is not idle (issue 31)", async () => {
    const range = await findFreePortRange(4);
    const sim = await startSim({ pedalPorts: range });
    const hub = pedalHubFor(range);
    await hub.start();
    await waitFor(() => expect(hub.state.pedal).toBe('available'));
    const activity: ActivityKind[] = [];
    const unsubscribe = pageActivity.subscribe((kind) => activity.push(kind));
    cleanups.push(async () => unsubscribe());
    await control(sim.ports.control, '/control/pedal', { pedal: 'top', action: 'down' });
    await waitFor(() => expect(activity).toEqual(['pedal']));
  });

  it('says when the pedal is unplugged and again, without a press, when it is plugged back', async () => {
    const range = await findFreePortRange(4);
    const sim = await startSim({ pedalPorts: range });
    const hub = createPedalHub({ ports: range, devicePollMs: 50 });
    cleanups.push(() => hub.stop());
    const seen: string[] = [];
    hub.onState((state) => seen.push(state.pedal));
    await hub.start();
    await waitFor(() => expect(hub.state.pedal).toBe('available'));

    await control(sim.ports.control, '/control/pedal', { action: 'unplug' });
    await waitFor(() =>
      expect(hub.state).toMatchObject({ pedal: 'pedalError', error: 'Foot pedal disconnected' }),
    );
    await control(sim.ports.control, '/control/pedal', { action: 'plug', name: 'Philips ACC2310' });
    await waitFor(() =>
      expect(hub.state).toMatchObject({ pedal: 'available', deviceName: 'Philips ACC2310', error: null }),
    );
    // The polls in between changed nothing: the error stayed until the pedal came back.
    expect(seen.slice(seen.indexOf('pedalError'))).toEqual(['pedalError', 'available']);
  });

  it('sees the same pedal plugged back before the next poll', async () => {
    const range = await findFreePortRange(4);
    const sim = await startSim({ pedalPorts: range });
    const hub = createPedalHub({ ports: range, devicePollMs: 300 });
    cleanups.push(() => hub.stop());
    await hub.start();
    await waitFor(() => expect(hub.state.pedal).toBe('available'));
    await control(sim.ports.control, '/control/pedal', { action: 'unplug' });
    await waitFor(() => expect(hub.state.pedal).toBe('pedalError'));
    await control(sim.ports.control, '/control/pedal', { action: 'plug' });
    await waitFor(() =>
      expect(hub.state).toMatchObject({ pedal: 'available', deviceName: 'Infinity IN-USB-2', error: null }),
    );
  });

  it('sees a pedal plugged in after the start, without a press', async () => {
    const range = await findFreePortRange(4);
    const sim = await startSim({ pedalPorts: range, pedalName: null });
    const hub = createPedalHub({ ports: range, devicePollMs: 50 });
    cleanups.push(() => hub.stop());
    await hub.start();
    await waitFor(() => expect(hub.state.pedal).toBe('notAvailable'));
    await control(sim.ports.control, '/control/pedal', { action: 'plug' });
    await waitFor(() =>
      expect(hub.state).toMatchObject({ pedal: 'available', deviceName: 'Infinity IN-USB-2' }),
    );
  });

  it('goes closed when the helper crashes and back to available when it answers again', async () => {
    const range = await findFreePortRange(4);
    const sim = await startSim({ pedalPorts: range });
    const hub = pedalHubFor(range);
    const seen: string[] = [];
    hub.onState((state) => seen.push(state.pedal));
    await hub.start();
    await waitFor(() => expect(hub.state.pedal).toBe('available'));

    await control(sim.ports.control, '/control/crash', { ms: 300 });
    await waitFor(() => expect(seen).toContain('closed'));
    await waitFor(() => expect(hub.state).toMatchObject({ connection: 'connected', pedal: 'available' }));

    const inputs: PedalInput[] = [];
    hub.subscribe((input) => inputs.push(input));
    await control(sim.ports.control, '/control/pedal', { pedal: 'center', action: 'down' });
    await waitFor(() =>
      expect(inputs).toEqual([{ type: 'down', pedal: pedalButtons.center, source: 'helper' }]),
    );
  });

  it('retries a failed first start and connects once the helper is started', async () => {
    const range = await findFreePortRange(4);
    const hub = pedalHubFor(range);
    await hub.start();
    expect(hub.state.pedal).toBe('connectionError');
    await startSim({ pedalPorts: range });
    await waitFor(() => expect(hub.state.pedal).toBe('available'));
  });

  it('reports stop after stop()', async () => {
    const range = await findFreePortRange(4);
    await startSim({ pedalPorts: range });
    const hub = pedalHubFor(range);
    await hub.start();
    await waitFor(() => expect(hub.state.pedal).toBe('available'));
    await hub.stop();
    expect(hub.state).toMatchObject({ connection: 'stopped', pedal: 'stop' });
  });
});
