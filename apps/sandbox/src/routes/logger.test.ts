import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestSandbox, type TestSandbox } from '../testing/harness';

/** Issue 22, load and bad input: body limits and the anonymous logger's cap. */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
}, 30_000);
afterAll(async () => {
  await sandbox.dispose();
});

const line = (content: string) => json({ source: 'Front-End', type: 3, content });

describe('body limits', () => {
  it('refuses a body over 1 MB unread, except on the audio routes', async () => {
    const big = 'x'.repeat(1_100_000);
    const logged = await sandbox.call('/api/logger', line(big));
    expect(logged.status).toBe(413);
    const token = await sandbox.token('doctor');
    const letter = (await (
      await sandbox.call('/api/author/letters/create?instantComplete=false', { ...json({}), token })
    ).json()) as { audio: { audioSegment: { audioRecord: { key: string } } } };
    const key = letter.audio.audioSegment.audioRecord.key;
    // 40 s of PCM, 1.28 MB: a normal suspend of a long pause-free stretch.
    const pcm = new Uint8Array(40_000 * 32);
    const suspend = await sandbox.call(
      `/api/author/audio-records/suspend?fileName=${key}&recordMode=0&startPosition=0&endPosition=40000`,
      { method: 'POST', token, headers: { 'Content-Type': 'application/octet-stream' }, body: pcm },
    );
    expect(suspend.status).toBe(200);
  });
});

describe('the logger', () => {
  it('takes 120 lines a minute from one caller, then answers 429 until the minute is over', async () => {
    for (let i = 0; i < 120; i += 1)
      expect((await sandbox.call('/api/logger', line(`line ${i}`))).status).toBe(200);
    const refused = await sandbox.call('/api/logger', line('one more'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    sandbox.clock.advanceSeconds(60);
    expect((await sandbox.call('/api/logger', line('later'))).status).toBe(200);
  });
});
