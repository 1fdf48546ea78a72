import { createHash } from 'node:crypto';
import { decodeWav, encodeWav } from '@dictation/audio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startTestSandbox, type TestSandbox } from '../testing/harness';

let sandbox: TestSandbox;
let doctor: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});
beforeEach(async () => {
  await sandbox.call('/sandbox/test/reset', { method: 'POST' });
  doctor = await sandbox.token('doctor');
});

/** `ms` of a constant sample value, as little-endian PCM bytes. */
const tone = (ms: number, value: number): Uint8Array<ArrayBuffer> => {
  const pcm = new Int16Array(ms * 16).fill(value);
  return new Uint8Array(pcm.buffer);
};

async function newLetter(token = doctor) {
  const letter = (await (
    await sandbox.call('/api/author/letters/create?instantComplete=false', { ...json({}), token })
  ).json()) as {
    id: number;
    audio: { audioSegment: { audioRecord: { key: string } } };
  };
  return { id: letter.id, key: letter.audio.audioSegment.audioRecord.key };
}

interface Ids {
  operationId?: string;
  writerId?: string;
  token?: string;
}
const queryOf = (values: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  ).toString();

const suspend = (
  key: string,
  mode: 0 | 1,
  start: number,
  frames: Uint8Array<ArrayBuffer>,
  { token = doctor, ...ids }: Ids = {},
) =>
  sandbox.call(
    `/api/author/audio-records/suspend?${queryOf({ fileName: key, recordMode: mode, startPosition: start, endPosition: start + frames.byteLength / 32, ...ids })}`,
    { method: 'POST', token, headers: { 'Content-Type': 'application/octet-stream' }, body: frames },
  );

interface StorePart {
  length?: number;
  uploadId?: string;
  part?: number;
  writerId?: string;
}
const store = (key: string, bytes: Uint8Array, isLastPart: boolean, parameters: StorePart = {}) =>
  sandbox.call(
    `/api/author/audio-records/store-with-length?${queryOf({ fileName: key, isLastPart, audioKey: key, ...parameters })}`,
    {
      method: 'POST',
      token: doctor,
      headers: { 'Content-Type': 'application/octet-stream' },
      body: Buffer.from(bytes).toString('base64'),
    },
  );

const serverAudio = async (key: string) =>
  (await (
    await sandbox.call(
      `/api/author/audio-records/complete-suspend-with-length?fileName=${key}&hash=x&length=0`,
      { token: doctor },
    )
  ).json()) as { length: number; hash: string };
const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('suspend and complete-suspend', () => {
  it('inserts and overwrites at ms positions, applies a retried chunk once, and checks the hash', async () => {
    const { key } = await newLetter();
    expect(await (await suspend(key, 0, 0, tone(1000, 1))).json()).toEqual({ length: 1000 });
    expect(await (await suspend(key, 0, 500, tone(200, 2), { operationId: 'op-2' })).json()).toEqual({
      length: 1200,
    });
    // The same operation again (a retry) changes nothing.
    expect(await (await suspend(key, 0, 500, tone(200, 2), { operationId: 'op-2' })).json()).toEqual({
      length: 1200,
    });
    // Overwrite past the end extends the audio.
    expect(await (await suspend(key, 1, 1100, tone(300, 3))).json()).toEqual({ length: 1400 });

    const expected = new Int16Array(1400 * 16);
    expected.fill(1, 0, 500 * 16);
    expected.fill(2, 500 * 16, 700 * 16);
    expected.fill(1, 700 * 16, 1100 * 16);
    expected.fill(3, 1100 * 16);
    const hash = createHash('sha256').update(new Uint8Array(expected.buffer)).digest('hex');
    const check = (h: string, length: number) =>
      sandbox.call(
        `/api/author/audio-records/complete-suspend-with-length?fileName=${key}&hash=${h}&length=${length}`,
        { token: doctor },
      );
    expect(await (await check(hash, 1400)).json()).toEqual({ match: true, length: 1400, hash });
    expect(((await (await check('0'.repeat(64), 1400)).json()) as { match: boolean }).match).toBe(false);
  });

  it('rejects bad positions, odd byte counts and other tenants', async () => {
    const { key } = await newLetter();
    expect((await suspend(key, 0, 5000, tone(100, 1))).status).toBe(400);
    const odd = await sandbox.call(
      `/api/author/audio-records/suspend?fileName=${key}&recordMode=0&startPosition=0&endPosition=0`,
      {
        method: 'POST',
        token: doctor,
        headers: { 'Content-Type': 'application/octet-stream' },
        body: new Uint8Array(3),
      },
    );
    expect(odd.status).toBe(400);
    expect((await suspend('../../etc/passwd', 0, 0, tone(100, 1))).status).toBe(400);
    expect(
      (await suspend(key, 0, 0, tone(100, 1), { token: await sandbox.token('nhs.doctor') })).status,
    ).toBe(404);
    expect((await suspend(key, 0, 0, tone(100, 1), { operationId: 'not an id!' })).status).toBe(400);
  });

  it('replaces the audio with store-with-length parts and streams it as a base64 WAV', async () => {
    const { id, key } = await newLetter();
    await suspend(key, 0, 0, tone(300, 9));
    expect(await (await store(key, tone(600, 4), false, { length: 1000 })).json()).toEqual({ length: 600 });
    expect(await (await store(key, tone(400, 5), true, { length: 1000 })).json()).toEqual({ length: 1000 });
    const wav = decodeWav(
      new Uint8Array(
        Buffer.from(
          await (await sandbox.call(`/api/author/audio-records/${id}/stream`, { token: doctor })).text(),
          'base64',
        ),
      ),
    );
    expect(wav.sampleRate).toBe(16_000);
    expect(wav.samples.length).toBe(16_000);
    expect([wav.samples[0], wav.samples[15_999]]).toEqual([4, 5]);
    expect((await sandbox.call(`/api/author/audio-records/${id}/stream-mp3`, { token: doctor })).status).toBe(
      200,
    );
  });
});

