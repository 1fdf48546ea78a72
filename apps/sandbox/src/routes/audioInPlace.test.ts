import { createHash } from 'node:crypto';
import { decodeWav } from '@dictation/audio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestSandbox, type TestSandbox } from '../testing/harness';

/**
 * Issue 22: a suspend writes its frames in place with async I/O, and the recording's hash runs on
 * as it grows. What must not change: every edit applied once and whole, in the order the server
 * takes them, and the hash always that of the stored audio.
 */
let sandbox: TestSandbox;
let doctor: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  doctor = await sandbox.token('doctor');
});
afterAll(async () => {
  await sandbox.dispose();
});

/** `ms` of one sample value, as little-endian PCM. */
const tone = (ms: number, value: number) => new Int16Array(ms * 16).fill(value);
const bytesOf = (pcm: Int16Array) =>
  new Uint8Array(pcm.buffer as ArrayBuffer, pcm.byteOffset, pcm.byteLength);

async function newLetter() {
  const letter = (await (
    await sandbox.call('/api/author/letters/create?instantComplete=false', { ...json({}), token: doctor })
  ).json()) as { id: number; audio: { audioSegment: { audioRecord: { key: string } } } };
  return { id: letter.id, key: letter.audio.audioSegment.audioRecord.key };
}

const suspend = (key: string, mode: 0 | 1, startMs: number, pcm: Int16Array, operationId?: string) =>
  sandbox.call(
    `/api/author/audio-records/suspend?fileName=${key}&recordMode=${mode}&startPosition=${startMs}&endPosition=${startMs + pcm.length / 16}${operationId ? `&operationId=${operationId}` : ''}`,
    {
      method: 'POST',
      token: doctor,
      headers: { 'Content-Type': 'application/octet-stream' },
      body: bytesOf(pcm),
    },
  );
const check = async (key: string) =>
  (await (
    await sandbox.call(
      `/api/author/audio-records/complete-suspend-with-length?fileName=${key}&hash=x&length=0`,
      { token: doctor },
    )
  ).json()) as { length: number; hash: string };
const stored = async (id: number) => {
  const text = await (await sandbox.call(`/api/author/audio-records/${id}/stream`, { token: doctor })).text();
  return decodeWav(new Uint8Array(Buffer.from(text, 'base64'))).samples;
};
const sha256 = (pcm: Int16Array) => createHash('sha256').update(bytesOf(pcm)).digest('hex');

describe('suspend in place', () => {
  it('keeps the hash of the stored audio through appends, inserts and overwrites', async () => {
    const { id, key } = await newLetter();
    let expected = new Int16Array(0);
    const apply = async (mode: 0 | 1, startMs: number, pcm: Int16Array) => {
      const at = startMs * 16;
      const next =
        mode === 0
          ? new Int16Array(expected.length + pcm.length)
          : new Int16Array(Math.max(expected.length, at + pcm.length));
      if (mode === 0) {
        next.set(expected.subarray(0, at));
        next.set(pcm, at);
        next.set(expected.subarray(at), at + pcm.length);
      } else {
        next.set(expected);
        next.set(pcm, at);
      }
      expected = next;
      expect(await (await suspend(key, mode, startMs, pcm)).json()).toEqual({ length: expected.length / 16 });
    };
    await apply(0, 0, tone(1000, 1));
    await apply(0, 1000, tone(1000, 2));
    expect(await check(key)).toEqual({ length: 2000, hash: sha256(expected), match: false });
    // Appends after a check go on from the running hash.
    await apply(0, 2000, tone(500, 3));
    await apply(1, 2500, tone(500, 4));
    expect((await check(key)).hash).toBe(sha256(expected));
    // An insert and an overwrite before the end change bytes already hashed.
    await apply(0, 300, tone(200, 5));
    expect((await check(key)).hash).toBe(sha256(expected));
    await apply(1, 100, tone(100, 6));
    await apply(0, expected.length / 16, tone(100, 7));
    expect(await check(key)).toEqual({ length: expected.length / 16, hash: sha256(expected), match: false });
    expect(await stored(id)).toEqual(expected);
  });

  it('takes concurrent suspends of one recording one at a time, each whole and once', async () => {
    const { id, key } = await newLetter();
    expect((await suspend(key, 0, 0, tone(1000, 1))).status).toBe(200);
    // Ten inserts at the start, all in flight at once: each moves the audio after it.
    const inserts = await Promise.all(
      Array.from({ length: 10 }, (_, n) => suspend(key, 0, 0, tone(100, 10 + n))),
    );
    expect(inserts.map((response) => response.status)).toEqual(Array(10).fill(200));
    // The same operation five times at once is applied once.
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => suspend(key, 0, 2000, tone(500, 99), 'the-one')),
    );
    expect(repeats.map((response) => response.status)).toEqual(Array(5).fill(200));

    const pcm = await stored(id);
    expect(pcm.length).toBe(2500 * 16);
    // Ten whole 100 ms runs, one of each value, in the order the server took them; then the
    // first second, then the operation once.
    const runs = Array.from({ length: 10 }, (_, n) => pcm.subarray(n * 1600, (n + 1) * 1600));
    for (const run of runs) expect(new Set(run).size).toBe(1);
    expect(runs.map((run) => run[0]).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 10 }, (_, n) => 10 + n),
    );
    expect(new Set(pcm.subarray(16_000, 32_000))).toEqual(new Set([1]));
    expect(new Set(pcm.subarray(32_000))).toEqual(new Set([99]));
    expect((await check(key)).hash).toBe(sha256(pcm));
  });
});
