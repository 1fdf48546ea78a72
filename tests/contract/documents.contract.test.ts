import { createHash } from 'node:crypto';
import { type ApiClient, type DocumentPatch, isApiError, type LetterDocument } from '@dictation/core';
import { makeDocumentEdits } from '@dictation/letter-view';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ContractSandbox, rejectionOf, startContractSandbox } from './harness';

/**
 * Issue 16 through the @dictation/core client: the letter's document as canonical HTML with
 * versions and exact patches, the job header's fields, and the letter lock
 * (docs/wire-contract.md, Documents and Locks).
 */
let world: ContractSandbox;
let secretary: ApiClient;
let doctor2: ApiClient;
beforeAll(async () => {
  world = await startContractSandbox();
});
afterAll(async () => {
  await world.close();
});
beforeEach(async () => {
  await world.control('reset', {});
  secretary = await world.client('secretary');
  doctor2 = await world.client('doctor2');
});

/** Opens a letter as the letter screen does: its metadata (the lock, the document's id), then the document. */
async function open(letterId: number) {
  const { documentId } = await secretary.letters.metadataWithLock(letterId);
  return { documentId: documentId!, document: await secretary.documents.get(letterId) };
}

async function letterToReview(): Promise<number> {
  const answer = await secretary.letters.search({
    top: 1,
    skip: 0,
    filter:
      'letterStepType eq 5000 and isDeleted eq false and isLetterCleaned eq false and autoLockedUserId eq null and heldUserId eq null',
    orderBy: 'id asc',
  });
  return answer.value[0]!.id;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const patchTo = (document: LetterDocument, next: string): DocumentPatch => ({
  documentVersion: document.documentVersion,
  patchContent: JSON.stringify(makeDocumentEdits(document.editableContent ?? '', next)),
  patchNumber: document.newPatchNumber ?? 0,
  contentHash: sha256(next),
});
/** A refusal as [status, the server's words]: the client's ApiError keeps the answer's body. */
async function refusalOf(promise: Promise<unknown>): Promise<[number, string]> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error) || (error.detail.kind !== 'conflict' && error.detail.kind !== 'http'))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return [error.detail.status, error.detail.body];
}

describe('documents', () => {
  it('saves patch after patch, each against the version the last answer gave', async () => {
    const letterId = await letterToReview();
    const { documentId, document } = await open(letterId);
    expect(document.editableContent).toMatch(/^(<p>[^<]*<\/p>)+$/);
    const first = document.editableContent!.replace('Dear Colleague', 'Dear Dr Jones');
    const saved = await secretary.documents.patch(documentId, patchTo(document, first));
    expect(saved).toEqual({
      documentId,
      documentVersion: document.documentVersion + 1,
      newPatchNumber: document.newPatchNumber! + 1,
    });

    const second = `${first}<p>Kind regards – Zoë 😀</p>`;
    const next = { ...document, ...saved, editableContent: first };
    expect((await secretary.documents.patch(documentId, patchTo(next, second))).documentVersion).toBe(
      document.documentVersion + 2,
    );
    expect(await secretary.documents.get(letterId)).toMatchObject({
      editableContent: second,
      documentVersion: document.documentVersion + 2,
    });
    expect((await secretary.letters.metadataWithLock(letterId)).hasDocumentHistory).toBe(true);
  });

  it('a stale version or a wrong hash is a conflict with the server\u2019s words, and nothing is stored', async () => {
    const letterId = await letterToReview();
    const { documentId, document } = await open(letterId);
    const edited = `${document.editableContent}<p>PS</p>`;
    expect(
      await refusalOf(
        secretary.documents.patch(documentId, { ...patchTo(document, edited), contentHash: sha256('x') }),
      ),
    ).toEqual([409, 'The changes could not be applied to the current document']);
    expect(
      await refusalOf(
        secretary.documents.patch(documentId, {
          ...patchTo(document, edited),
          documentVersion: document.documentVersion + 1,
        }),
      ),
    ).toEqual([409, 'The document has changed since it was loaded']);
    expect(await secretary.documents.get(letterId)).toEqual(document);
  });

  it('the retry of a patch whose answer was lost gets the same answer and changes nothing', async () => {
    const letterId = await letterToReview();
    const { documentId, document } = await open(letterId);
    const edited = `${document.editableContent}<p>PS</p>`;
    const patch = patchTo(document, edited);
    const first = await secretary.documents.patch(documentId, patch);
    expect(await secretary.documents.patch(documentId, patch)).toEqual(first);
    expect((await secretary.documents.get(letterId)).editableContent).toBe(edited);
  });

  it('is refused while another user has the letter open', async () => {
    const letterId = await letterToReview();
    const { documentId, document } = await open(letterId);
    await secretary.locks.unlock(letterId);
    await doctor2.letters.metadataWithLock(letterId);
    expect(
      await refusalOf(
        secretary.documents.patch(documentId, patchTo(document, `${document.editableContent}<p>x</p>`)),
      ),
    ).toEqual([400, 'This letter is autolocked by Ben Okafor']);
  });
});

