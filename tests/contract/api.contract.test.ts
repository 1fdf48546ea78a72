import { createHash } from 'node:crypto';
import { type ApiClient, type CreateLetterPayload, endpointList } from '@dictation/core';
import { makeDocumentEdits } from '@dictation/letter-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractSandbox, refusalOf, rejectionOf, startContractSandbox } from './harness';

/**
 * The @dictation/core client against the sandbox, endpoint by endpoint: every answer goes through
 * the client's zod schemas (a shape mismatch fails the call), and error statuses come back as the
 * ApiError the spec 000 section 8 catalogue describes.
 */
let world: ContractSandbox;
let doctor: ApiClient;
let secretary: ApiClient;
beforeAll(async () => {
  world = await startContractSandbox();
  doctor = await world.client('doctor');
  secretary = await world.client('secretary');
});
afterAll(async () => {
  await world.close();
});

const free = (step: number, extra = '') =>
  `letterStepType eq ${step} and isDeleted eq false and isLetterCleaned eq false and autoLockedUserId eq null and heldUserId eq null${extra ? ` and ${extra}` : ''}`;
async function firstLetter(api: ApiClient, filter: string): Promise<number> {
  const answer = await api.letters.search({ top: 1, skip: 0, filter, orderBy: 'id asc' });
  const first = answer.value[0];
  if (!first) throw new Error(`no letter matches ${filter}`);
  return first.id;
}
const tone = (ms: number, value: number) => new Uint8Array(new Int16Array(ms * 16).fill(value).buffer);

describe('OAuth', () => {
  it('password and refresh grants answer tokens the client accepts', async () => {
    const api = await world.client();
    const tokens = await api.oauth.passwordGrant('doctor', 'dictate1');
    expect(tokens.expires_in).toBe(299);
    const refreshed = await api.oauth.refreshGrant(tokens.refresh_token);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
  });

  it('revoke ends the sign-in: its refresh token is refused afterwards', async () => {
    const api = await world.client();
    const tokens = await api.oauth.passwordGrant('doctor', 'dictate1');
    await api.oauth.revoke(tokens.refresh_token);
    expect((await rejectionOf(api.oauth.refreshGrant(tokens.refresh_token))).status).toBe(400);
  });

  it('a wrong password is a 400 the client reports', async () => {
    const api = await world.client();
    expect((await rejectionOf(api.oauth.passwordGrant('doctor', 'wrong1'))).status).toBe(400);
  });

  it("an unauthenticated call is the client's unauthorized error", async () => {
    const api = await world.client();
    expect(await rejectionOf(api.profile.current())).toMatchObject({ status: 401, kind: 'unauthorized' });
  });
});

