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
import type { ChunkFault } from './chunkFaults';
import { control, controlState } from './testing/control';
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

const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 10_000, interval: 10 });

const pcmOf = (base64: string) => Buffer.from(base64, 'base64');

function peak(bytes: Buffer): number {
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
    expect(peak(pcmOf(chunks[0]?.data ?? ''))).toBeGreaterThan(1000);
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
    expect(peak(pcmOf(await connection.invoke('getChunks', 500 + insertedMs)))).toBe(0);

    await connection.invoke('setOverwriteMode', true);
    await connection.invoke('setPosition', 0);
    chunks.length = 0;
    await connection.invoke('startRecording', 'usb-microphone');
    await waitFor(() => expect(chunks.length).toBeGreaterThanOrEqual(1));
    const overwritten = await connection.invoke('stopRecording');
    const overwrittenMs = chunks.length * 50;
    expect(overwritten.lengthMs).toBe(Math.max(inserted.lengthMs, overwrittenMs));
    expect(peak(pcmOf(await connection.invoke('getChunks', 0)))).toBeGreaterThan(1000);
  });

  it('keeps the level far under the low-volume threshold in silent mode', async () => {
    const { sim, connection, chunks } = await connectedMicrophoneHub();
    await control(sim.ports.control, '/control/silence', { id: 'usb-microphone', silent: true });
    await connection.invoke('startRecording', 'usb-microphone');
    await waitFor(() => expect(chunks.length).toBeGreaterThanOrEqual(2));
    await connection.invoke('stopRecording');
    for (const chunk of chunks) expect(peak(pcmOf(chunk.data))).toBeLessThan(100);
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

  it('sends buttons on /spmhub only, so a page connected to both hubs acts once per press', async () => {
    const { sim, connection: speechMike } = await connectedMicrophoneHub(hubPaths.speechMike);
    const microphone: MicrophoneConnection = createHelperConnection({
      hubPath: hubPaths.microphone,
      ports: { start: sim.ports.microphone, end: sim.ports.microphone },
    });
    cleanups.push(() => microphone.stop());
    await microphone.start();
    const presses: string[] = [];
    microphone.on('buttonPressed', (_deviceId, button) => presses.push(`michub ${button}`));
    speechMike.on('buttonPressed', (_deviceId, button) => presses.push(`spmhub ${button}`));
    await control(sim.ports.control, '/control/button', { id: 'speechmike', button: 'play' });
    await control(sim.ports.control, '/control/button', { id: 'speechmike', button: 'stop' });
    await waitFor(() => expect(presses).toContain('spmhub stop'));
    // Events of one connection arrive in order: had /michub sent the play, it would be here by now.
    await microphone.invoke('getLength');
    expect(presses).toEqual(['spmhub play', 'spmhub stop']);
  });
});

describe('chunk faults armed through the control API', () => {
  // 50 ms chunks of 16 kHz 16-bit mono.
  const bytesPerChunk = 50 * 32;
  const sequences = (chunks: AudioChunk[]) => chunks.map((chunk) => chunk.sequence);
  const upTo = (count: number) => Array.from({ length: count }, (_, sequence) => sequence);

  /**
   * Records, arms the faults once chunks flow (so they hit the middle of the recording), and
   * stops after a chunk later than the last faulty one was received. The helper sends every event
   * before the stopRecording answer, so the client then holds all it will ever get.
   */
  async function recordThrough(faults: { fault: ChunkFault; count: number }[]) {
    const { sim, connection, chunks } = await connectedMicrophoneHub();
    await connection.invoke('startRecording', 'usb-microphone');
    await waitFor(() => expect(chunks.length).toBeGreaterThanOrEqual(2));
    for (const fault of faults) await control(sim.ports.control, '/control/chunks', fault);
    const applied = await waitFor(async () => {
      const { chunkFaults } = await controlState(sim.ports.control);
      expect(chunkFaults.pending).toEqual([]);
      expect(Math.max(...sequences(chunks))).toBeGreaterThan(chunkFaults.applied.at(-1)?.sequence ?? 0);
      return chunkFaults.applied;
    });
    await connection.invoke('stopRecording');
    const recording = pcmOf(await connection.invoke('getChunks', 0));
    // Each chunk's frames are where it says they are in the helper's recording.
    for (const chunk of chunks) {
      const at = chunk.positionMs * 32;
      expect(recording.subarray(at, at + bytesPerChunk)).toEqual(pcmOf(chunk.data));
    }
    return { applied, recording, chunks, chunkCount: recording.length / bytesPerChunk };
  }

  it('drops the next chunks on the wire but keeps their frames in the recording for getChunks', async () => {
    const { applied, recording, chunks, chunkCount } = await recordThrough([{ fault: 'drop', count: 2 }]);
    const dropped = applied.map((fault) => fault.sequence);
    expect(applied.map((fault) => fault.fault)).toEqual(['drop', 'drop']);
    expect(dropped[1]).toBe((dropped[0] ?? Number.NaN) + 1);
    expect(sequences(chunks)).toEqual(upTo(chunkCount).filter((sequence) => !dropped.includes(sequence)));
    for (const { positionMs } of applied) {
      const frames = recording.subarray(positionMs * 32, positionMs * 32 + bytesPerChunk);
      expect(frames.length).toBe(bytesPerChunk);
      expect(peak(frames)).toBeGreaterThan(0);
    }
  });

  it('sends the next chunk twice', async () => {
    const { applied, chunks, chunkCount } = await recordThrough([{ fault: 'repeat', count: 1 }]);
    const repeated = applied[0]?.sequence ?? Number.NaN;
    expect(applied).toHaveLength(1);
    expect(sequences(chunks)).toEqual(
      upTo(chunkCount).flatMap((sequence) => (sequence === repeated ? [sequence, sequence] : [sequence])),
    );
    expect(chunks[repeated + 1]).toEqual(chunks[repeated]);
  });

  it('sends a late chunk right after its successor', async () => {
    const { applied, chunks, chunkCount } = await recordThrough([{ fault: 'late', count: 1 }]);
    const late = applied[0]?.sequence ?? Number.NaN;
    const expected = upTo(chunkCount);
    expected.splice(late, 2, late + 1, late);
    expect(sequences(chunks)).toEqual(expected);
  });

  it('sends held chunks when the recording stops, before the stopRecording answer', async () => {
    const { sim, connection, chunks } = await connectedMicrophoneHub();
    await control(sim.ports.control, '/control/chunks', { fault: 'late', count: 1000 });
    await connection.invoke('startRecording', 'usb-microphone');
    await waitFor(async () =>
      expect((await controlState(sim.ports.control)).chunkFaults.applied.length).toBeGreaterThanOrEqual(2),
    );
    expect(chunks).toEqual([]);
    const summary = await connection.invoke('stopRecording');
    expect(sequences(chunks)).toEqual(upTo(summary.lengthMs / 50));
  });

  it('answers 400 to an unknown fault or a count that is not a positive integer, and arms nothing', async () => {
    const { sim } = await connectedMicrophoneHub();
    await expect(control(sim.ports.control, '/control/chunks', { fault: 'lose' })).rejects.toThrow(
      'answered 400',
    );
    await expect(control(sim.ports.control, '/control/chunks', { fault: 'drop', count: 0 })).rejects.toThrow(
      'answered 400',
    );
    expect((await controlState(sim.ports.control)).chunkFaults.pending).toEqual([]);
    await control(sim.ports.control, '/control/chunks', { fault: 'repeat' });
    expect((await controlState(sim.ports.control)).chunkFaults.pending).toEqual([
      { fault: 'repeat', count: 1 },
    ]);
  });
});
