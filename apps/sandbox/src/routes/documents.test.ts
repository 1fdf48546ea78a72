import { makeDocumentEdits } from '@dictation/letter-view';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentHashOf } from '../documents/documentPatch';
import { messages } from '../messages';
import { codePointPatchText } from '../testing/codePointPatches';
import { findLetterId, freeLetter, json, startTestSandbox, type TestSandbox } from '../testing/harness';

/** Letter documents: versions and real patches (issue 16; docs/wire-contract.md, Documents). */
let sandbox: TestSandbox;
let secretary: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});
beforeEach(async () => {
  await sandbox.call('/sandbox/test/reset', { method: 'POST' });
  secretary = await sandbox.token('secretary');
});

interface LetterDocument {
  documentId: number;
  documentVersion: number;
  newPatchNumber: number;
  editableContent: string;
}
const documentOf = async (letterId: number, token = secretary) =>
  (await (
    await sandbox.call(`/api/author/documents/patched?documentId=null&letterId=${letterId}`, { token })
  ).json()) as LetterDocument;

const patchBody = (document: LetterDocument, to: string, from = document.editableContent) => ({
  documentVersion: document.documentVersion,
  patchContent: JSON.stringify(makeDocumentEdits(from, to)),
  patchNumber: document.newPatchNumber,
  contentHash: contentHashOf(to),
});
const send = (documentId: number, body: unknown, token = secretary) =>
  sandbox.call(`/api/author/documents-patch/update?documentId=${documentId}`, {
    ...json(body, 'PUT'),
    token,
  });

async function openToReview(extra = '') {
  const letterId = await findLetterId(sandbox, secretary, freeLetter(5000, extra));
  return { letterId, document: await documentOf(letterId) };
}

describe('documents-patch/update', () => {
  it('the draft is canonical HTML, a one-word patch applies and bumps the version', async () => {
    const { letterId, document } = await openToReview();
    expect(document.editableContent).toMatch(/^<p>Dear Colleague,<\/p><p>.+<\/p><p>Yours sincerely,<\/p>$/);
    const edited = document.editableContent.replace('Colleague', 'Dr Jones');
    const answer = await send(document.documentId, patchBody(document, edited));
    expect(await answer.json()).toEqual({
      documentId: document.documentId,
      documentVersion: document.documentVersion + 1,
      newPatchNumber: document.newPatchNumber + 1,
    });
    expect(await documentOf(letterId)).toMatchObject({
      editableContent: edited,
      documentVersion: document.documentVersion + 1,
    });
  });

  it('a stale version is 409, and so is a patch that does not apply; nothing is stored', async () => {
    const { letterId, document } = await openToReview();
    const first = document.editableContent.replace('Colleague', 'Dr Jones');
    expect((await send(document.documentId, patchBody(document, first))).status).toBe(200);
    const stale = await send(
      document.documentId,
      patchBody(document, `${document.editableContent}<p>PS</p>`),
    );
    expect([stale.status, await stale.text()]).toEqual([409, 'The document has changed since it was loaded']);
    const current = await documentOf(letterId);
    const elsewhere = { ...patchBody(current, '<p>x</p>', '<p>A letter that is not this one at all.</p>') };
    const refused = await send(document.documentId, elsewhere);
    expect([refused.status, await refused.text()]).toEqual([
      409,
      'The changes could not be applied to the current document',
    ]);
    const wrongHash = {
      ...patchBody(current, `${current.editableContent}<p>PS</p>`),
      contentHash: '0'.repeat(64),
    };
    expect((await send(document.documentId, wrongHash)).status).toBe(409);
    expect(await documentOf(letterId)).toEqual(current);
  });

  it('the retry of an applied patch (its answer lost) answers the same and applies nothing twice', async () => {
    const { letterId, document } = await openToReview();
    const edited = `${document.editableContent}<p>Kind regards.</p>`;
    const body = patchBody(document, edited);
    const first = await (await send(document.documentId, body)).json();
    const retry = await send(document.documentId, body);
    expect([retry.status, await retry.json()]).toEqual([200, first]);
    expect((await documentOf(letterId)).editableContent).toBe(edited);
  });

  it('keeps text beyond ASCII exactly: é, –, emoji', async () => {
    const { letterId, document } = await openToReview();
    const edited = document.editableContent.replace('Colleague', 'Dr Zoë Brontë – 😀');
    expect((await send(document.documentId, patchBody(document, edited))).status).toBe(200);
    expect((await documentOf(letterId)).editableContent).toBe(edited);
  });

  it('takes diff-match-patch patch text as well, exactly, emoji included', async () => {
    const { letterId, document } = await openToReview();
    const edited = document.editableContent.replace('Colleague', 'Dr Zoë Brontë 😀');
    const body = {
      ...patchBody(document, edited),
      patchContent: codePointPatchText(document.editableContent, edited),
    };
    expect(body.patchContent).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@\n/);
    expect((await send(document.documentId, body)).status).toBe(200);
    const saved = await documentOf(letterId);
    expect(saved).toMatchObject({ editableContent: edited, documentVersion: document.documentVersion + 1 });
    // The same hunk again no longer finds its text: refused, never placed nearby.
    const again = await send(document.documentId, { ...body, documentVersion: saved.documentVersion });
    expect([again.status, await again.text()]).toEqual([
      409,
      'The changes could not be applied to the current document',
    ]);
  });

  it('refuses what is neither format, an edit past the end, half an emoji, and a patch beyond 1 MB; nothing is stored', async () => {
    const { letterId, document } = await openToReview();
    const refusal = async (patchContent: string) => {
      const answer = await send(document.documentId, { ...patchBody(document, 'x'), patchContent });
      return [answer.status, await answer.text()];
    };
    const end = document.editableContent.length;
    expect(await refusal('the whole letter')).toEqual([400, messages.malformedPatch]);
    expect(await refusal(JSON.stringify([[end + 1, '', '<p>PS</p>']]))).toEqual([400, messages.editPastEnd]);
    expect(await refusal(JSON.stringify([[end, '', '<p>\ud83d</p>']]))).toEqual([
      400,
      messages.patchSplitsCharacter,
    ]);
    expect((await refusal('x'.repeat(1_000_001)))[0]).toBe(400);
    expect(await documentOf(letterId)).toEqual(document);
  });

  it('refuses a letter auto-locked by someone else, a completed one, and another tenant', async () => {
    const { letterId, document } = await openToReview();
    const doctor2 = await sandbox.token('doctor2');
    await sandbox.call(`/api/author/letters/metadata-with-lock/${letterId}`, { token: doctor2 });
    const locked = await send(
      document.documentId,
      patchBody(document, `${document.editableContent}<p>x</p>`),
    );
    expect([locked.status, await locked.text()]).toEqual([
      400,
      expect.stringMatching(/^This letter is autolocked by /),
    ]);

    const completedId = await findLetterId(sandbox, secretary, freeLetter(7000));
    const completed = await documentOf(completedId);
    const refused = await send(
      completed.documentId,
      patchBody(completed, `${completed.editableContent}<p>x</p>`),
    );
    expect([refused.status, await refused.text()]).toEqual([400, 'Completed jobs cannot be edited']);

    const nhs = await sandbox.token('nhs.secretary');
    expect(
      (
        await sandbox.call(`/api/author/documents/patched?documentId=null&letterId=${letterId}`, {
          token: nhs,
        })
      ).status,
    ).toBe(404);
    expect(
      (await send(document.documentId, patchBody(document, `${document.editableContent}<p>x</p>`), nhs))
        .status,
    ).toBe(404);
  });
});