/** Issue 15: the sandbox keeps audio exactly (docs/wire-contract.md, Audio). */
describe('audio kept exactly', () => {
  it('two equal-looking operations are two; one operation sent twice is one', async () => {
    const { key } = await newLetter();
    const silence = tone(1000, 0);
    await suspend(key, 0, 0, silence, { operationId: 'silence-1' });
    expect(await (await suspend(key, 0, 0, silence, { operationId: 'silence-2' })).json()).toEqual({
      length: 2000,
    });
    expect(await (await suspend(key, 0, 0, silence, { operationId: 'silence-2' })).json()).toEqual({
      length: 2000,
    });
    // An id used again for other audio is a client bug, refused.
    const reused = await suspend(key, 0, 0, tone(1000, 1), { operationId: 'silence-1' });
    expect([reused.status, await reused.text()]).toEqual([
      400,
      'operationId silence-1 was already used for other audio',
    ]);
    expect((await serverAudio(key)).length).toBe(2000);
  });

  it('an interrupted store followed by a full re-send stores exactly the re-send', async () => {
    const { key } = await newLetter();
    await store(key, tone(1000, 1), false, { uploadId: 'upload-a', part: 0, length: 5000 });
    await store(key, tone(1000, 1), false, { uploadId: 'upload-a', part: 1, length: 5000 });
    // Upload A never finishes; upload B is the whole recording.
    const resend = [tone(2000, 2), tone(2000, 3), tone(1000, 4)];
    for (const [part, bytes] of resend.entries()) {
      const answer = await store(key, bytes, part === 2, { uploadId: 'upload-b', part, length: 5000 });
      expect(answer.status).toBe(200);
    }
    const expected = Buffer.concat(resend);
    expect(await serverAudio(key)).toEqual({ length: 5000, hash: hashOf(expected), match: false });
  });

  it('a client without upload ids re-sending after an interruption stores exactly the re-send', async () => {
    const { key } = await newLetter();
    await store(key, tone(1000, 1), false, { length: 5000 });
    // The interrupted upload's part is older than the writer lease when the re-send starts.
    sandbox.clock.advanceSeconds(61);
    const resend = [tone(2000, 2), tone(3000, 3)];
    for (const [part, bytes] of resend.entries())
      expect((await store(key, bytes, part === 1, { length: 5000 })).status).toBe(200);
    expect(await serverAudio(key)).toEqual({
      length: 5000,
      hash: hashOf(Buffer.concat(resend)),
      match: false,
    });
  });

  it('a repeated part is not appended twice; a gap or a lost upload gets 409', async () => {
    const { key } = await newLetter();
    await store(key, tone(1000, 1), false, { uploadId: 'upload-a', part: 0 });
    expect(await (await store(key, tone(1000, 1), false, { uploadId: 'upload-a', part: 0 })).json()).toEqual({
      length: 1000,
    });
    const gap = await store(key, tone(1000, 1), false, { uploadId: 'upload-a', part: 2 });
    expect([gap.status, await gap.text()]).toEqual([
      409,
      'The upload was interrupted; send it again from the first part.',
    ]);
    expect((await store(key, tone(1000, 1), false, { uploadId: 'unknown', part: 1 })).status).toBe(409);
    expect(
      await (await store(key, tone(1000, 2), true, { uploadId: 'upload-a', part: 1, length: 2000 })).json(),
    ).toEqual({
      length: 2000,
    });
    // The last part again (its answer was lost): the committed audio, unchanged.
    expect(
      await (await store(key, tone(1000, 2), true, { uploadId: 'upload-a', part: 1, length: 2000 })).json(),
    ).toEqual({
      length: 2000,
    });
    expect((await serverAudio(key)).length).toBe(2000);
  });

  it('refuses a last part whose length does not match, and keeps the stored audio', async () => {
    const { key } = await newLetter();
    await suspend(key, 0, 0, tone(700, 7), { operationId: 'kept' });
    const before = await serverAudio(key);
    await store(key, tone(1000, 1), false, { uploadId: 'upload-a', part: 0, length: 3000 });
    const last = await store(key, tone(1000, 1), true, { uploadId: 'upload-a', part: 1, length: 3000 });
    expect([last.status, await last.text()]).toEqual([
      400,
      'length 3000 ms does not match the 2000 ms received',
    ]);
    expect(await serverAudio(key)).toEqual(before);
  });

  it('a second writer gets 409 while the first is within the lease, and writes once it has gone', async () => {
    const { key } = await newLetter();
    expect((await suspend(key, 0, 0, tone(500, 1), { operationId: 'a-1', writerId: 'tab-a' })).status).toBe(
      200,
    );
    const refused = await suspend(key, 0, 0, tone(500, 2), { operationId: 'b-1', writerId: 'tab-b' });
    expect([refused.status, await refused.text()]).toEqual([
      409,
      'This recording is being made in another window or on another computer.',
    ]);
    expect((await store(key, tone(500, 2), true, { uploadId: 'b', part: 0, writerId: 'tab-b' })).status).toBe(
      409,
    );
    // The first writer goes on undisturbed.
    expect((await suspend(key, 0, 500, tone(500, 1), { operationId: 'a-2', writerId: 'tab-a' })).status).toBe(
      200,
    );
    sandbox.clock.advanceSeconds(61);
    expect((await suspend(key, 0, 0, tone(500, 2), { operationId: 'b-1', writerId: 'tab-b' })).status).toBe(
      200,
    );
    expect((await serverAudio(key)).length).toBe(1500);
  });

  // 30 minutes of PCM through the routes takes a few seconds on a busy machine.
  it('refuses audio beyond the 30-minute limit, by suspend and by store', { timeout: 60_000 }, async () => {
    const { key } = await newLetter();
    const minutes = (count: number) => tone(count * 60_000, 0);
    for (let part = 0; part < 3; part += 1)
      expect(
        (await store(key, minutes(10), part === 2, { uploadId: 'long', part, length: 1_800_000 })).status,
      ).toBe(200);
    const over = await suspend(key, 0, 1_800_000, tone(20, 1), { operationId: 'one-more' });
    expect([over.status, await over.text()]).toEqual([400, 'The duration limit is reached']);
    const parts = [minutes(10), minutes(10), minutes(10), tone(1000, 0)];
    let last: Response | undefined;
    for (const [part, bytes] of parts.entries())
      last = await store(key, bytes, part === 3, { uploadId: 'longer', part, length: 1_801_000 });
    expect([last?.status, await last?.text()]).toEqual([400, 'The duration limit is reached']);
    expect((await serverAudio(key)).length).toBe(1_800_000);
  });
});

