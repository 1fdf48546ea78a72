/**
 * The control port: a JSON API that tests, e2e suites and the control page use to act on the
 * virtual devices, and the control page itself (HTML + a separate script, so it runs under a
 * strict CSP without inline scripts).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type MicrophoneButton, type PedalButton, pedalButtons } from '@dictation/pedal/hubContract';
import { type ChunkFault, type ChunkFaultsState, chunkFaultKinds } from './chunkFaults';
import { type AccessPolicy, answerPreflight, applyCors, passesTokenCheck, refuseForeignOrigin } from './cors';
import { BadRequest, readJsonObject } from './jsonBody';
import type { MicrophoneState, Microphones } from './microphones';
import type { ShownPairingCode } from './pairing';

/** What `GET /control/state` and every successful control request answer. */
export interface SimulatorState {
  ports: { pedal: number; microphone: number; control: number };
  crashed: boolean;
  pedal: { deviceName: string | null; connections: number };
  microphones: MicrophoneState[];
  recording: ReturnType<Microphones['recordingState']>;
  connections: { microphone: number; speechMike: number };
  chunkFaults: ChunkFaultsState;
}

/** What the control API can do to the simulator. */
export interface SimulatorControls {
  pedal(pedal: PedalButton, action: 'click' | 'down' | 'up'): void;
  pedalError(message: string): void;
  plugPedal(name: string): void;
  unplugPedal(): void;
  plugMicrophone(id: string, name: string | undefined, isDictationMicrophone: boolean): void;
  unplugMicrophone(id: string): void;
  setSilent(silent: boolean, id: string | undefined): void;
  pressMicrophoneButton(id: string, button: MicrophoneButton): void;
  crash(durationMs: number): void;
  faultChunks(fault: ChunkFault, count: number): void;
  state(): SimulatorState;
  /** Whether pairing is on, and the code the helper shows now (what the user reads and types). */
  pairing(): { enabled: boolean; code: ShownPairingCode | null };
}

const pedalNames: Record<string, PedalButton> = {
  left: pedalButtons.left,
  center: pedalButtons.center,
  right: pedalButtons.right,
  top: pedalButtons.top,
};

function pedalOf(value: unknown): PedalButton {
  if (typeof value === 'string' && value in pedalNames) return pedalNames[value] as PedalButton;
  const known = Object.values(pedalNames).find((pedal) => pedal === value);
  if (known === undefined) throw new BadRequest('pedal must be left, center, right, top or 10, 20, 30, 40');
  return known;
}

function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw new BadRequest(`${name} is required`);
  return value;
}

const microphoneButtons: readonly MicrophoneButton[] = ['record', 'play', 'stop', 'rewind', 'forward'];

type Route = (body: Record<string, unknown>, controls: SimulatorControls) => void;

const routes: Record<string, Route> = {
  '/control/pedal': (body, controls) => {
    const action = body.action;
    if (action === 'click' || action === 'down' || action === 'up')
      controls.pedal(pedalOf(body.pedal), action);
    else if (action === 'error')
      controls.pedalError(typeof body.message === 'string' ? body.message : 'Pedal error');
    else if (action === 'plug')
      controls.plugPedal(typeof body.name === 'string' ? body.name : 'Infinity IN-USB-2');
    else if (action === 'unplug') controls.unplugPedal();
    else throw new BadRequest('action must be click, down, up, error, plug or unplug');
  },
  '/control/microphones': (body, controls) => {
    const id = text(body.id, 'id');
    if (body.action === 'plug') {
      const name = typeof body.name === 'string' ? body.name : undefined;
      controls.plugMicrophone(id, name, body.isDictationMicrophone === true);
    } else if (body.action === 'unplug') controls.unplugMicrophone(id);
    else throw new BadRequest('action must be plug or unplug');
  },
  '/control/silence': (body, controls) => {
    controls.setSilent(body.silent !== false, typeof body.id === 'string' ? body.id : undefined);
  },
  '/control/button': (body, controls) => {
    const button = microphoneButtons.find((known) => known === body.button);
    if (!button) throw new BadRequest(`button must be one of ${microphoneButtons.join(', ')}`);
    controls.pressMicrophoneButton(text(body.id, 'id'), button);
  },
  '/control/crash': (body, controls) => {
    const durationMs = typeof body.ms === 'number' && body.ms >= 0 ? body.ms : 5000;
    controls.crash(durationMs);
  },
  '/control/chunks': (body, controls) => {
    const fault = chunkFaultKinds.find((known) => known === body.fault);
    if (!fault) throw new BadRequest(`fault must be one of ${chunkFaultKinds.join(', ')}`);
    const count = body.count ?? 1;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
      throw new BadRequest('count must be a positive integer');
    controls.faultChunks(fault, count);
  },
};

