import { once } from 'node:events';
import { createPedalHub } from '@dictation/pedal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { type HelperSimOptions, startHelperSim } from './startHelperSim';
import { findFreePortRange } from './testing/freePorts';

/** Issue 22: a page of another origin, or a caller without the pairing token, gets nothing. */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startSim(options: HelperSimOptions = {}) {
  const sim = await startHelperSim({
    pedalPorts: await findFreePortRange(4),
    microphonePorts: await findFreePortRange(4),
    controlPort: 0,
    ...options,
  });
  cleanups.push(() => sim.close());
  return sim;
}

const negotiate = (port: number, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}/michub/negotiate?negotiateVersion=1`, { method: 'POST', headers });

/** Resolves 'open' or the HTTP status the upgrade was refused with. */
async function upgrade(url: string, headers: Record<string, string> = {}): Promise<'open' | number> {
  const socket = new WebSocket(url, { headers });
  cleanups.push(async () => socket.terminate());
  const refused = new Promise<number>((resolve) =>
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
  );
  socket.on('error', () => undefined);
  return Promise.race([once(socket, 'open').then(() => 'open' as const), refused]);
}

describe('origin allow-list', () => {
  it('refuses a foreign origin at the preflight, at negotiate and on the WebSocket upgrade', async () => {
    const sim = await startSim();
    const preflight = await fetch(`http://127.0.0.1:${sim.ports.microphone}/michub/negotiate`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-private-network')).toBeNull();
    expect((await negotiate(sim.ports.microphone, { Origin: 'https://evil.example' })).status).toBe(403);
    const hub = `ws://127.0.0.1:${sim.ports.microphone}/michub`;
    expect(await upgrade(hub, { Origin: 'https://evil.example' })).toBe(403);
    expect(await upgrade(hub, { Origin: 'http://localhost:8080' })).toBe('open');
    const control = await fetch(`http://127.0.0.1:${sim.ports.control}/control/state`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(control.status).toBe(403);
  });

  it('takes the allowed origins it is given instead of the portal defaults', async () => {
    const sim = await startSim({ allowedOrigins: ['https://epr.example.org'] });
    expect((await negotiate(sim.ports.microphone, { Origin: 'https://epr.example.org' })).status).toBe(200);
    expect((await negotiate(sim.ports.microphone, { Origin: 'http://localhost:8080' })).status).toBe(403);
  });
});

describe('control API', () => {
  it('answers a caller without an Origin only with the control token; its page opens without one', async () => {
    const sim = await startSim({ controlToken: 'control-secret' });
    const control = (path: string, headers: Record<string, string> = {}, body?: object) =>
      fetch(`http://127.0.0.1:${sim.ports.control}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: body && JSON.stringify(body),
      });
    const click = { pedal: 'left', action: 'click' };
    // Issue 34: a program on this machine could press the pedal and read the state unasked.
    expect((await control('/control/state')).status).toBe(401);
    expect((await control('/control/pedal', {}, click)).status).toBe(401);
    expect((await control('/control/state', { Authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await control('/control/state', { Authorization: 'Bearer control-secret' })).status).toBe(200);
    expect((await control('/control/pedal', { Authorization: 'Bearer control-secret' }, click)).status).toBe(
      200,
    );
    expect((await control('/control/pedal', { Origin: 'http://localhost:8080' }, click)).status).toBe(200);
    expect((await control('/control/pedal', { Origin: 'https://evil.example' }, click)).status).toBe(403);
    expect((await control('/')).status).toBe(200);
    expect(sim.controlToken).toBe('control-secret');
  });
});

describe('pairing token', () => {
  it('when paired, answers only callers presenting the token', async () => {
    const sim = await startSim({ pairingToken: 'install-secret' });
    const port = sim.ports.microphone;
    const origin = { Origin: 'http://localhost:8080' };
    expect((await negotiate(port, origin)).status).toBe(401);
    expect((await negotiate(port, { ...origin, Authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await negotiate(port, { ...origin, Authorization: 'Bearer install-secret' })).status).toBe(200);
    expect(await upgrade(`ws://127.0.0.1:${port}/michub`, origin)).toBe(403);
    expect(await upgrade(`ws://127.0.0.1:${port}/michub?access_token=wrong`, origin)).toBe(403);
    expect(await upgrade(`ws://127.0.0.1:${port}/michub?access_token=install-secret`, origin)).toBe('open');
  });
});

describe("@dictation/pedal's connection", () => {
  it('sends the pairing token it is given, and a paired helper answers only then', async () => {
    const range = await findFreePortRange(4);
    await startSim({ pedalPorts: range, pairingToken: 'install-secret' });
    const hub = (pairingToken?: string) => {
      const created = createPedalHub({ ports: range, pairingToken, searchRetryDelayMs: 50 });
      cleanups.push(() => created.stop());
      return created;
    };
    const paired = hub('install-secret');
    const unpaired = hub();
    await Promise.all([paired.start(), unpaired.start()]);
    await vi.waitFor(() => expect(paired.state.pedal).toBe('available'), { timeout: 5000, interval: 20 });
    expect(unpaired.state.connection).not.toBe('connected');
  });
});
