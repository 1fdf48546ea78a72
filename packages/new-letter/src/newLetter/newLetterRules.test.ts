import {
  createAccountStorage,
  createMemoryStorage,
  type LetterMetadata,
  letterStepTypes,
  type OrganisationItem,
} from '@dictation/core';
import { describe, expect, it } from 'vitest';
import {
  changeChoice,
  completeLetterPayload,
  completionProblems,
  createLetterPayload,
  leavingAsks,
  validPriority,
} from './newLetterRules';
import { choiceOfLetter, emptyChoice, isOpenAudioCapture, openingDepartmentOf } from './openingChoice';

const hospital: OrganisationItem = {
  id: 1,
  name: 'Hospital',
  childrenOrgItems: [
    { id: 11, name: 'Cardiology' },
    { id: 12, name: 'Radiology' },
  ],
};
const clinic: OrganisationItem = { id: 2, name: 'Clinic', childrenOrgItems: [{ id: 21, name: 'Nursing' }] };
const practice: OrganisationItem = { id: 3, name: 'Practice', childrenOrgItems: [] };
const organisations = [hospital, clinic, practice];

describe('priority', () => {
  it('resets a priority that is no longer offered (spec 000 section 4)', () => {
    const priorities = [{ id: 5, name: 'Urgent' }];
    expect(validPriority(priorities, 5)).toBe(5);
    expect(validPriority(priorities, 6)).toBeNull();
    expect(validPriority(undefined, 6)).toBe(6);
  });
});

describe('completionProblems (spec 000 section 5)', () => {
  it('lists the missing priority and department in the spec words', () => {
    expect(completionProblems({ priorityId: null, organisationItemId: null })).toEqual([
      'Please pick a priority',
      'Please pick a department',
    ]);
    expect(completionProblems({ priorityId: 5, organisationItemId: 12 })).toEqual([]);
  });
  it('adds the field problems after the priority and department', () => {
    expect(
      completionProblems({
        priorityId: null,
        organisationItemId: 12,
        fieldProblems: ['Please pick a label'],
      }),
    ).toEqual(['Please pick a priority', 'Please pick a label']);
  });
});

describe('changeChoice (spec 000 section 4)', () => {
  const filled = {
    ...emptyChoice,
    organisationId: 1,
    departmentId: 11,
    priorityId: 5,
    labelName: 'Referral',
    mrn: 'H1',
    sampleId: 'S-1',
    dictationType: 'Conversation',
    templateId: 31,
  };
  const gp = (priorityId: number | null) =>
    priorityId === 7 ? { shown: true, enabled: true } : { shown: true, enabled: false };
  it('clears the label, the MRN and the template when the department or organisation changes', () => {
    expect(changeChoice(filled, { ...filled, departmentId: 12 }, gp)).toMatchObject({
      departmentId: 12,
      labelName: null,
      mrn: '',
      templateId: null,
      sampleId: 'S-1',
    });
    expect(changeChoice(filled, { ...filled, organisationId: 2, departmentId: null }, gp)).toMatchObject({
      labelName: null,
      mrn: '',
    });
  });
  it('keeps them when something else changes', () => {
    expect(changeChoice(filled, { ...filled, mrn: 'H12' }, gp)).toEqual({ ...filled, mrn: 'H12' });
  });
  it('resets the dictation type when the priority shows or enables it differently', () => {
    expect(changeChoice(filled, { ...filled, priorityId: 7 }, gp).dictationType).toBeNull();
    const atGp = { ...filled, priorityId: 7 };
    expect(changeChoice(atGp, { ...atGp, priorityId: 8 }, gp).dictationType).toBeNull();
    expect(changeChoice(filled, { ...filled, priorityId: 6 }, gp).dictationType).toBe('Conversation');
  });
});

describe('the payloads carry the page fields', () => {
  const fields = {
    organisationItemId: 12,
    priority: 5,
    labelName: null,
    patientMRN: 'H9',
    sampleID: null,
    dictationType: 'Dictation',
    templateId: 31,
  };
  it('completes the stored letter with the chosen values', () => {
    const stored: LetterMetadata = {
      id: 7,
      priority: null,
      organisationItemId: 11,
      labelName: 'Old',
      authorName: 'A',
    };
    expect(completeLetterPayload(stored, fields)).toEqual({ id: 7, authorName: 'A', ...fields });
  });
  it('reopens a letter with its stored choices', () => {
    const letter: LetterMetadata = {
      id: 7,
      organisationItemId: 12,
      priority: 5,
      labelName: 'Results',
      patientMRN: 'H9',
      sampleID: 'S-2',
      dictationType: 'Conversation',
      templateId: 31,
    };
    expect(choiceOfLetter(organisations, letter)).toEqual({
      organisationId: 1,
      departmentId: 12,
      priorityId: 5,
      labelName: 'Results',
      mrn: 'H9',
      sampleId: 'S-2',
      dictationType: 'Conversation',
      templateId: 31,
    });
  });
});

