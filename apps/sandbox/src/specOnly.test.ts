import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHashOf } from './documents/documentPatch';
import { codePointEdits } from './testing/codePointPatches';
import { findLetterId, freeLetter, json, startTestSandbox, type TestSandbox } from './testing/harness';

/**
 * Spec-only mode (issue 30): the field lists below are the specification's own, copied from its
 * text, so that a field the sandbox adds is caught here and not taken from src/specOnly.ts.
 */
const words = (text: string) => text.split(/\s+/).filter(Boolean).sort();
/** Spec 000 section 3 "Letter metadata" and spec 001 section 3 "Letter detail" with its further fields. */
const letterFields = words(`id letterStepName letterStepType isDeleted isOutsource isLetterCleaned approved
  approvalDate authorName createdDate priority organisationItemId labelName patientMRN sampleID externalPatient
  dictationType departmentName organisationName mandatoryLabel mandatoryMRN showSampleID isLabelAble
  isExternalSystemPatient externalClinicalSystem autoLockedUserName autoLockedUserId heldUserName heldUserId audio
  documentId authorId isAuthor isManual notes showNotes hasDocumentHistory lastDeleteOperation templateId
  doctorCompleteBlockedByOrgItem letterApprovalType`);
/** Spec 001 section 3 "Letter (list item)". */
const listItemFields =
  words(`id priority recordedDate authorName orgItemName orgItemId mrn sampleID label status
  workflowStepName letterStepType onOutsource isDeleted isCompleted isLetterCleaned isListenableAudioReady
  autoLockedUserName autoLockedUserId autoLockedUserNameFormatted lockExpirationDate heldUserName heldUserId
  heldUserNameFormatted heldDate notes approved approvalDate letterApprovalType durationInMilliseconds dit2JobNo
  dit2StatusSync patientFamilyName patientFirstNames patientDateOfBirth patientNHSNumber`);
const keysOf = (value: unknown) => Object.keys(value as object).sort();

let specOnly: TestSandbox;
let usual: TestSandbox;
beforeAll(async () => {
  [specOnly, usual] = await Promise.all([startTestSandbox({ specOnly: true }), startTestSandbox()]);
});
afterAll(async () => {
  await Promise.all([specOnly.dispose(), usual.dispose()]);
});

const read = async (sandbox: TestSandbox, path: string, token: string) =>
  (await (await sandbox.call(path, { token })).json()) as Record<string, unknown>;

describe('spec-only mode', () => {
  it('answers a letter with the spec’s fields only, where the usual sandbox adds its own', async () => {
    const token = await specOnly.token('secretary');
    const letterId = await findLetterId(specOnly, token, freeLetter(5000));
    const path = `/api/author/letters/metadata-with-lock/${letterId}`;
    const letter = await read(specOnly, path, token);
    expect(keysOf(letter)).toEqual(letterFields);
    expect(letter.audio).toEqual({
      audioSegment: { audioRecord: { id: letterId, key: expect.any(String), length: expect.any(Number) } },
    });
    const ours = await read(usual, path, await usual.token('secretary'));
    expect(ours).toHaveProperty('showMRN');
    expect(ours).toHaveProperty('status');
    expect(keysOf(ours)).toEqual(expect.arrayContaining(letterFields));
  });

  it('answers a new letter and the current letter with the spec’s fields only', async () => {
    const token = await specOnly.token('doctor2');
    const created = await (await specOnly.call('/api/author/letters/create', { ...json({}), token })).json();
    expect(keysOf(created)).toEqual(letterFields);
    expect(keysOf(await read(specOnly, '/api/author/letters/current-letter', token))).toEqual(letterFields);
  });

  it('answers list items with the spec’s fields only (a compressed page too)', async () => {
    const token = await specOnly.token('secretary');
    const answer = await specOnly.call(
      '/api/author/odata/Letters/LettersService.Search()?$count=true&$top=50',
      {
        token,
        headers: { 'Accept-Encoding': 'gzip' },
      },
    );
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    const page = (await answer.json()) as { '@odata.count': number; value: unknown[] };
    expect(keysOf(page)).toEqual(['@odata.count', 'value']);
    expect(page.value).toHaveLength(50);
    for (const item of page.value) expect(keysOf(item)).toEqual(listItemFields);
  });

  it('answers the document with its four fields, a patch with {}, and forgets contentHash', async () => {
    const token = await specOnly.token('secretary');
    const letterId = await findLetterId(specOnly, token, freeLetter(5000));
    const { documentId } = await read(specOnly, `/api/author/letters/metadata-with-lock/${letterId}`, token);
    const documentPath = `/api/author/documents/patched?documentId=null&letterId=${letterId}`;
    const document = await read(specOnly, documentPath, token);
    expect(keysOf(document)).toEqual(['data', 'documentVersion', 'editableContent', 'newPatchNumber']);
    const base = document.editableContent as string;
    const edited = `${base}<p>PS 😀</p>`;
    const body = {
      documentVersion: document.documentVersion,
      patchContent: codePointEdits(base, edited),
      patchNumber: document.newPatchNumber,
      contentHash: contentHashOf(edited),
    };
    const send = () =>
      specOnly.call(`/api/author/documents-patch/update?documentId=${documentId}`, {
        ...json(body, 'PUT'),
        token,
      });
    const saved = await send();
    expect([saved.status, await saved.json()]).toEqual([200, {}]);
    expect(await read(specOnly, documentPath, token)).toEqual({
      documentVersion: (document.documentVersion as number) + 1,
      editableContent: edited,
      newPatchNumber: (document.newPatchNumber as number) + 1,
      data: edited,
    });
    // A real server knows nothing of contentHash: the retry of an applied patch is stale.
    const retry = await send();
    expect([retry.status, await retry.text()]).toEqual([409, 'The document has changed since it was loaded']);
  });

  it('leaves the other routes as they are', async () => {
    for (const path of ['/api/author/user-profiles/current', '/api/author/audio-records/get-audio-limits'])
      expect(await read(specOnly, path, await specOnly.token('doctor'))).toEqual(
        await read(usual, path, await usual.token('doctor')),
      );
  });

  it('is switched on for one test by the test control, and off again by the reset', async () => {
    const token = await usual.token('secretary');
    const letterId = await findLetterId(usual, token, freeLetter(5000));
    const documentPath = `/api/author/documents/patched?documentId=null&letterId=${letterId}`;
    const switchTo = async (on: boolean) =>
      (await usual.call('/sandbox/test/spec-only', json({ on }))).json() as Promise<unknown>;
    expect(await switchTo(true)).toEqual({ specOnly: true });
    expect(keysOf(await read(usual, documentPath, token))).toEqual([
      'data',
      'documentVersion',
      'editableContent',
      'newPatchNumber',
    ]);
    await usual.call('/sandbox/test/reset', { method: 'POST' });
    // The reset forgets every sign-in too.
    expect(keysOf(await read(usual, documentPath, await usual.token('secretary')))).toContain('documentId');
  });
});
