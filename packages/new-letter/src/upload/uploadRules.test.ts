import { ApiError, type OrganisationItem, type Priority } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import {
  emptyDetails,
  importOrganisations,
  importRequest,
  type UploadFileDetails,
  uploadFailureReason,
  uploadProblems,
  withPriority,
} from './uploadRules';

const item = (fields: Partial<OrganisationItem> & { id: number }): OrganisationItem =>
  ({ name: `Item ${fields.id}`, ...fields }) as OrganisationItem;

const organisations = importOrganisations([
  item({
    id: 1,
    importAudio: true,
    childrenOrgItems: [
      item({ id: 2, importAudio: true, mandatoryMRN: true, showLabels: true, mandatoryLabel: true }),
      item({ id: 3, importAudio: false }),
    ],
  }),
  item({ id: 4, importAudio: false }),
  item({ id: 5, importAudio: true }),
  item({
    id: 6,
    importAudio: true,
    childrenOrgItems: [item({ id: 7, importAudio: true }), item({ id: 8, importAudio: true })],
  }),
]);

const details = (patch: Partial<UploadFileDetails> = {}) => ({ details: { ...emptyDetails, ...patch } });

describe('importOrganisations (spec 000 section 4)', () => {
  it('offers organisations with importAudio and only their departments with importAudio', () => {
    expect(organisations.map((organisation) => organisation.id)).toEqual([1, 5, 6]);
    expect(organisations[0]?.childrenOrgItems?.map((department) => department.id)).toEqual([2]);
  });
});

describe('uploadProblems (spec 000 sections 4 and 5)', () => {
  const problems = (
    target: Parameters<typeof uploadProblems>[0]['target'],
    files = [details({ priorityId: 1 })],
  ) => uploadProblems({ organisations, target, files, hospitalNumberLabel: 'Hosp. No.' });

  it('asks for the organisation and the author first', () => {
    expect(problems({ organisationId: null, departmentId: null, authorId: null })).toEqual([
      'Please select the organisation',
      'Please select the author',
    ]);
  });

  it('asks for the department only when the organisation has more than one', () => {
    expect(problems({ organisationId: 6, departmentId: null, authorId: 9 })).toEqual([
      'Please select the department',
    ]);
    expect(problems({ organisationId: 5, departmentId: null, authorId: 9 })).toEqual([]);
    // One department that imports audio: it is the letters' department, picked or not, with its
    // mandatory fields (spec 000 section 4: "With one ... department ... it is selected automatically").
    expect(problems({ organisationId: 1, departmentId: null, authorId: 9 })).toEqual([
      'Please fill Hosp. No.',
      'Please pick a label',
    ]);
  });

  it('needs a priority on every file, said once', () => {
    expect(
      problems({ organisationId: 5, departmentId: null, authorId: 9 }, [
        details({ priorityId: 1 }),
        details(),
        details(),
      ]),
    ).toEqual(['Please select the priority']);
  });

  it("needs the department's mandatory Hosp. No. and label on every file", () => {
    const target = { organisationId: 1, departmentId: 2, authorId: 9 };
    expect(problems(target, [details({ priorityId: 1 })])).toEqual([
      'Please fill Hosp. No.',
      'Please pick a label',
    ]);
    expect(problems(target, [details({ priorityId: 1, mrn: 'A1', labelName: 'Urgent' })])).toEqual([]);
  });
});

describe('withPriority', () => {
  it('resets the dictation type to the default when the priority changes (spec 000 section 4)', () => {
    expect(withPriority({ ...emptyDetails, priorityId: 1, dictationType: 'Conversation' }, 2)).toEqual({
      ...emptyDetails,
      priorityId: 2,
      dictationType: null,
    });
  });
});

describe('importRequest (spec 000 section 3)', () => {
  const gp: Priority = { id: 3, name: 'GP letter', workflow: 'GP' } as Priority;
  const types = [{ type: 'Dictation' }, { type: 'Conversation' }];
  const request = (
    patch: Partial<UploadFileDetails>,
    aiPostProcessing = true,
    durationMs: number | null = 61_500,
  ) =>
    importRequest({
      target: { organisationId: 1, departmentId: 2, authorId: 9 },
      itemId: 2,
      details: { ...emptyDetails, priorityId: 3, ...patch },
      fileName: 'ward round.DSS',
      durationMs,
      priority: gp,
      dictationTypes: types,
      aiPostProcessing,
    });

  it('carries the author, priority, item, details, format, seconds and dictation type', () => {
    expect(
      request({ labelName: 'Urgent', mrn: 'A1', sampleId: 'S-1', dictationType: 'Conversation' }),
    ).toEqual({
      authorId: 9,
      priorityId: 3,
      organisationItemId: 2,
      labelName: 'Urgent',
      patientMRN: 'A1',
      sampleID: 'S-1',
      fileFormat: 'dss',
      audioDuration: 61.5,
      dictationType: 'Conversation',
    });
  });

  it('sends empty MRN and Sample ID as null, no duration for wma, and the default type without AI', () => {
    const sent = request({ dictationType: 'Conversation' }, false, null);
    expect(sent.patientMRN).toBeNull();
    expect(sent.sampleID).toBeNull();
    expect(sent).not.toHaveProperty('audioDuration');
    expect(sent.dictationType).toBe('Dictation');
  });
});

describe('uploadFailureReason (spec 000 section 8)', () => {
  it("shows the server's refusal, 'Failed to save file' without an answer, else 'System error'", () => {
    const refused = new ApiError(
      { kind: 'http', status: 400, statusText: 'Bad Request', body: 'Unsupported file format' },
      'Unsupported file format',
      'letters.importFile',
    );
    expect(uploadFailureReason(refused)).toBe('Unsupported file format');
    expect(
      uploadFailureReason(new ApiError({ kind: 'network' }, 'Failed to fetch', 'letters.importFile')),
    ).toBe('Failed to save file');
    const crashed = new ApiError(
      { kind: 'http', status: 500, statusText: 'Internal Server Error', body: '' },
      'Internal Server Error',
      'letters.importFile',
    );
    expect(uploadFailureReason(crashed)).toBe('System error');
    expect(uploadFailureReason(new TypeError('boom'))).toBe('System error');
  });
});