describe('complete with the audio the client expects', () => {
  const complete = (letterId: number, expectedAudio?: { hash: string; length: number }) =>
    sandbox.call('/api/author/letters/complete', {
      ...json({ id: letterId, priority: 1, ...(expectedAudio ? { expectedAudio } : {}) }, 'PUT'),
      token: doctor,
    });

  it('refuses a complete whose expected hash or length differs, naming the stored length', async () => {
    const { id, key } = await newLetter();
    const audio = tone(5000, 3);
    await suspend(key, 0, 0, audio, { operationId: 'all' });
    const wrong = await complete(id, { hash: '0'.repeat(64), length: 5000 });
    expect([wrong.status, await wrong.text()]).toEqual([
      400,
      'The stored audio differs from the recording (length is 5000 ms)',
    ]);
    expect((await complete(id, { hash: hashOf(audio), length: 6000 })).status).toBe(400);
    // The audio matches: what stops this letter now is only its missing department.
    const right = await complete(id, { hash: hashOf(audio), length: 5000 });
    expect([right.status, await right.text()]).toEqual([400, 'Please fill the required fields']);
  });

  it('waits for an upload still arriving, but not for one that was interrupted', async () => {
    const { id, key } = await newLetter();
    await suspend(key, 0, 0, tone(5000, 3), { operationId: 'all' });
    await store(key, tone(1000, 1), false, { uploadId: 'cut', part: 0 });
    expect((await complete(id)).status).toBe(202);
    sandbox.clock.advanceSeconds(61);
    const answer = await complete(id);
    expect(answer.status).not.toBe(202);
    // The interrupted parts were dropped, not committed.
    expect((await serverAudio(key)).length).toBe(5000);
  });
});

