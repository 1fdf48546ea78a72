import { createHash } from 'node:crypto';
import {
  type AudioChunk,
  createHelperConnection,
  type HelperConnection,
  hubPaths,
  type MicrophoneHubEvents,
  type MicrophoneHubMethods,
  type MicrophoneInfo,
} from '@dictation/pedal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { control } from './testing/control';
import { startSimOnFreePorts } from './testing/startSimOnFreePorts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type MicrophoneConnection = HelperConnection<MicrophoneHubMethods, MicrophoneHubEvents>;

async function connectedMicrophoneHub(hubPath: string = hubPaths.microphone) {
  const { sim, microphonePorts } = await startSimOnFreePorts({ chunkIntervalMs: 50 });
  cleanups.push(() => sim.close());
  const connection: MicrophoneConnection = createHelperConnection({ hubPath, ports: microphonePorts });
  cleanups.push(() => connection.stop());
  const chunks: AudioChunk[] = [];
  connection.on('chunk', (chunk) => chunks.push(chunk));
  await connection.start();
  expect(connection.status).toBe('connected');
  return { sim, connection, chunks };
}

const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 5000, interval: 10 });

function peak(base64: string): number {
  const bytes = Buffer.from(base64, 'base64');
  let max = 0;
  for (let offset = 0; offset < bytes.length; offset += 2)
    max = Math.max(max, Math.abs(bytes.readInt16LE(offset)));
  return max;
}

describe('microphone hubs against the simulator', () => {
  it('lists the virtual microphones on /michub and /spmhub', async () => {
    const { connection } = await connectedMicrophoneHub(hubPaths.speechMike);
    const devices = await connection.invoke('getDevices');
    expect(devices.map((device) => device.id)).toEqual(['usb-microphone', 'speechmike']);
    expect(devices.find((device) => device.id === 'speechmike')?.isDictationMicrophone).toBe(true);
  });

  it('pushes numbered PCM chunks while recording; the summary hash covers exactly those frames', async () => {
    const { connection, chunks } = await connectedMicrophoneHub();
    await connection.invoke('startRecording', 'usb-microphone');
    await waitFor(() => expect(chunks.length).toBeGreaterThanOrEqual(3));
    const summary = await connection.invoke('stopRecording');

    expect(chunks.map((chunk) => chunk.sequence)).toEqual(chunks.map((_, index) => index));
    const pcm = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.data, 'base64')));
    // 16 kHz, 16-bit mono: 32 bytes per ms.
    expect(summary.lengthMs).toBe(pcm.length / 32);
    expect(summary.hash).toBe(createHash('sha256').update(pcm).digest('hex'));
    expect(await connection.invoke('getHash')).toBe(summary.hash);
    expect(peak(chunks[0]?.data ?? '')).toBeGreaterThan(1000);
  });

  it('inserts at the position by default and overwrites in overwrite mode', async () => {
    const { connection, chunks } = await connectedMicrophoneHub();
    const silence = Buffer.alloc(32 * 1000);
    await connection.invoke('setAudio', silence.toString('base64'));
    await connection.invoke('setPosition', 500);
    await connection.invoke('startRecording', 'usb-microphone');
    await waitFor(() => expect(chunks.length).toBeGreaterThanOrEqual(1));
    const inserted = await connection.invoke('stopRecording');
    const insertedMs = inserted.lengthMs - 1000;
    expect(insertedMs).toBeGreaterThan(0);
    expect(await connection.invoke('getPosition')).toBe(500 + insertedMs);
    // The second half of the original silence follows the inserted frames.
    expect(peak(await connection.invoke('getChunks', 500 + insertedMs))).toBe(0);

    await connection.invoke('setOverwriteMode', true);
    await connection.invoke('setPosition', 0);
    chunks.length = 0;
    await connection.invoke('startRecording', 'usb-microphone');
    await waitFor(() => expect(chunks.length).toBeGreaterThanOrEqual(1));
    const overwritten = await connection.invoke('stopRecording');
    const overwrittenMs = chunks.length * 50;
    expect(overwritten.lengthMs).toBe(Math.max(inserted.lengthMs, overwrittenMs));
    expect(peak(await connection.invoke('getChunks', 0))).toBeGreaterThan(1000);
  });

  it('keeps the level far under the low-volume threshold in silent mode', async () => {
    const { sim, connection, chunks } = await connectedMicrophoneHub();
    await control(sim.ports.control, '/control/silence', { id: 'usb-microphone', silent: true });
    await connection.invoke('startRecording', 'usb-microphone');
    await waitFor(() => expect(chunks.length).toBeGreaterThanOrEqual(2));
    await connection.invoke('stopRecording');
    for (const chunk of chunks) expect(peak(chunk.data)).toBeLessThan(100);
  });

  it('stops recording and announces the unplugged microphone; plugging it back announces it', async () => {
    const { sim, connection, chunks } = await connectedMicrophoneHub();
    const disconnected: MicrophoneInfo[] = [];
    const connected: MicrophoneInfo[] = [];
    const stopped: string[] = [];
    connection.on('microphoneDisconnected', (microphone) => disconnected.push(microphone));
    connection.on('microphoneConnected', (microphone) => connected.push(microphone));
    connection.on('recordingStopped', (reason) => stopped.push(reason));
    await connection.invoke('startRecording', 'usb-microphone');
    await waitFor(() => expect(chunks.length).toBeGreaterThanOrEqual(1));

    await control(sim.ports.control, '/control/microphones', { id: 'usb-microphone', action: 'unplug' });
    await waitFor(() => expect(disconnected.map((microphone) => microphone.id)).toEqual(['usb-microphone']));
    expect(stopped).toEqual(['microphoneDisconnected']);
    expect((await connection.invoke('getDevices')).map((device) => device.id)).toEqual(['speechmike']);
    await expect(connection.invoke('startRecording', 'usb-microphone')).rejects.toThrow(
      'no microphone detected',
    );

    await control(sim.ports.control, '/control/microphones', { id: 'usb-microphone', action: 'plug' });
    await waitFor(() => expect(connected.map((microphone) => microphone.id)).toEqual(['usb-microphone']));
  });

  it('forwards the record button of a dictation microphone', async () => {
    const { sim, connection } = await connectedMicrophoneHub(hubPaths.speechMike);
    const presses: [string, string][] = [];
    connection.on('buttonPressed', (deviceId, button) => presses.push([deviceId, button]));
    await control(sim.ports.control, '/control/button', { id: 'speechmike', button: 'record' });
    await waitFor(() => expect(presses).toEqual([['speechmike', 'record']]));
  });
});
