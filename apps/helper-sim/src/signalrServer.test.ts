import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHelperSim } from './startHelperSim';
import { findFreePortRange } from './testing/freePorts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const separator = '\u001e';

async function startSim(pingIntervalMs = 15000) {
  const sim = await startHelperSim({
    pedalPorts: await findFreePortRange(4),
    microphonePorts: await findFreePortRange(4),
    controlPort: 0,
    pingIntervalMs,
  });
  cleanups.push(() => sim.close());
  return sim;
}

/** Opens a raw WebSocket after negotiate and collects the record-separated frames it receives. */
async function rawConnection(port: number, hub: string) {
  const negotiate = await fetch(`http://127.0.0.1:${port}${hub}/negotiate?negotiateVersion=1`, {
    method: 'POST',
  });
  const body = (await negotiate.json()) as { connectionToken: string; negotiateVersion: number };
  const socket = new WebSocket(`ws://127.0.0.1:${port}${hub}?id=${body.connectionToken}`);
  cleanups.push(async () => socket.terminate());
  const frames: string[] = [];
  socket.on('message', (data) => frames.push(...String(data).split(separator).filter(Boolean)));
  await once(socket, 'open');
  return { socket, frames, negotiation: body };
}

const nextFrame = async (frames: string[], count: number, socket: WebSocket) => {
  while (frames.length < count) await once(socket, 'message');
  return frames[count - 1];
};

describe('SignalR JSON protocol', () => {
  it('negotiates version 1 with a connection token and WebSockets only', async () => {
    const sim = await startSim();
    const { negotiation } = await rawConnection(sim.ports.pedal, '/pedalhub');
    expect(negotiation).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect(negotiation.connectionToken).toEqual(expect.any(String));
  });

  it('answers the handshake with {} and 0x1E, completes invocations and pings at the configured interval', async () => {
    const sim = await startSim(20);
    const { socket, frames } = await rawConnection(sim.ports.pedal, '/pedalhub');
    socket.send(`{"protocol":"json","version":1}${separator}`);
    expect(await nextFrame(frames, 1, socket)).toBe('{}');
    socket.send(
      `${JSON.stringify({ type: 1, invocationId: '7', target: 'getDeviceName', arguments: [] })}${separator}`,
    );
    let index = 2;
    const seen: unknown[] = [];
    while (
      !seen.some((frame) => (frame as { type: number }).type === 3) ||
      !seen.some((f) => (f as { type: number }).type === 6)
    ) {
      seen.push(JSON.parse((await nextFrame(frames, index, socket)) ?? 'null'));
      index += 1;
    }
    expect(seen).toContainEqual({ type: 3, invocationId: '7', result: 'Infinity IN-USB-2' });
    expect(seen).toContainEqual({ type: 6 });
  });

  it('refuses a handshake for another protocol', async () => {
    const sim = await startSim();
    const { socket, frames } = await rawConnection(sim.ports.microphone, '/michub');
    socket.send(`{"protocol":"messagepack","version":1}${separator}`);
    expect(JSON.parse((await nextFrame(frames, 1, socket)) ?? '{}')).toHaveProperty('error');
  });

  it('answers an unknown method with a completion error', async () => {
    const sim = await startSim();
    const { socket, frames } = await rawConnection(sim.ports.microphone, '/michub');
    socket.send(`{"protocol":"json","version":1}${separator}`);
    await nextFrame(frames, 1, socket);
    socket.send(
      `${JSON.stringify({ type: 1, invocationId: '1', target: 'format', arguments: [] })}${separator}`,
    );
    expect(JSON.parse((await nextFrame(frames, 2, socket)) ?? '{}')).toEqual({
      type: 3,
      invocationId: '1',
      error: "Unknown hub method 'format'",
    });
  });

  it('echoes an allowed Origin with credentials and allows private network access in the preflight', async () => {
    const sim = await startSim();
    const response = await fetch(
      `http://127.0.0.1:${sim.ports.pedal}/pedalhub/negotiate?negotiateVersion=1`,
      {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:8080',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'x-requested-with,x-signalr-user-agent',
          'Access-Control-Request-Private-Network': 'true',
        },
      },
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-private-network')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'x-requested-with,x-signalr-user-agent',
    );
  });

  it('serves the control page with its script as a separate file', async () => {
    const sim = await startSim();
    const page = await (await fetch(`http://127.0.0.1:${sim.ports.control}/`)).text();
    expect(page).toContain('<script type="module" src="/control.js"></script>');
    expect(page).not.toMatch(/<script(?![^>]*src=)[^>]*>/);
    const script = await fetch(`http://127.0.0.1:${sim.ports.control}/control.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
  });
});
