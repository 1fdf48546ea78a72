import { createHash } from 'node:crypto';
import type { ApiClient, DocumentPatch, LetterDocument } from '@dictation/core';
import { makeDocumentEdits } from '@dictation/letter-view';
import { patchMake, patchToText } from 'diff-match-patch-es';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codePointPatchText } from '../../apps/sandbox/src/testing/codePointPatches';
import { type ContractSandbox, refusalOf, rejectionOf, startContractSandbox } from './harness';

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
    const next = {
      ...document,
      documentVersion: saved.documentVersion!,
      newPatchNumber: saved.newPatchNumber!,
      editableContent: first,
    };
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

describe('documents in both patch formats (docs/wire-contract.md, Documents)', () => {
  /** Sends `next` as `patchContent` made by `make`, against the document as the server has it now. */
  async function saveAs(letterId: number, documentId: number, next: string, make: (base: string) => string) {
    const document = await secretary.documents.get(letterId);
    return secretary.documents.patch(documentId, {
      ...patchTo(document, next),
      patchContent: make(document.editableContent ?? ''),
    });
  }

  it('saves diff-match-patch patch text as exactly as a list of edits, emoji included', async () => {
    const letterId = await letterToReview();
    const { documentId, document } = await open(letterId);
    const first = document.editableContent!.replace('Dear Colleague', 'Dear Dr Jones');
    await saveAs(letterId, documentId, first, (base) => patchToText(patchMake(base, first)));
    const second = first.replace('Dr Jones', 'Dr Zoë Jones 😀 𝔸');
    await saveAs(letterId, documentId, second, (base) => codePointPatchText(base, second));
    expect(await secretary.documents.get(letterId)).toMatchObject({
      editableContent: second,
      documentVersion: document.documentVersion + 2,
    });
  });

  it('the client’s list of edits keeps an emoji whole when it becomes another (😀 to 😁)', async () => {
    const letterId = await letterToReview();
    const { documentId, document } = await open(letterId);
    const first = `${document.editableContent}<p>Kind regards 😀</p>`;
    await saveAs(letterId, documentId, first, (base) => JSON.stringify(makeDocumentEdits(base, first)));
    const second = first.replace('😀', '😁');
    await saveAs(letterId, documentId, second, (base) => JSON.stringify(makeDocumentEdits(base, second)));
    expect((await secretary.documents.get(letterId)).editableContent).toBe(second);
  });

  it('an edit past the end or half an emoji is refused with the server’s words, and nothing is stored', async () => {
    const letterId = await letterToReview();
    const { documentId, document } = await open(letterId);
    const end = document.editableContent!.length;
    const refusals: [patchContent: string, words: string][] = [
      [
        JSON.stringify([[end + 1, '', '<p>PS</p>']]),
        'patchContent has an edit that starts past the end of the document',
      ],
      [
        JSON.stringify([[end, '', '<p>\ud83d</p>']]),
        'patchContent cuts a character outside the Basic Multilingual Plane (an emoji, a surrogate pair) in two',
      ],
      ['the whole letter', 'patchContent is neither a list of edits nor diff-match-patch patch text'],
    ];
    for (const [patchContent, words] of refusals)
      expect(
        await refusalOf(secretary.documents.patch(documentId, { ...patchTo(document, 'x'), patchContent })),
      ).toEqual([400, words]);
    expect(await secretary.documents.get(letterId)).toEqual(document);
  });
});

describe('the client against a sandbox that knows only the spec (SANDBOX_SPEC_ONLY)', () => {
  let specOnly: ContractSandbox;
  let reviewer: ApiClient;
  beforeAll(async () => {
    specOnly = await startContractSandbox({ specOnly: true });
    reviewer = await specOnly.client('secretary');
  });
  afterAll(async () => {
    await specOnly.close();
  });

  it('opens a letter, saves patch after patch without answers to read, and a lost answer’s retry is stale', async () => {
    const [item] = (
      await reviewer.letters.search({
        top: 1,
        skip: 0,
        filter:
          'letterStepType eq 5000 and isDeleted eq false and isLetterCleaned eq false and autoLockedUserId eq null and heldUserId eq null',
        orderBy: 'id asc',
      })
    ).value;
    const letterId = item!.id;
    const { documentId } = await reviewer.letters.metadataWithLock(letterId);
    const document = await reviewer.documents.get(letterId);
    expect(Object.keys(document).sort()).toEqual([
      'data',
      'documentVersion',
      'editableContent',
      'newPatchNumber',
    ]);
    const first = `${document.editableContent}<p>PS 😀</p>`;
    const patch = patchTo(document, first);
    await reviewer.documents.patch(documentId!, patch);
    // What the client counts on to, with nothing in the answer: the version and the patch number.
    const counted = {
      ...document,
      editableContent: first,
      documentVersion: document.documentVersion + 1,
      newPatchNumber: document.newPatchNumber! + 1,
    };
    const second = `${first}<p>Kind regards.</p>`;
    await reviewer.documents.patch(documentId!, patchTo(counted, second));
    expect(await reviewer.documents.get(letterId)).toMatchObject({
      editableContent: second,
      documentVersion: document.documentVersion + 2,
    });
    expect(await refusalOf(reviewer.documents.patch(documentId!, patch))).toEqual([
      409,
      'The document has changed since it was loaded',
    ]);
  });

  it('records a new letter and finds it as the current one', async () => {
    const doctor = await specOnly.client('doctor2');
    const created = await doctor.letters.create({
      authorId: 2,
      letterStepType: 1000,
      recipients: [],
      createdDate: '2026-11-22T10:00:00Z',
      audioKey: 'contract-spec-only-1',
      priority: 1,
      audio: {
        authorId: 2,
        audioSegment: {
          length: 0,
          startPosition: 0,
          audioRecord: {
            created: '2026-11-22T10:00:00Z',
            key: 'contract-spec-only-1',
            audioFormat: 1,
            length: 0,
            authorId: 2,
            creatorId: 2,
          },
        },
      },
      isDeleted: false,
      letterStatus: 0,
      dictationType: 'Dictation',
    });
    expect((await doctor.letters.current())?.id).toBe(created.id);
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