describe('the letter the page reopens (spec 000 section 4)', () => {
  const letter = (fields: Partial<LetterMetadata>): LetterMetadata => ({ id: 7, ...fields });
  it('is a job at Audio capture that is not deleted', () => {
    expect(isOpenAudioCapture(letter({ letterStepType: 1000 }))).toBe(true);
    expect(isOpenAudioCapture(letter({ letterStepType: 1000, isDeleted: true }))).toBe(false);
    expect(isOpenAudioCapture(letter({ letterStepType: 7000 }))).toBe(false);
    expect(isOpenAudioCapture(null)).toBe(false);
  });
});

describe('createLetterPayload (spec 000 section 3)', () => {
  it('builds a job at Audio capture with an empty audio record under the client key', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const payload = createLetterPayload({
      author: { id: 4, fullName: 'Alice Carter' },
      audioKey: 'key-1',
      fields: {
        organisationItemId: 12,
        priority: null,
        labelName: 'Referral',
        patientMRN: 'H123',
        sampleID: 'S-1',
        dictationType: 'Conversation',
        templateId: 31,
      },
      templateName: 'Radiology letter',
      now,
    });
    expect(payload).toMatchObject({
      authorId: 4,
      letterStepType: 1000,
      recipients: [],
      authorName: 'Alice Carter',
      createdDate: now.toISOString(),
      audioKey: 'key-1',
      priority: null,
      isDeleted: false,
      letterStatus: 0,
      organisationItemId: 12,
      labelName: 'Referral',
      patientMRN: 'H123',
      sampleID: 'S-1',
      dictationType: 'Conversation',
      templateId: 31,
      templateName: 'Radiology letter',
      audio: {
        authorId: 4,
        audioSegment: {
          length: 0,
          startPosition: 0,
          audioRecord: { key: 'key-1', audioFormat: 1, length: 0, authorId: 4, creatorId: 4 },
        },
      },
    });
  });
});

describe('createLetterPayload without a template', () => {
  it('sends no template name when no template is chosen', () => {
    const payload = createLetterPayload({
      author: { id: 4 },
      audioKey: 'key-2',
      fields: {
        organisationItemId: 12,
        priority: 5,
        labelName: null,
        patientMRN: null,
        sampleID: null,
        dictationType: 'Dictation',
        templateId: null,
      },
      templateName: 'stale name',
      now: new Date('2026-11-22T10:00:00.000Z'),
    });
    expect(payload).toMatchObject({ templateId: null, templateName: null });
  });
});

describe('leavingAsks: only a job with audio holds the user back', () => {
  const job = { hasJob: true, finished: false, hasAudio: true, audioKnown: true };
  it.each([
    ['a job with audio', job, true],
    ['an empty job (00:00 of audio)', { ...job, hasAudio: false }, false],
    ['no job yet', { ...job, hasJob: false }, false],
    ['a completed or deleted job', { ...job, finished: true }, false],
    ['a reopened job before its journal is read', { ...job, hasAudio: false, audioKnown: false }, true],
    ['a finished job before its journal is read', { ...job, audioKnown: false, finished: true }, false],
  ])('%s -> %s', (_case, options, asks) => {
    expect(leavingAsks(options)).toBe(asks);
  });
});

/** The author's open job as `current-letter` answers it. */
const job = (organisationItemId: number, letterStepType: number = letterStepTypes.audioCapture) =>
  ({ id: 5, organisationItemId, letterStepType }) as LetterMetadata;

function accountRemembering(preselection?: { organisationId: number; departmentId: number | null }) {
  const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 7 });
  if (preselection) storage.set('preselection', { ...preselection, labelName: null });
  return storage;
}

describe('openingDepartmentOf (issue 33: the lists the recording page reads first)', () => {
  it("is the open job's department, whatever was remembered", () => {
    const remembered = accountRemembering({ organisationId: 2, departmentId: 21 });
    expect(openingDepartmentOf(organisations, job(12), remembered)).toBe(12);
  });

  it('without an open job, is the department the user chose last', () => {
    expect(
      openingDepartmentOf(organisations, null, accountRemembering({ organisationId: 1, departmentId: 11 })),
    ).toBe(11);
  });

  it('is an organisation without departments itself, and the only department of one with one', () => {
    expect(
      openingDepartmentOf(organisations, null, accountRemembering({ organisationId: 3, departmentId: null })),
    ).toBe(3);
    expect(
      openingDepartmentOf(organisations, null, accountRemembering({ organisationId: 2, departmentId: null })),
    ).toBe(21);
    expect(openingDepartmentOf([clinic], null, accountRemembering())).toBe(21);
  });

  it('is none while the user has a department to choose', () => {
    expect(openingDepartmentOf(organisations, null, accountRemembering())).toBeNull();
    expect(
      openingDepartmentOf(organisations, null, accountRemembering({ organisationId: 1, departmentId: null })),
    ).toBeNull();
    // A job whose department the user no longer has.
    expect(openingDepartmentOf(organisations, job(99), accountRemembering())).toBeNull();
  });

  it('leaves a job past Audio capture, which the page does not reopen, for the remembered department', () => {
    const remembered = accountRemembering({ organisationId: 1, departmentId: 11 });
    expect(openingDepartmentOf(organisations, job(12, letterStepTypes.toReview), remembered)).toBe(11);
  });
});