describe('the job header', () => {
  it('reads the department flags and writes the fields through the client', async () => {
    const letterId = await letterToReview();
    const letter = await secretary.letters.metadataWithLock(letterId);
    expect(typeof letter.showMRN).toBe('boolean');
    await secretary.letters.updateMrn(letterId, 'H-42');
    await secretary.letters.updateSampleId(letterId, 'S/7');
    expect(await secretary.letters.metadataWithLock(letterId)).toMatchObject({
      patientMRN: 'H-42',
      sampleID: 'S/7',
    });
    const [hospital] = await secretary.lookups.organisationItems();
    expect(await refusalOf(secretary.letters.updateOrganisation(letterId, hospital!.id))).toEqual([
      400,
      'Please pick a department',
    ]);
  });
});

describe('locks', () => {
  it('leaving (unlock with keepalive) frees the letter for others but keeps the own hold', async () => {
    const letterId = await letterToReview();
    await secretary.letters.metadataWithLock(letterId);
    await secretary.locks.unlock(letterId, { keepalive: true });
    expect((await doctor2.letters.metadataWithLock(letterId)).autoLockedUserName).toBe('Ben Okafor');
    await doctor2.locks.unlock(letterId, { keepalive: true });

    await secretary.letters.hold(letterId);
    await secretary.letters.metadataWithLock(letterId);
    await secretary.locks.unlock(letterId, { keepalive: true });
    expect((await doctor2.letters.metadataWithLock(letterId)).heldUserName).toBe('Sam Patel');
  });

  it('an extended lock holds, a lapsed one blocks nobody (the sandbox clock control)', async () => {
    const letterId = await letterToReview();
    await secretary.letters.metadataWithLock(letterId);
    const lifetime = 300; // the sandbox's default LOCK_LIFETIME_SECONDS
    // Access tokens live 299 s, so each user signs in again after the clock moves.
    const signedInAfter = async (seconds: number, userName: string) => {
      await world.control('clock', { advanceSeconds: seconds });
      return world.client(userName);
    };
    await (await signedInAfter(lifetime - 10, 'secretary')).locks.elongate(letterId);
    expect(
      await rejectionOf((await signedInAfter(20, 'doctor2')).letters.metadataWithLock(letterId)),
    ).toMatchObject({
      status: 400,
      message: 'This letter is autolocked by Sam Patel',
    });
    const lapsed = await signedInAfter(lifetime, 'doctor2');
    expect((await lapsed.letters.metadataWithLock(letterId)).autoLockedUserName).toBe('Ben Okafor');
    expect(await rejectionOf((await world.client('secretary')).locks.elongate(letterId))).toMatchObject({
      status: 400,
    });
  });
});
