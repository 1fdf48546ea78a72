import { createHash } from 'node:crypto';
import type { ApiClient } from '@dictation/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractSandbox, rejectionOf, startContractSandbox } from './harness';

/**
 * Issue 15 through the @dictation/core client: the operation, upload and writer ids and the
 * expected audio of complete (docs/wire-contract.md, Audio) reach the sandbox and its answers
 * come back as the client's errors.
 */
let world: ContractSandbox;
let doctor: ApiClient;
beforeAll(async () => {
  world = await startContractSandbox();
  doctor = await world.client('doctor');
});
afterAll(async () => {
  await world.close();
});

const tone = (ms: number, value: number) => new Uint8Array(new Int16Array(ms * 16).fill(value).buffer);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function newLetter(key: string) {
  const [organisation] = await doctor.lookups.organisationItems();
  const pathology = organisation!.childrenOrgItems!.find((item) => item.name === 'Pathology')!;
  const audioRecord = {
    created: '2026-11-22T10:00:00Z',
    key,
    audioFormat: 1 as const,
    length: 0,
    authorId: 1,
    creatorId: 1,
  };
  return doctor.letters.create({
    authorId: 1,
    letterStepType: 1000,
    recipients: [],
    createdDate: '2026-11-22T10:00:00Z',
    audioKey: key,
    priority: 1,
    audio: { authorId: 1, audioSegment: { length: 0, startPosition: 0, audioRecord } },
    isDeleted: false,
    letterStatus: 0,
    organisationItemId: pathology.id,
    dictationType: 'Dictation',
  });
}

describe('audio kept exactly, through the client', () => {
  it('operation ids, a second writer, an interrupted upload and complete with the expected audio', async () => {
    const key = 'contract-issue-15';
    const letter = await newLetter(key);
    const suspend = (operationId: string, writerId: string, frames: Uint8Array, at = 0) =>
      doctor.audio.suspend({
        fileName: key,
        recordMode: 0,
        startPosition: at,
        endPosition: at + frames.byteLength / 32,
        frames,
        operationId,
        writerId,
      });
    expect((await suspend('op-1', 'writer-a', tone(2000, 0))).length).toBe(2000);
    expect((await suspend('op-2', 'writer-a', tone(2000, 0))).length).toBe(4000);
    expect((await suspend('op-2', 'writer-a', tone(2000, 0))).length).toBe(4000);
    expect(await rejectionOf(suspend('op-3', 'writer-b', tone(1000, 1)))).toMatchObject({
      status: 409,
      kind: 'conflict',
    });

    const store = (uploadId: string, partIndex: number, bytes: Uint8Array, isLastPart: boolean) =>
      doctor.audio.store({
        fileName: key,
        audioKey: key,
        isLastPart,
        length: 6000,
        part: bytes,
        uploadId,
        partIndex,
        writerId: 'writer-a',
      });
    await store('upload-cut', 0, tone(1000, 9), false);
    await store('upload-whole', 0, tone(3000, 5), false);
    expect((await store('upload-whole', 1, tone(3000, 6), true)).length).toBe(6000);
    const expected = Buffer.concat([tone(3000, 5), tone(3000, 6)]);
    expect((await doctor.audio.completeSuspend(key, sha256(expected), 6000)).match).toBe(true);

    const differs = await rejectionOf(
      doctor.letters.complete({ ...letter, expectedAudio: { hash: '0'.repeat(64), length: 6000 } }),
    );
    expect(differs).toMatchObject({ status: 400 });
    expect(differs.message).toBe('The stored audio differs from the recording (length is 6000 ms)');
    await doctor.letters.complete({ ...letter, expectedAudio: { hash: sha256(expected), length: 6000 } });
    expect((await doctor.letters.metadataWithLock(letter.id)).letterStepName).toBe('Speech recognition');
  });
});