describe('application, accounts, profile and settings', () => {
  it('answer every read the portal makes at start', async () => {
    await doctor.app.ping();
    expect(await doctor.app.configuration()).toMatchObject({
      accountName: 'St Elsewhere Hospital',
      accountId: 1,
    });
    expect((await doctor.accounts.expiryNotificationDays()).days).toBeGreaterThan(7);
    const profile = await doctor.profile.current();
    expect(profile.roles[0]).toEqual({ name: 'Doctor', type: 200 });
    expect(profile.moduleData?.packageSettings?.find((setting) => setting.code === 'DMION')?.value).toBe(
      'true',
    );
    expect((await doctor.profile.organisationsPermission()).letterApprovalPermission).toBe(true);
    expect(await doctor.settings.downloadUrls()).toHaveProperty('emisBrokerUrl');
    expect((await doctor.settings.spellcheck()).useSpellcheck).toBe(true);
    await doctor.log.post({ source: 'Front-End', type: 3, content: 'contract test' });
  });

  it('settings round-trip', async () => {
    await doctor.settings.setDefaultToOverwrite(true);
    await doctor.settings.setEnableSound(false);
    expect(await doctor.settings.recording()).toMatchObject({
      webDefaultToOverwrite: true,
      webEnableStartStopSound: false,
      userProfileId: 1,
    });
    const pedal = await doctor.settings.footPedal();
    await doctor.settings.saveFootPedal({ ...pedal, rewindOnStop: 5 });
    expect((await doctor.settings.footPedal()).rewindOnStop).toBe(5);
    const [organisation] = await doctor.lookups.organisationItems();
    const department = organisation!.childrenOrgItems![0]!;
    await doctor.settings.updateOrganisationItem(department.id, { fastCompleteEnabled: true });
    const after = await doctor.lookups.organisationItems();
    expect(after[0]!.childrenOrgItems![0]!.fastCompleteEnabledByUser).toBe(true);
  });

  it('forgot, reset and change password; errors carry the server text', async () => {
    const anonymous = await world.client();
    expect((await rejectionOf(anonymous.accounts.forgotPassword('nobody'))).status).toBe(404);
    await anonymous.accounts.forgotPassword('expiring');
    const mailbox = (await (
      await fetch(`${world.sandbox.url}/sandbox/mailbox?username=expiring`)
    ).json()) as { messages: { link: string }[] };
    const link = new URL(mailbox.messages[0]!.link, world.sandbox.url);
    const payload = { Code: link.searchParams.get('code')!, UserId: link.searchParams.get('userId')! };
    expect(
      await rejectionOf(
        anonymous.accounts.resetPassword({ ...payload, Password: 'short', ConfirmPassword: 'short' }),
      ),
    ).toMatchObject({
      status: 400,
      message: '* Password should contain at least one number',
    });
    await anonymous.accounts.resetPassword({ ...payload, Password: 'reset123', ConfirmPassword: 'reset123' });
    const user = await world.client('expiring', 'reset123');
    const userId = String((await user.profile.current()).id);
    expect(
      await rejectionOf(
        user.accounts.changePassword({
          OldPassword: 'reset123',
          NewPassword: 'abc123',
          ConfirmNewPassword: 'abc124',
          UserId: userId,
        }),
      ),
    ).toMatchObject({ status: 400, message: 'Two passwords that you enter are inconsistent!' });
    await user.accounts.changePassword(
      { OldPassword: 'reset123', NewPassword: 'change123', ConfirmNewPassword: 'change123', UserId: userId },
      false,
    );
    await world.client('expiring', 'change123');
  });
});

describe('lookups', () => {
  it('organisations, labels, priorities, authors, templates and dictation types', async () => {
    const organisations = await doctor.lookups.organisationItems();
    expect(await doctor.lookups.organisationList()).toEqual(organisations);
    const cardiology = organisations[0]!.childrenOrgItems!.find((item) => item.name === 'Cardiology')!;
    expect(cardiology).toMatchObject({
      mandatoryLabel: true,
      mandatoryMRN: true,
      showSampleID: true,
      importAudio: true,
    });
    const labels = await doctor.lookups.labels(cardiology.id);
    expect(labels.map((label) => label.name)).toEqual(cardiology.letterLabels!.map((label) => label.name));
    expect((await doctor.lookups.allMyLabels()).length).toBeGreaterThanOrEqual(labels.length);
    const priorities = await doctor.lookups.priorities(cardiology.id);
    expect(priorities.map((priority) => priority.workflow)).toEqual(expect.arrayContaining(['Manual', 'GP']));
    expect(priorities.find((priority) => priority.defaultPriority)?.id).toBe(cardiology.defaultPriorityId);
    expect((await doctor.lookups.allMyPriorities()).length).toBe(priorities.length);
    expect(
      (await doctor.lookups.authorsByOrganisation(cardiology.id)).map((author) => author.fullName),
    ).toContain('Alice Carter');
    expect((await doctor.lookups.authorsWithLetters(true)).length).toBeGreaterThan(0);
    expect((await doctor.lookups.templates(cardiology.id)).length).toBeGreaterThan(0);
    expect((await doctor.lookups.myTemplates())[0]?.name).toBe('Alice Carter personal');
    expect((await doctor.lookups.dictationTypes()).map((type) => type.type)).toEqual([
      'Dictation',
      'Conversation',
      'GP summary',
    ]);
    expect(await doctor.letters.outsourceEnabled()).toBe(true);
    expect(await doctor.letters.manualEnabled()).toBe(true);
    expect(await rejectionOf(doctor.lookups.labels(999_999))).toMatchObject({ status: 404 });
  });
});

describe('external clinical system', () => {
  it('connection state, patient, and the error codes of spec 000 section 8', async () => {
    const emis = await world.client('emis.doctor');
    expect(await emis.emis.connectionState()).toEqual({ connected: true, externalClinicalSystem: 10 });
    expect((await emis.emis.patient()).refId).toBe('42001');
    await world.control('external-system', { tenantId: 3, connected: true, patient: null }, 'PUT');
    expect(await rejectionOf(emis.emis.patient())).toMatchObject({ status: 403, message: '1011' });
    await world.control('external-system', { tenantId: 3, failure: { status: 500 } }, 'PUT');
    expect(await rejectionOf(emis.emis.patient())).toMatchObject({ status: 500, message: '2009' });
    const tpp = await world.client('tpp.doctor');
    await world.control('external-system', { tenantId: 4, connected: false }, 'PUT');
    expect(await rejectionOf(tpp.emis.patient())).toMatchObject({ status: 403, message: '2001' });
  });
});

