import {
  ApiError,
  type Label,
  type LetterMetadata,
  type OrganisationItem,
  type Priority,
} from '@dictation/core';
import { fn } from 'storybook/test';
import type { LetterHeaderApi } from './letterHeaderApi';

/** The signed-in user of the stories: a secretary (id 5) in a tenant that says Hosp. No. */
export const storyProfile = {
  id: 5,
  accountId: 1,
  roles: [{ name: 'Secretary', type: 100 }],
  moduleData: { packageSettings: [{ code: 'DMION', value: 'true' }] },
};

/** Another user, who may hold the letter. */
export const otherUser = { id: 9, name: 'Dr Who' };

/** A To Review letter the user opened (and auto-locked), in Cardiology with a label and notes. */
export const storyLetter: LetterMetadata = {
  id: 4711,
  letterStepName: 'To Review',
  letterStepType: 5000,
  createdDate: '2026-11-22T09:05:00',
  priority: 1,
  organisationItemId: 21,
  organisationName: 'General Hospital',
  departmentName: 'Cardiology',
  labelName: 'Clinic',
  patientMRN: 'H123456',
  sampleID: 'S-9',
  isLabelAble: true,
  mandatoryLabel: false,
  showMRN: true,
  showSampleID: true,
  isExternalSystemPatient: false,
  autoLockedUserId: storyProfile.id,
  heldUserId: null,
  authorId: otherUser.id,
  isAuthor: false,
  notes: 'Call the GP before sending',
  showNotes: true,
};

export const storyPriorities: Priority[] = [
  { id: 1, name: 'Normal' },
  { id: 2, name: 'Two week wait' },
  { id: 3, name: 'Urgent' },
];

export const storyOrganisations: OrganisationItem[] = [
  {
    id: 1,
    name: 'General Hospital',
    childrenOrgItems: [
      { id: 21, name: 'Cardiology' },
      { id: 22, name: 'Radiology' },
      { id: 23, name: 'Pathology' },
    ],
  },
  { id: 2, name: 'Health Centre', childrenOrgItems: [] },
];

/** The department's letter templates. */
export const storyTemplates = [
  { id: 1, name: 'Clinic letter' },
  { id: 2, name: 'Discharge summary' },
];

/**
 * The user's own templates (`my-templates`): one for this department (in its list too), one for
 * no department, one for another department.
 */
export const storyMyTemplates = [
  { id: 2, name: 'Discharge summary', organisationItemId: 21 },
  { id: 8, name: 'My referral' },
  { id: 7, name: 'My radiology note', organisationItemId: 22 },
];

/** `count` labels: Clinic, then Scan type 1, 2, ... */
export const storyLabels = (count: number): Label[] =>
  Array.from({ length: count }, (_, index) =>
    index === 0 ? { id: 100, name: 'Clinic' } : { id: 100 + index, name: `Scan type ${index}` },
  );

export interface StoryApiOptions {
  /** The department's labels. @default 4 labels */
  labels?: Label[];
  /** Every update is refused with this 400 text. @default undefined */
  refusal?: string;
}

/** A fake client: lookups answer at once; updates are spies that succeed or are refused. */
export function storyApi(options: StoryApiOptions = {}): LetterHeaderApi {
  const { labels = storyLabels(4), refusal } = options;
  const answer = async (): Promise<void> => {
    if (refusal === undefined) return;
    throw new ApiError(
      { kind: 'http', status: 400, statusText: 'Bad Request', body: refusal },
      'Bad Request',
      'letters.update',
    );
  };
  return {
    letters: {
      updatePriority: fn(answer),
      updateLabel: fn(answer),
      updateMrn: fn(answer),
      updateSampleId: fn(answer),
      updateOrganisation: fn(answer),
      updateTemplate: fn(answer),
    },
    lookups: {
      priorities: fn(async () => storyPriorities),
      allMyPriorities: fn(async () => storyPriorities),
      labels: fn(async () => labels),
      organisationItems: fn(async () => storyOrganisations),
      templates: fn(async () => storyTemplates),
      myTemplates: fn(async () => storyMyTemplates),
    },
  };
}