describe('test controls for documents', () => {
  const put = (letterId: number, body: unknown) =>
    sandbox.call(`/sandbox/test/letters/${letterId}/document`, json(body, 'PUT'));

  it('puts a real letter in as the next version, and reads back every version it keeps', async () => {
    const { letterId, document } = await openToReview();
    const content = `<p style="font-family:Arial">${'A long report. '.repeat(200_000)}</p>`;
    const answer = await put(letterId, { content, originalSr: '<p>as heard</p>' });
    expect(await answer.json()).toEqual({
      documentId: document.documentId,
      documentVersion: document.documentVersion + 1,
      newPatchNumber: document.newPatchNumber + 1,
    });
    expect(await documentOf(letterId)).toMatchObject({ editableContent: content, documentVersion: 2 });
    const sr = await sandbox.call(`/api/author/letters/original-sr/${letterId}`, { token: secretary });
    expect(await sr.text()).toBe('<p>as heard</p>');

    const versions = await sandbox.call(`/sandbox/test/letters/${letterId}/document-versions`);
    expect(await versions.json()).toEqual([
      expect.objectContaining({ version: 1, snapshot: true }),
      expect.objectContaining({ version: 2, snapshot: true }),
    ]);
    const first = await sandbox.call(`/sandbox/test/letters/${letterId}/document-versions/1`);
    expect(await first.text()).toBe(document.editableContent);
    expect((await sandbox.call(`/sandbox/test/letters/${letterId}/document-versions/3`)).status).toBe(404);
  });

  it('answers 404 for an unknown letter or one without a document, 400 for half an emoji', async () => {
    expect((await put(999_999, { content: '<p>x</p>' })).status).toBe(404);
    const recording = await findLetterId(sandbox, secretary, 'letterStepType eq 1000');
    const none = await put(recording, { content: '<p>x</p>' });
    expect([none.status, await none.text()]).toEqual([404, 'This document does not exist']);
    const { letterId, document } = await openToReview();
    expect((await put(letterId, { content: '<p>\ud83d</p>' })).status).toBe(400);
    expect(await documentOf(letterId)).toEqual(document);
  });
});

describe('the seeded Word letter', () => {
  it('is a To Review letter of the standard tenant whose document is rich HTML as Word exports it', async () => {
    const letterId = await findLetterId(sandbox, secretary, "mrn eq 'H-0042731'");
    const letter = await (
      await sandbox.call(`/api/author/letters/metadata-with-lock/${letterId}`, { token: secretary })
    ).json();
    expect(letter).toMatchObject({
      letterStepType: 5000,
      departmentName: 'Cardiology',
      labelName: 'Results',
    });
    const { editableContent } = await documentOf(letterId);
    for (const part of [
      /<table[^>]*>.*<b>Test<\/b>.*<b>Result<\/b>.*<b>Range<\/b>/,
      /Creatinine.*<span style="color:red">142 umol\/L<\/span>.*60-110/,
      /<p [^>]*text-align:right[^>]*>Department of Cardiology<br>/,
      /font-size:11\.0pt;font-family:&quot;Calibri&quot;/,
      /margin-left:36\.0pt/,
      /<hr /,
      /<img [^>]*src="data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/=]+"/,
      /m<sup>2<\/sup>/,
      /<a href="https:\/\/www\.nice\.org\.uk\/guidance\/ng106">/,
    ])
      expect(editableContent).toMatch(part);
    expect(editableContent.match(/<tr>/g)).toHaveLength(4);
  });
});