describe('recording a new letter', () => {
  it('create, suspend, hash check, store, complete with the 400 and 202 answers, then the workflow', async () => {
    const [organisation] = await doctor.lookups.organisationItems();
    const pathology = organisation!.childrenOrgItems!.find((item) => item.name === 'Pathology')!;
    const created = await doctor.letters.create({
      authorId: 1,
      letterStepType: 1000,
      recipients: [],
      createdDate: '2026-11-22T10:00:00Z',
      audioKey: 'contract-rec-1',
      priority: 1,
      audio: {
        authorId: 1,
        audioSegment: {
          length: 0,
          startPosition: 0,
          audioRecord: {
            created: '2026-11-22T10:00:00Z',
            key: 'contract-rec-1',
            audioFormat: 1,
            length: 0,
            authorId: 1,
            creatorId: 1,
          },
        },
      },
      isDeleted: false,
      letterStatus: 0,
      organisationItemId: pathology.id,
      dictationType: 'Dictation',
    });
    expect(created).toMatchObject({ letterStepType: 1000, organisationItemId: pathology.id });
    expect((await doctor.letters.current())?.id).toBe(created.id);

    expect(await doctor.audio.limits()).toEqual({
      minimumAllowedDuration: 4,
      maximumAllowedDuration: 1800,
      minimumAllowedSize: 0,
      maximumAllowedSize: 104857600,
    });
    const key = 'contract-rec-1';
    expect(
      (
        await doctor.audio.suspend({
          fileName: key,
          recordMode: 0,
          startPosition: 0,
          endPosition: 3000,
          frames: tone(3000, 1),
        })
      ).length,
    ).toBe(3000);
    const short = await rejectionOf(doctor.letters.complete(created));
    expect(short).toMatchObject({ status: 400 });
    expect(short.message).toMatch(/length is 4000 ms/);

    expect((await doctor.audio.completeSuspend(key, '0'.repeat(64), 3000)).match).toBe(false);
    await doctor.audio.store({
      fileName: key,
      isLastPart: false,
      length: 5000,
      audioKey: key,
      part: tone(2500, 2),
    });
    // While parts are pending, complete answers 202 and the client polls (its sleep is instant here).
    const polling = doctor.letters.complete(created);
    await doctor.audio.store({
      fileName: key,
      isLastPart: true,
      length: 5000,
      audioKey: key,
      part: tone(2500, 2),
    });
    await polling;
    const hashCheck = await doctor.audio.completeSuspend(key, '0'.repeat(64), 5000);
    expect(hashCheck.length).toBe(5000);
    expect((await doctor.audio.completeSuspend(key, hashCheck.hash!, 5000)).match).toBe(true);

    const inWorkflow = await doctor.letters.metadataWithLock(created.id);
    expect(inWorkflow.letterStepName).toBe('Speech recognition');
    await world.control('advance-workflow', { all: true });
    const reviewed = await doctor.letters.metadataWithLock(created.id);
    expect(reviewed.letterStepName).toBe('To Review');
    expect((await doctor.audio.mp3Availability(created.id)).isMp3Available).toBe(true);
    const wav = Buffer.from(await doctor.audio.stream(created.id), 'base64');
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.byteLength).toBe(44 + 5000 * 32);
    expect(await doctor.audio.streamMp3(created.id)).toBe(await doctor.audio.stream(created.id));
    const history = await doctor.letters.history(created.id);
    expect(history.at(-1)?.stepName).toBe('To Review');
  });
});

