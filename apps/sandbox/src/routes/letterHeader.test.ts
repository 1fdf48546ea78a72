import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findLetterId, freeLetter, json, startTestSandbox, type TestSandbox } from '../testing/harness';

/**
 * The job header's updates (spec 000 section 2 "Job header", section 5 rules; spec 001 section 7):
 * each value checked, refused on a letter nobody may edit, and 404 for another tenant.
 */
let sandbox: TestSandbox;
let secretary: string;
let nhsSecretary: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});
beforeEach(async () => {
  await sandbox.call('/sandbox/test/reset', { method: 'POST' });
  secretary = await sandbox.token('secretary');
  nhsSecretary = await sandbox.token('nhs.secretary');
});

type Header = Record<string, unknown>;
const header = async (id: number) =>
  (await (
    await sandbox.call(`/api/author/letters/metadata-with-lock/${id}`, { token: secretary })
  ).json()) as Header;

/** `PUT update-<path>?<query>`, answered as [status, text of a refusal]. */
async function update(path: string, query: Record<string, string | number>, token = secretary) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await sandbox.call(`/api/author/letters/update-${path}?${search}`, {
    method: 'PUT',
    token,
  });
  return [response.status, response.status === 200 ? '' : await response.text()];
}
async function updatePriority(letterId: number, priorityId: number, token = secretary) {
  const response = await sandbox.call('/api/author/letters/update-priority', {
    ...json({ letterId, priorityId }, 'PUT'),
    token,
  });
  return [response.status, response.status === 200 ? '' : await response.text()];
}

interface OrganisationItem {
  id: number;
  name: string;
  childrenOrgItems: OrganisationItem[];
}
async function organisations(token = secretary) {
  return (await (
    await sandbox.call('/api/author/organization-items/all-my', { token })
  ).json()) as OrganisationItem[];
}
const department = async (name: string, token = secretary) =>
  (await organisations(token)).flatMap((item) => item.childrenOrgItems).find((item) => item.name === name)!;

const inDepartment = (name: string) => freeLetter(5000, `orgItemName eq '${name}'`);

describe('Hosp. No. and Sample ID (spec 000 section 5)', () => {
  it("take letters, digits and _ @ , . space / \\ ' # & + - up to 30 and 50 characters; empty clears", async () => {
    const id = await findLetterId(sandbox, secretary, inDepartment('Radiology'));
    const mrn = "H-1/2 O'Neil #&+@,._\\ ".padEnd(30, '9');
    expect(await update('mrn', { letterId: id, mrn })).toEqual([200, '']);
    expect(await update('sample-id', { letterId: id, sampleID: 's'.repeat(50) })).toEqual([200, '']);
    expect(await header(id)).toMatchObject({ patientMRN: mrn, sampleID: 's'.repeat(50) });

    const mrnRule = "Hosp. No. may hold at most 30 letters, digits and _ @ , . / \\ ' # & + -";
    expect(await update('mrn', { letterId: id, mrn: `${mrn}7` })).toEqual([400, mrnRule]);
    expect(await update('mrn', { letterId: id, mrn: 'a<b>' })).toEqual([400, mrnRule]);
    expect((await update('sample-id', { letterId: id, sampleID: 's'.repeat(51) }))[0]).toBe(400);
    expect((await update('sample-id', { letterId: id, sampleID: 'S;1' }))[0]).toBe(400);
    expect(await header(id)).toMatchObject({ patientMRN: mrn, sampleID: 's'.repeat(50) });

    expect(await update('mrn', { letterId: id, mrn: '' })).toEqual([200, '']);
    expect(await update('sample-id', { letterId: id, sampleID: '' })).toEqual([200, '']);
    expect(await header(id)).toMatchObject({ patientMRN: null, sampleID: null });
  });
});

describe('priority', () => {
  it("is one of the tenant's priorities", async () => {
    const id = await findLetterId(sandbox, secretary, inDepartment('Radiology'));
    const ours = (await (
      await sandbox.call('/api/author/priorities/all-my', { token: secretary })
    ).json()) as { id: number; name: string }[];
    const theirs = (await (
      await sandbox.call('/api/author/priorities/all-my', { token: nhsSecretary })
    ).json()) as { id: number }[];
    const urgent = ours.find((priority) => priority.name === 'Urgent')!;
    expect(await updatePriority(id, urgent.id)).toEqual([200, '']);
    expect((await header(id)).priority).toBe(urgent.id);
    expect(await updatePriority(id, theirs[0]!.id)).toEqual([400, 'Unknown priority']);
    expect(await updatePriority(id, 999_999)).toEqual([400, 'Unknown priority']);
    expect((await header(id)).priority).toBe(urgent.id);
  });
});

describe('label (spec 000 section 5)', () => {
  it("is one of the department's labels, or None where labels are not mandatory", async () => {
    const id = await findLetterId(sandbox, secretary, inDepartment('Radiology'));
    expect(await update('label', { letterId: id, label: 'Scan type 3' })).toEqual([200, '']);
    expect((await header(id)).labelName).toBe('Scan type 3');
    expect(await update('label', { letterId: id, label: 'Not a label' })).toEqual([
      400,
      'Unknown label for this department',
    ]);
    expect(await update('label', { letterId: id, label: '' })).toEqual([200, '']);
    expect((await header(id)).labelName).toBeNull();

    const cardiology = await findLetterId(sandbox, secretary, inDepartment('Cardiology'));
    expect(await update('label', { letterId: cardiology, label: '' })).toEqual([400, 'Please pick a label']);
  });

  it('is cleared when the letter moves to a department that does not offer it', async () => {
    const id = await findLetterId(sandbox, secretary, inDepartment('Cardiology'));
    expect(await update('label', { letterId: id, label: 'Clinic' })).toEqual([200, '']);
    const pathology = await department('Pathology');
    expect(await update('organization', { letterId: id, orgItemId: pathology.id })).toEqual([200, '']);
    expect(await header(id)).toMatchObject({
      organisationItemId: pathology.id,
      departmentName: 'Pathology',
      organisationName: 'General Hospital',
      labelName: null,
      isLabelAble: false,
      showMRN: false,
    });
  });
});

