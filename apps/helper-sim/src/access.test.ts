import { once } from 'node:events';
import { createHelperPairing, createPedalHub, type HelperPairingStore } from '@dictation/pedal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { type HelperSim, type HelperSimOptions, startHelperSim } from './startHelperSim';
import { findFreePortRange } from './testing/freePorts';

/** Issues 22 and 34: a page of another origin, or a caller that has not paired, gets nothing. */
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

const negotiate = (port: number, headers: Record<string, string> = {}, hub = 'michub') =>
  fetch(`http://127.0.0.1:${port}/${hub}/negotiate?negotiateVersion=1`, { method: 'POST', headers });

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

  it("answers by default only the portal's origin, not every Vite dev server (issue 34)", async () => {
    const sim = await startSim();
    for (const portal of ['http://localhost:8080', 'http://127.0.0.1:8080']) {
      expect((await negotiate(sim.ports.microphone, { Origin: portal })).status).toBe(200);
    }
    for (const other of ['http://localhost:5173', 'http://127.0.0.1:8181', 'http://localhost:6006']) {
      expect((await negotiate(sim.ports.microphone, { Origin: other })).status).toBe(403);
    }
  });

  it('takes the allowed origins it is given instead of the portal default', async () => {
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

describe('pairing per install', () => {
  const portal = 'http://localhost:8080';
  const pairingOptions = { secret: 'install-secret-of-at-least-128-bits' };
  const post = (port: number, path: string, origin: string | undefined, body?: object) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) },
      body: body && JSON.stringify(body),
    });
  /** The code the helper shows (what the user reads off the control page). */
  const shownCode = async (sim: HelperSim) => {
    const answer = await fetch(`http://127.0.0.1:${sim.ports.control}/control/pairing`, {
      headers: { Authorization: `Bearer ${sim.controlToken}` },
    });
    return ((await answer.json()) as { code: { code: string } | null }).code?.code;
  };
  const pair = async (sim: HelperSim, port: number, origin: string) => {
    expect((await post(port, '/pairing/code', origin)).status).toBe(201);
    const answer = await post(port, '/pairing/token', origin, { code: await shownCode(sim) });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { token: string }).token;
  };

  it('asks an unpaired page to pair (401), and answers it once it has exchanged the code shown', async () => {
    const sim = await startSim({ pairing: pairingOptions });
    const port = sim.ports.microphone;
    const origin = { Origin: portal };
    expect((await negotiate(port, origin)).status).toBe(401);
    expect(await (await negotiate(port, origin)).text()).toBe('Pairing required');
    expect(await upgrade(`ws://127.0.0.1:${port}/michub`, origin)).toBe(403);

    const token = await pair(sim, port, portal);
    expect((await negotiate(port, { ...origin, Authorization: `Bearer ${token}` })).status).toBe(200);
    expect(await upgrade(`ws://127.0.0.1:${port}/michub?access_token=${token}`, origin)).toBe('open');
    // One token opens both servers; the code is spent.
    const withToken = { ...origin, Authorization: `Bearer ${token}` };
    expect((await negotiate(sim.ports.pedal, withToken, 'pedalhub')).status).toBe(200);
    expect(await shownCode(sim)).toBeUndefined();
    // Still required without it, with a wrong one, and from another allowed origin holding it.
    expect((await negotiate(port, { ...origin, Authorization: 'Bearer wrong' })).status).toBe(401);
    expect(await upgrade(`ws://127.0.0.1:${port}/michub?access_token=wrong`, origin)).toBe(403);
    const other = { Origin: 'http://127.0.0.1:8080', Authorization: `Bearer ${token}` };
    expect((await negotiate(port, other)).status).toBe(401);
  });

  it('gives a token per install: another install refuses it', async () => {
    const first = await startSim({ pairing: pairingOptions });
    const second = await startSim({ pairing: { secret: 'another-install-secret-of-128-bits' } });
    const token = await pair(first, first.ports.pedal, portal);
    const headers = { Origin: portal, Authorization: `Bearer ${token}` };
    expect((await negotiate(second.ports.microphone, headers)).status).toBe(401);
    expect(await pair(second, second.ports.pedal, portal)).not.toBe(token);
  });

  it('refuses a wrong code (403) and, after five, any code for a while (429)', async () => {
    const sim = await startSim({ pairing: pairingOptions });
    const port = sim.ports.pedal;
    expect((await post(port, '/pairing/code', portal)).status).toBe(201);
    const code = (await shownCode(sim)) as string;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const answer = await post(port, '/pairing/token', portal, { code: wrong });
      expect(answer.status).toBe(403);
      expect(await answer.text()).toBe('Wrong pairing code');
    }
    const locked = await post(port, '/pairing/token', portal, { code: wrong });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(port, '/pairing/token', portal, { code })).status).toBe(429);
    expect((await post(port, '/pairing/code', portal)).status).toBe(429);
  });

  it('takes a code only from the origin it was shown for, and a body it can read', async () => {
    const sim = await startSim({
      pairing: pairingOptions,
      allowedOrigins: [portal, 'http://127.0.0.1:8080'],
    });
    const port = sim.ports.pedal;
    expect((await post(port, '/pairing/code', portal)).status).toBe(201);
    const code = await shownCode(sim);
    expect((await post(port, '/pairing/token', 'http://127.0.0.1:8080', { code })).status).toBe(403);
    expect((await post(port, '/pairing/token', portal, {})).status).toBe(400);
    expect((await post(port, '/pairing/token', 'https://evil.example', { code })).status).toBe(403);
    expect((await post(port, '/pairing/token', portal, { code })).status).toBe(200);
  });

  it('has no pairing when off: every allowed page is answered, the pairing paths are 404', async () => {
    const sim = await startSim();
    expect((await negotiate(sim.ports.microphone, { Origin: portal })).status).toBe(200);
    expect((await post(sim.ports.pedal, '/pairing/code', portal)).status).toBe(404);
  });

  it('shows the code only to the control token, not to a page of an allowed origin', async () => {
    const sim = await startSim({ pairing: pairingOptions });
    await post(sim.ports.pedal, '/pairing/code', portal);
    const asThePortal = await fetch(`http://127.0.0.1:${sim.ports.control}/control/pairing`, {
      headers: { Origin: portal },
    });
    expect(asThePortal.status).toBe(401);
    expect(await shownCode(sim)).toMatch(/^\d{6}$/);
  });
});

/** A page's pairing store without a browser's localStorage. */
function memoryPairingStore(): HelperPairingStore {
  let token: string | undefined;
  const listeners = new Set<() => void>();
  return {
    read: () => token,
    write(next) {
      token = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

describe("@dictation/pedal's connection and pairing", () => {
  it('says pairing is required, pairs with the code the helper shows, and is answered from then on', async () => {
    const range = await findFreePortRange(4);
    const sim = await startSim({
      pedalPorts: range,
      pairing: { secret: 'install-secret-of-at-least-128-bits' },
    });
    const pairingStore = memoryPairingStore();
    const hub = createPedalHub({ ports: range, pairingStore, searchRetryDelayMs: 60_000 });
    cleanups.push(() => hub.stop());
    await hub.start();
    // The real SignalR client's negotiate error is read as the helper's 401.
    expect(hub.state.connection).toBe('pairingRequired');

    const pairing = createHelperPairing({ ports: range, store: pairingStore });
    await pairing.requestCode();
    await pairing.exchangeCode(sim.pairing?.shownCode()?.code ?? '');
    // Storing the token searched at once (the next automatic search is a minute away).
    await vi.waitFor(() => expect(hub.state.pedal).toBe('available'), { timeout: 5000, interval: 20 });
  });
});