describe('a create sent again (an offline draft, issue 35)', () => {
  const draft = (authorId: number, sampleID: string): CreateLetterPayload => {
    const created = '2026-11-22T10:00:00Z';
    const key = 'contract-draft-1';
    const record = { created, key, audioFormat: 1 as const, length: 0, authorId, creatorId: authorId };
    return {
      authorId,
      letterStepType: 1000,
      recipients: [],
      createdDate: created,
      audioKey: key,
      priority: 1,
      sampleID,
      audio: { authorId, audioSegment: { length: 0, startPosition: 0, audioRecord: record } },
      isDeleted: false,
      letterStatus: 0,
    };
  };

  it("answers the caller the letter its key made, and refuses another tenant's create with that key", async () => {
    const { id } = await doctor.profile.current();
    const created = await doctor.letters.create(draft(id, 'S-1'));
    // The answer was lost; the outbox sends the draft again from a reloaded page (a new sign-in).
    const again = await (await world.client('doctor')).letters.create(draft(id, 'S-2'));
    expect(again).toEqual(created);
    const elsewhere = await world.client('nhs.doctor');
    expect(
      await refusalOf(elsewhere.letters.create(draft((await elsewhere.profile.current()).id, 'S-1'))),
    ).toEqual([400, 'This audio key cannot be used: send another, or none to have one made']);
  });
});

describe('reviewing letters', () => {
  it('updates the header fields, the document with its versions, notes and template', async () => {
    const id = await firstLetter(doctor, free(5000, "orgItemName eq 'Cardiology'"));
    const letter = await doctor.letters.metadataWithLock(id);
    const labels = await doctor.lookups.labels(letter.organisationItemId!);
    await doctor.letters.updatePriority({ letterId: id, priorityId: 1 });
    await doctor.letters.updateSampleId(id, 'S-42');
    await doctor.letters.updateLabel(id, labels[1]!.name);
    await doctor.letters.updateMrn(id, "H-1/2 O'Neil");
    await doctor.letters.updateNotes({ letterId: id, notes: 'check dose' });
    const templates = await doctor.lookups.templates(letter.organisationItemId!);
    await doctor.letters.updateTemplate({ letterId: id, templateId: templates[0]!.id as number });
    await doctor.letters.patch({ id, dictationType: 'Conversation' });
    const updated = await doctor.letters.metadataWithLock(id);
    expect(updated).toMatchObject({
      priority: 1,
      sampleID: 'S-42',
      labelName: labels[1]!.name,
      patientMRN: "H-1/2 O'Neil",
      notes: 'check dose',
      templateId: templates[0]!.id,
      dictationType: 'Conversation',
    });
    await doctor.letters.update({ ...updated, sampleID: 'S-43' });
    expect((await doctor.letters.metadataWithLock(id)).sampleID).toBe('S-43');
    expect(await rejectionOf(doctor.letters.updateMrn(id, 'x'.repeat(31)))).toMatchObject({ status: 400 });

    const document = await doctor.documents.get(id);
    const documentId = updated.documentId!;
    const edited = `${document.editableContent}<p>Edited text</p>`;
    const patch = {
      documentVersion: document.documentVersion,
      patchContent: JSON.stringify(makeDocumentEdits(document.editableContent ?? '', edited)),
      patchNumber: document.newPatchNumber,
      contentHash: createHash('sha256').update(edited).digest('hex'),
    };
    expect(await doctor.documents.patch(documentId, patch)).toEqual({
      documentId,
      documentVersion: document.documentVersion + 1,
      newPatchNumber: document.newPatchNumber + 1,
    });
    expect((await doctor.documents.get(id)).editableContent).toBe(edited);
    expect(
      await rejectionOf(doctor.documents.patch(documentId, { ...patch, contentHash: undefined })),
    ).toMatchObject({
      status: 409,
      kind: 'conflict',
    });
    expect(await doctor.letters.originalSr(id)).toContain('<p>');

    await doctor.locks.elongate(id);
    await doctor.locks.unlock(id);
    await doctor.locks.lock(id);
    const other = await world.client('doctor2');
    expect(await rejectionOf(other.letters.metadataWithLock(id))).toMatchObject({
      status: 400,
      message: 'This letter is autolocked by Alice Carter',
    });
    await doctor.locks.unlock(id);

    await doctor.letters.updateOrganisation(
      id,
      (await doctor.lookups.organisationItems())[0]!.childrenOrgItems![1]!.id,
    );
    expect((await doctor.letters.metadataWithLock(id)).labelName).toBeNull();
  });

  it('hold and unhold, approval by the author, complete, uncomplete, delete and restore', async () => {
    const id = await firstLetter(doctor, free(5000, "orgItemName eq 'Cardiology' and authorId eq 1"));
    await secretary.letters.hold(id);
    expect((await doctor.letters.metadataWithLock(id)).heldUserName).toBe('Sam Patel');
    await doctor.letters.unhold(id);
    await doctor.letters.updateApprovalStatus({ letterId: id, approved: true });
    expect((await doctor.letters.metadataWithLock(id)).approved).toBe(true);
    expect(
      await rejectionOf(secretary.letters.updateApprovalStatus({ letterId: id, approved: false })),
    ).toMatchObject({ status: 403 });
    await doctor.locks.unlock(id);

    const letter = await secretary.letters.metadataWithLock(id);
    await secretary.letters.complete(letter);
    const completed = await secretary.letters.metadataWithLock(id);
    expect(completed.letterStepType).toBe(7000);
    await secretary.letters.uncomplete(completed);
    expect((await secretary.letters.metadataWithLock(id)).letterStepName).toBe('To Review');
    await secretary.locks.unlock(id);
    await secretary.letters.complete(await secretary.letters.metadataWithLock(id));

    await secretary.letters.delete(id);
    expect((await secretary.letters.metadataWithLock(id)).isDeleted).toBe(true);
    await secretary.letters.restore(id, { letterStepType: 7000 });
    expect(await secretary.letters.metadataWithLock(id)).toMatchObject({
      isDeleted: false,
      letterStepType: 7000,
    });
    expect(await rejectionOf(secretary.letters.restore(id, { letterStepType: 7000 }))).toMatchObject({
      status: 409,
    });
  });

  it('Text magic: spells, apply and the AI summary', async () => {
    // Spec 001 section 5: Text magic needs a priority whose workflow is not Manual.
    const id = await firstLetter(doctor, free(5000, "priorityName ne 'Manual typing'"));
    const spells = await doctor.textMagic.spells();
    expect(spells.map((spell) => spell.title)).toContain('Summarise');
    const result = await doctor.textMagic.apply({ letterId: id, spellId: 3, textForProcess: 'one\ntwo' });
    expect(result).toEqual({ spellId: 3, result: '- one\n- two' });
    expect((await doctor.textMagic.summary(id)).content).toMatch(/^Summary:/);
  });
});

