/**
 * Sandbox (issue 22): what one `audio-records/suspend` of a 2 s chunk costs at 1, 10 and 25
 * minutes of recording, through the real server on loopback (HTTP included), and the end of a
 * recording's hash check (`complete-suspend-with-length`). The cost per chunk must not grow with
 * the recording's length. No baseline: before/after figures are in README.md.
 */
import { performance } from 'node:perf_hooks';
import { startTestSandbox } from '../../apps/sandbox/src/testing/harness';
import { type Bench, defineBenches } from './bench';

const CHUNK_MS = 2000;
const BYTES_PER_MS = 32;
const sandbox = await startTestSandbox({ workflowStepMs: 3_600_000 });
const token = await sandbox.token('doctor');
// The server must not keep the bench process alive once the benches are done.
sandbox.app.server.unref();
process.on('exit', () => {
  for (const [minutes, { median, worst }] of pingDuringAppend)
    console.log(
      `sandbox-suspend: a ping sent with an append at ${minutes} min: median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms`,
    );
});
/** Per recording length, a ping's wait while an append runs: what every other caller waits. */
const pingDuringAppend = new Map<number, { median: number; worst: number }>();

const chunk = new Uint8Array(CHUNK_MS * BYTES_PER_MS).map((_, n) => (n * 31) % 251);

async function recording(minutes: number) {
  const created = (await (
    await sandbox.call('/api/author/letters/create?instantComplete=false', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
  ).json()) as { audio: { audioSegment: { audioRecord: { key: string } } } };
  const key = created.audio.audioSegment.audioRecord.key;
  const bytes = new Uint8Array(minutes * 60_000 * BYTES_PER_MS).map((_, n) => (n * 7) % 253);
  const stored = await sandbox.call(
    `/api/author/audio-records/store-with-length?fileName=${key}&isLastPart=true&audioKey=${key}`,
    {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/octet-stream' },
      body: Buffer.from(bytes).toString('base64'),
    },
  );
  if (stored.status !== 200) throw new Error(`store-with-length: ${stored.status} ${await stored.text()}`);
  return { key, lengthMs: minutes * 60_000 };
}

async function suspend(key: string, mode: 0 | 1, startMs: number): Promise<number> {
  const response = await sandbox.call(
    `/api/author/audio-records/suspend?fileName=${key}&recordMode=${mode}&startPosition=${startMs}&endPosition=${startMs + CHUNK_MS}`,
    { method: 'POST', token, headers: { 'Content-Type': 'application/octet-stream' }, body: chunk },
  );
  if (response.status !== 200) throw new Error(`suspend: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { length: number }).length;
}

const benches: Bench[] = [];
for (const minutes of [1, 10, 25]) {
  const appended = await recording(minutes);
  const overwritten = await recording(minutes);
  // What every other caller waits meanwhile (untimed by the harness): a ping sent just after
  // each of 20 appends, each waited for before the next.
  const pings: number[] = [];
  for (let n = 0; n < 20; n += 1) {
    const append = suspend(appended.key, 0, appended.lengthMs);
    const start = performance.now();
    await (await sandbox.call('/api/ping')).arrayBuffer();
    pings.push(performance.now() - start);
    appended.lengthMs = await append;
  }
  pings.sort((a, b) => a - b);
  pingDuringAppend.set(minutes, { median: pings[10]!, worst: pings[19]! });
  benches.push(
    {
      what: `suspend: append a 2 s chunk at ${minutes} min (the recording grows 2 s a call)`,
      unit: 'per suspend',
      ours: async () => {
        appended.lengthMs = await suspend(appended.key, 0, appended.lengthMs);
      },
    },
    {
      what: `suspend: overwrite the last 2 s at ${minutes} min (length unchanged)`,
      unit: 'per suspend',
      ours: () => suspend(overwritten.key, 1, overwritten.lengthMs - CHUNK_MS),
    },
    {
      what: `append 2 s, then complete-suspend-with-length (SHA-256 of the audio) at ${minutes} min`,
      unit: 'per append + check',
      ours: async () => {
        await suspend(appended.key, 0, appended.lengthMs).then((length) => {
          appended.lengthMs = length;
        });
        const response = await sandbox.call(
          `/api/author/audio-records/complete-suspend-with-length?fileName=${appended.key}&hash=x&length=0`,
          { token },
        );
        if (response.status !== 200) throw new Error(`complete-suspend-with-length: ${response.status}`);
        await response.json();
      },
    },
  );
}

export default defineBenches(benches);