describe('import', () => {
  const upload = (fileName: string, bytes: Uint8Array, metadata: Record<string, unknown>) => {
    const form = new FormData();
    form.append('LetterMetadataJson', JSON.stringify(metadata));
    form.append('AudioFile', new Blob([Buffer.from(bytes)]), fileName);
    return sandbox.call('/api/author/letters/v2/create-by-import-file', {
      method: 'POST',
      token: doctor,
      body: form,
    });
  };

  it('creates a letter from a WAV file, reports a duplicate with the existing job id, and checks limits', async () => {
    const orgs = (await (
      await sandbox.call('/api/author/organization-items/all-my', { token: doctor })
    ).json()) as {
      childrenOrgItems: { id: number; importAudio: boolean }[];
    }[];
    const department = orgs[0]!.childrenOrgItems.find((item) => item.importAudio)!;
    const metadata = {
      authorId: 1,
      priorityId: 1,
      organisationItemId: department.id,
      fileFormat: 'wav',
      patientMRN: 'H9',
    };
    const wav = encodeWav(new Int16Array(16_000 * 5).fill(7), { sampleRate: 16_000, channels: 1 });
    const first = (await (await upload('clinic.wav', wav, metadata)).json()) as {
      letterId: number;
      error: null;
    };
    expect(first.letterId).toBeGreaterThan(0);
    expect(first.error).toBeNull();
    const again = (await (await upload('clinic-copy.wav', wav, metadata)).json()) as {
      letterId: number;
      error: string;
    };
    expect(again).toMatchObject({ letterId: first.letterId, error: 'Duplicate audio' });

    const short = await upload(
      'short.wav',
      encodeWav(new Int16Array(16_000), { sampleRate: 16_000, channels: 1 }),
      metadata,
    );
    expect(short.status).toBe(400);
    expect(await short.text()).toBe('The audio is too short (<4s)');
    const unsupported = await upload('notes.txt', new Uint8Array(10), metadata);
    expect(await unsupported.text()).toBe('Unsupported file format');
    expect((await upload('clinic.wav', wav, { ...metadata, priorityId: 'x' })).status).toBe(400);
  });
});

describe('external clinical system', () => {
  it('answers the patient, then the error codes the test control sets', async () => {
    const emis = await sandbox.token('emis.doctor');
    const state = await (await sandbox.call('/api/author/emis/connection-state', { token: emis })).json();
    expect(state).toEqual({ connected: true, externalClinicalSystem: 10 });
    const patient = (await (await sandbox.call('/api/author/emis/patient', { token: emis })).json()) as {
      familyName: string;
    };
    expect(patient.familyName).toBe('GRAY');

    const set = (body: unknown) => sandbox.call('/sandbox/test/external-system', json(body, 'PUT'));
    await set({ tenantId: 3, connected: true, patient: null });
    const none = await sandbox.call('/api/author/emis/patient', { token: emis });
    expect([none.status, await none.text()]).toEqual([403, '1011']);
    await set({ tenantId: 3, failure: { status: 403, code: 1012 } });
    expect(await (await sandbox.call('/api/author/emis/patient', { token: emis })).text()).toBe('1012');
    await set({ tenantId: 3, failure: { status: 500 } });
    expect((await sandbox.call('/api/author/emis/patient', { token: emis })).status).toBe(500);
    await set({ tenantId: 3, connected: false });
    expect(await (await sandbox.call('/api/author/emis/connection-state', { token: emis })).json()).toEqual({
      connected: false,
      externalClinicalSystem: 10,
    });

    const standard = await (
      await sandbox.call('/api/author/emis/connection-state', { token: doctor })
    ).json();
    expect(standard).toEqual({ connected: false, externalClinicalSystem: 0 });
  });
});