const pageFiles: Record<string, { file: string; type: string }> = {
  '/': { file: 'control.html', type: 'text/html; charset=utf-8' },
  '/control.js': { file: 'control.js', type: 'text/javascript; charset=utf-8' },
};

const publicDir = new URL('../public/', import.meta.url);

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The control API presses pedals and records for whoever calls it. A browser always sends the
 * page's true Origin with what the API answers (a POST, a cross-origin fetch), so a call without
 * one is a program on this machine: it must hold the control token (`Authorization: Bearer`),
 * which the simulator prints with its control page's address at start (issue 34).
 */
function refuseWithoutOriginOrToken(
  request: IncomingMessage,
  response: ServerResponse,
  access: AccessPolicy,
  url: URL,
): boolean {
  if (request.headers.origin !== undefined || passesTokenCheck(request, url, access)) return false;
  json(response, 401, { error: 'Send the control token: Authorization: Bearer <token> (printed at start)' });
  return true;
}

/**
 * The pairing code is what the user reads on the helper: a page of an allowed origin must not
 * read it for itself, so this answers only the control token (the control page and tests hold it).
 */
function answerPairing(
  request: IncomingMessage,
  response: ServerResponse,
  controls: SimulatorControls,
  access: AccessPolicy,
  url: URL,
): void {
  if (request.method !== 'GET') json(response, 404, { error: 'Not found' });
  else if (!passesTokenCheck(request, url, access)) json(response, 401, { error: 'Send the control token' });
  else json(response, 200, controls.pairing());
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  controls: SimulatorControls,
  access: AccessPolicy,
) {
  // The control API presses pedals and records: the same origins as the hubs (and its own page).
  if (answerPreflight(request, response, access) || refuseForeignOrigin(request, response, access)) return;
  applyCors(request, response, access);
  const url = new URL(request.url ?? '/', 'http://localhost');
  const path = url.pathname;
  const page = pageFiles[path];
  // The page and its script hold nothing: opening the page is a navigation, which has no Origin.
  if (request.method === 'GET' && page) {
    const content = await readFile(new URL(page.file, publicDir));
    response.writeHead(200, {
      'Content-Type': page.type,
      'Content-Security-Policy': "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
    });
    response.end(content);
    return;
  }
  if (path === '/control/pairing') {
    answerPairing(request, response, controls, access, url);
    return;
  }
  if (refuseWithoutOriginOrToken(request, response, access, url)) return;
  if (request.method === 'GET' && path === '/control/state') {
    json(response, 200, controls.state());
    return;
  }
  const route = routes[path];
  if (request.method !== 'POST' || !route) {
    json(response, 404, { error: 'Not found' });
    return;
  }
  try {
    route(await readJsonObject(request), controls);
    json(response, 200, controls.state());
  } catch (error) {
    const status = error instanceof BadRequest ? 400 : 409;
    json(response, status, { error: error instanceof Error ? error.message : String(error) });
  }
}

/** Creates the control server (not yet listening). */
export function createControlServer(controls: SimulatorControls, access: AccessPolicy): Server {
  return createServer((request, response) => {
    handle(request, response, controls, access).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: String(error) });
    });
  });
}
