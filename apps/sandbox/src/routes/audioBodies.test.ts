import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { audioBodiesOf, audioBodiesWaiting, audioBodyLimits } from '../audio/bodyTurns';
import { json, startTestSandbox, type TestSandbox } from '../testing/harness';

/**
 * Issue 34: a signed-in user's audio bodies are held in memory while their route runs (146.8 MB
 * each before; four at once took 883 MB). One is read at a time per user, the rest wait unread.
 */
let sandbox: TestSandbox;
let doctor: string;
let doctorId: number;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  doctor = await sandbox.token('doctor');
  doctorId = (
    sandbox.context.db.prepare("SELECT id FROM users WHERE user_name = 'doctor'").get() as { id: number }
  ).id;
});
afterAll(async () => {
  await sandbox.dispose();
});

const tone = (ms: number) => new Uint8Array(new Int16Array(ms * 16).fill(7).buffer);
async function newLetterKey(token: string) {
  const letter = (await (
    await sandbox.call('/api/author/letters/create?instantComplete=false', { ...json({}), token })
  ).json()) as { audio: { audioSegment: { audioRecord: { key: string } } } };
  return letter.audio.audioSegment.audioRecord.key;
}
const suspendPath = (key: string, ms: number) =>
  `/api/author/audio-records/suspend?fileName=${key}&recordMode=0&startPosition=0&endPosition=${ms}`;
const suspend = (key: string, token = doctor) =>
  sandbox.call(suspendPath(key, 100), {
    method: 'POST',
    token,
    headers: { 'Content-Type': 'application/octet-stream' },
    body: tone(100),
  });

describe('audio bodies', () => {
  it('are read one at a time per user; 16 more wait unread and any more are refused with 429', async () => {
    const key = await newLetterKey(doctor);
    // A body still arriving holds the user's turn until its last byte.
    let finish = () => {};
    const arriving = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(tone(100));
        finish = () => {
          controller.enqueue(tone(100));
          controller.close();
        };
      },
    });
    const first = sandbox.call(suspendPath(key, 200), {
      method: 'POST',
      token: doctor,
      headers: { 'Content-Type': 'application/octet-stream' },
      body: arriving,
      duplex: 'half',
    } as RequestInit);
    await vi.waitFor(() => expect(audioBodiesOf(sandbox.context, doctorId)).toBe(1));
    const waiting = Array.from({ length: audioBodiesWaiting }, () => suspend(key));
    await vi.waitFor(() => expect(audioBodiesOf(sandbox.context, doctorId)).toBe(1 + audioBodiesWaiting));

    const refused = await suspend(key);
    expect([refused.status, refused.headers.get('Retry-After'), await refused.text()]).toEqual([
      429,
      '1',
      'Your earlier audio uploads are still arriving. Please send this one again in a moment.',
    ]);
    // Another user's audio does not wait behind them.
    const doctor2 = await sandbox.token('doctor2');
    expect((await suspend(await newLetterKey(doctor2), doctor2)).status).toBe(200);

    finish();
    expect((await first).status).toBe(200);
    expect((await Promise.all(waiting)).map((answer) => answer.status)).toEqual(
      Array(audioBodiesWaiting).fill(200),
    );
    expect(audioBodiesOf(sandbox.context, doctorId)).toBe(0);
  });

  /** A suspend whose body never ends, sent on a socket of its own so that the test can cut it. */
  function unfinishedSuspend(key: string) {
    const outgoing = request(`${sandbox.url}${suspendPath(key, 200)}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${doctor}`,
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(tone(200).byteLength),
      },
    });
    outgoing.on('error', () => {});
    outgoing.write(tone(100));
    return outgoing;
  }

  it("gives the user's turn back when an upload is cut, reading or waiting (a page reloaded mid-upload)", async () => {
    const key = await newLetterKey(doctor);
    const reading = unfinishedSuspend(key);
    await vi.waitFor(() => expect(audioBodiesOf(sandbox.context, doctorId)).toBe(1));
    const waiting = unfinishedSuspend(key);
    await vi.waitFor(() => expect(audioBodiesOf(sandbox.context, doctorId)).toBe(2));
    // The waiting one goes first, then the one being read: neither may keep a turn.
    waiting.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    reading.destroy();
    await vi.waitFor(() => expect(audioBodiesOf(sandbox.context, doctorId)).toBe(0));
    // The user's next upload is read at once instead of waiting behind uploads that are gone.
    expect((await suspend(key)).status).toBe(200);
  });

  it("gives the user's turn back when an upload is cut before its body's turn is asked for", async () => {
    const key = await newLetterKey(doctor);
    // The call is held in the server's first hook (a slow server, here a test fault) and cut there:
    // its connection is closed before the route asks for the user's turn.
    const heldMs = 1000;
    const held = { path: '/api/author/audio-records/suspend', count: 1, delayMs: heldMs };
    expect((await sandbox.call('/sandbox/test/faults', json(held))).status).toBe(200);
    const cut = unfinishedSuspend(key);
    await new Promise((resolve) => setTimeout(resolve, heldMs / 4));
    cut.destroy();
    // Once the hook lets the cut call go on to ask for its turn.
    await new Promise((resolve) => setTimeout(resolve, heldMs));
    await vi.waitFor(() => expect(audioBodiesOf(sandbox.context, doctorId)).toBe(0));
    // The user's next upload is read, not held behind a call that is gone (an offline draft's
    // audio then waited for good: the outbox said "Sending…" until the server was restarted).
    expect((await suspend(key)).status).toBe(200);
  });

  it.each([
    ['suspend', '/api/author/audio-records/suspend', audioBodyLimits.suspend],
    ['store-with-length', '/api/author/audio-records/store-with-length', audioBodyLimits.storeWithLength],
  ])(
    '%s refuses a body larger than 30 minutes of audio with 413 before reading it',
    async (_route, path, limit) => {
      const status = await new Promise<number>((resolve, reject) => {
        const outgoing = request(`${sandbox.url}${path}?fileName=x`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${doctor}`,
            'Content-Type': 'application/octet-stream',
            'Content-Length': String(limit + 1),
          },
        });
        outgoing.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          outgoing.destroy();
        });
        outgoing.on('error', reject);
        outgoing.flushHeaders();
      });
      expect(status).toBe(413);
    },
  );
});
