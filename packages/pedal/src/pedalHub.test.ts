import { createMemoryStorage } from '@dictation/core';
import { HubConnectionState } from '@microsoft/signalr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HubConnectionLike } from './helperConnection';
import { createHelperPairingStore } from './helperPairing';
import { createPedalHub } from './pedalHub';

/**
 * One helper whose `getDeviceName` answers when the test says, and whose events the test sends:
 * the order of an answer and an event on the wire, which the simulator cannot pin down.
 */
function scriptedHelper() {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const pendingNames: ((name: string | null) => void)[] = [];
  const connection: HubConnectionLike = {
    state: HubConnectionState.Disconnected,
    async start() {
      (connection as { state: HubConnectionState }).state = HubConnectionState.Connected;
    },
    async stop() {},
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, handler);
    },
    invoke: (() =>
      new Promise<string | null>((resolve) => pendingNames.push(resolve))) as HubConnectionLike['invoke'],
    onclose() {},
    onreconnecting() {},
    onreconnected() {},
  };
  const hub = createPedalHub({
    ports: { start: 5000, end: 5000 },
    pairingStore: createHelperPairingStore(createMemoryStorage()),
    devicePollMs: 1000,
    createHubConnection: () => connection,
  });
  return {
    hub,
    /** Answers the oldest `getDeviceName` still waiting. */
    answerName: async (name: string | null) => {
      pendingNames.shift()?.(name);
      await Promise.resolve();
      await Promise.resolve();
    },
    send: (event: string, ...args: unknown[]) => handlers.get(event)?.(...args),
  };
}

afterEach(() => vi.useRealTimers());

describe('createPedalHub', () => {
  it('keeps a pedal error when a poll asked before it is answered after it with the old name', async () => {
    vi.useFakeTimers();
    const { hub, answerName, send } = scriptedHelper();
    await hub.start();
    await answerName('Infinity IN-USB-2');
    expect(hub.state).toMatchObject({ pedal: 'available', deviceName: 'Infinity IN-USB-2' });
    // The poll asks; the pedal is unplugged before the helper's answer (the name it had) arrives.
    await vi.advanceTimersByTimeAsync(1000);
    send('pedalError', 'Foot pedal disconnected');
    await answerName('Infinity IN-USB-2');
    expect(hub.state).toMatchObject({ pedal: 'pedalError', error: 'Foot pedal disconnected' });
    // The next poll that names a pedal is the pedal back.
    await vi.advanceTimersByTimeAsync(1000);
    await answerName('Infinity IN-USB-2');
    expect(hub.state).toMatchObject({ pedal: 'available', error: null });
    await hub.stop();
  });

  it('a press after the error proves the pedal is there again', async () => {
    const { hub, answerName, send } = scriptedHelper();
    await hub.start();
    await answerName('Infinity IN-USB-2');
    send('pedalError', 'Foot pedal disconnected');
    send('pedalDown', 10);
    await answerName('Infinity IN-USB-2');
    expect(hub.state).toMatchObject({ pedal: 'available', error: null });
    await hub.stop();
  });
});
