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

const suspend = (key: string, mode: 0 | 1, start: number, frames: Uint8Array<ArrayBuffer>, token = doctor) =>
  sandbox.call(
    `/api/author/audio-records/suspend?fileName=${key}&recordMode=${mode}&startPosition=${start}&endPosition=${start + frames.byteLength / 32}`,
    { method: 'POST', token, headers: { 'Content-Type': 'application/octet-stream' }, body: frames },
  );

describe('suspend and complete-suspend', () => {
  it('inserts and overwrites at ms positions, applies a retried chunk once, and checks the hash', async () => {
    const { key } = await newLetter();
    expect(await (await suspend(key, 0, 0, tone(1000, 1))).json()).toEqual({ length: 1000 });
    expect(await (await suspend(key, 0, 500, tone(200, 2))).json()).toEqual({ length: 1200 });
    // The same chunk again (a retry) changes nothing.
    expect(await (await suspend(key, 0, 500, tone(200, 2))).json()).toEqual({ length: 1200 });
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
    expect((await suspend(key, 0, 0, tone(100, 1), await sandbox.token('nhs.doctor'))).status).toBe(404);
  });

  it('replaces the audio with store-with-length parts and streams it as a base64 WAV', async () => {
    const { id, key } = await newLetter();
    await suspend(key, 0, 0, tone(300, 9));
    const store = (part: Uint8Array, last: boolean) =>
      sandbox.call(
        `/api/author/audio-records/store-with-length?fileName=${key}&isLastPart=${last}&length=1000&audioKey=${key}`,
        {
          method: 'POST',
          token: doctor,
          headers: { 'Content-Type': 'application/octet-stream' },
          body: Buffer.from(part).toString('base64'),
        },
      );
    expect(await (await store(tone(600, 4), false)).json()).toEqual({ length: 600 });
    expect(await (await store(tone(400, 5), true)).json()).toEqual({ length: 1000 });
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