describe('organisation (spec 000 section 5)', () => {
  it("is a department of the caller's tenant, not an organisation that has departments", async () => {
    const id = await findLetterId(sandbox, secretary, inDepartment('Radiology'));
    const [hospital] = await organisations();
    expect(await update('organization', { letterId: id, orgItemId: hospital!.id })).toEqual([
      400,
      'Please pick a department',
    ]);
    const theirs = (await organisations(nhsSecretary))[0]!;
    expect((await update('organization', { letterId: id, orgItemId: theirs.id }))[0]).toBe(404);
    expect(
      (await update('organization', { letterId: id, orgItemId: theirs.childrenOrgItems[0]!.id }))[0],
    ).toBe(404);
    expect((await header(id)).departmentName).toBe('Radiology');
  });
});

describe('when the header may not be edited (spec 000 section 2)', () => {
  const everyUpdate = async (letterId: number, token = secretary) => {
    const pathology = await department('Pathology');
    return [
      await update('mrn', { letterId, mrn: 'M1' }, token),
      await update('sample-id', { letterId, sampleID: 'S1' }, token),
      await update('label', { letterId, label: '' }, token),
      await update('organization', { letterId, orgItemId: pathology.id }, token),
      await updatePriority(letterId, 1, token),
    ];
  };

  it('refuses every field while another user auto-locks or holds the letter', async () => {
    // Alice Carter's letter: any colleague opening it locks it; only she (or a secretary) may hold it.
    const id = await findLetterId(sandbox, secretary, `${inDepartment('Radiology')} and authorId eq 1`);
    const doctor2 = await sandbox.token('doctor2');
    await sandbox.call(`/api/author/letters/metadata-with-lock/${id}`, { token: doctor2 });
    expect(new Set((await everyUpdate(id)).map(String))).toEqual(
      new Set([String([400, 'This letter is autolocked by Ben Okafor'])]),
    );
    await sandbox.call(`/api/author/clinical-letter-locks/unlock/${id}`, { method: 'PUT', token: doctor2 });
    await sandbox.call(`/api/author/letters/${id}/hold`, {
      method: 'POST',
      token: await sandbox.token('doctor'),
    });
    expect(new Set((await everyUpdate(id)).map(String))).toEqual(
      new Set([String([400, 'This letter is locked by Alice Carter'])]),
    );
  });

  it('refuses a completed, a deleted and a cleaned letter', async () => {
    const completed = await findLetterId(sandbox, secretary, freeLetter(7000));
    const deleted = await findLetterId(
      sandbox,
      secretary,
      'letterStepType eq 5000 and isDeleted eq true and isLetterCleaned eq false',
    );
    const cleaned = await findLetterId(sandbox, secretary, 'isLetterCleaned eq true and isDeleted eq false');
    const refusals = [
      [completed, 'Completed jobs cannot be edited'],
      [deleted, 'This job was deleted and as such is not available to view'],
      [cleaned, 'The data on this job has been cleared.'],
    ] as const;
    for (const [id, message] of refusals) {
      const before = await header(id);
      expect(new Set((await everyUpdate(id)).map(String))).toEqual(new Set([String([400, message])]));
      expect(await header(id)).toEqual(before);
    }
  });

  it("answers 404 for another tenant's letter, as for a missing one", async () => {
    const id = await findLetterId(sandbox, secretary, inDepartment('Radiology'));
    for (const [status, text] of await everyUpdate(id, nhsSecretary))
      expect([status, text]).toEqual([404, 'Sorry, but the letter was not found']);
  });
});

describe('the header fields of the letter metadata (spec 000 "Job header", spec 001 section 3)', () => {
  it('answers every field the job header reads', async () => {
    const id = await findLetterId(sandbox, secretary, inDepartment('Cardiology'));
    const letter = await header(id);
    for (const field of [
      'departmentName',
      'organisationName',
      'externalPatient',
      'isExternalSystemPatient',
      'labelName',
      'patientMRN',
      'sampleID',
      'showSampleID',
      'showMRN',
      'isLabelAble',
      'mandatoryLabel',
      'mandatoryMRN',
      'createdDate',
      'priority',
      'notes',
      'showNotes',
      'documentId',
      'heldUserId',
      'heldUserName',
      'autoLockedUserId',
      'autoLockedUserName',
      'isLetterCleaned',
      'isDeleted',
      'letterStepName',
      'letterStepType',
      'isOutsource',
      'isManual',
    ])
      expect(letter, field).toHaveProperty(field);
    expect(letter).toMatchObject({
      departmentName: 'Cardiology',
      showMRN: true,
      mandatoryMRN: true,
      mandatoryLabel: true,
      audio: { audioSegment: { audioRecord: { id: expect.any(Number), key: expect.any(String) } } },
    });
    expect(letter).toHaveProperty('audio.audioSegment.audioRecord.length');
  });
});