describe('search', () => {
  it('pages with counts, the spec orders, and stays inside the tenant', async () => {
    const inProgress = await secretary.letters.search({
      top: 50,
      skip: 0,
      filter: 'isDeleted eq false and isCompleted eq false',
      orderBy: 'priority desc, recordedDate asc',
    });
    expect(inProgress.value).toHaveLength(50);
    expect(inProgress['@odata.count']).toBeGreaterThan(50);
    const completed = await secretary.letters.search({
      top: 25,
      skip: 0,
      filter: 'isCompleted eq true',
      orderBy: 'completedDateTime desc',
    });
    expect(completed.value.every((row) => row.isCompleted)).toBe(true);
    const nhs = await world.client('nhs.doctor');
    const theirs = await nhs.letters.search({ top: 200, skip: 0 });
    const ours = new Set((await secretary.letters.search({ top: 1000, skip: 0 })).value.map((row) => row.id));
    expect(theirs.value.some((row) => ours.has(row.id))).toBe(false);
    expect(
      await rejectionOf(secretary.letters.search({ top: 10, skip: 0, filter: 'nope eq 1' })),
    ).toMatchObject({ status: 400 });
  });
});

describe('import', () => {
  it('imports a WAV file and reports a duplicate', async () => {
    const department = (await doctor.lookups.organisationItems())[0]!.childrenOrgItems!.find(
      (item) => item.importAudio,
    )!;
    const { encodeWav } = await import('@dictation/audio');
    const wav = encodeWav(new Int16Array(16_000 * 6).fill(3), { sampleRate: 16_000, channels: 1 });
    const request = {
      authorId: 1,
      priorityId: 1,
      organisationItemId: department.id,
      fileFormat: 'wav',
      patientMRN: 'H1',
      labelName: null,
    };
    const first = await doctor.letters.importFile(request, new Blob([Buffer.from(wav)]), 'import.wav');
    expect(first.letterId).toBeGreaterThan(0);
    const duplicate = await doctor.letters.importFile(
      request,
      new Blob([Buffer.from(wav)]),
      'import-again.wav',
    );
    expect(duplicate).toMatchObject({ letterId: first.letterId, error: 'Duplicate audio' });
  });
});

describe('coverage', () => {
  it('called every endpoint of the contract through the client', () => {
    const missing = endpointList.map((entry) => entry.functionName).filter((name) => !world.called.has(name));
    expect(missing).toEqual([]);
  });
});
