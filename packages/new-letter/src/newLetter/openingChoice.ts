import {
  type AccountStorage,
  chosenOrganisationItem,
  type LetterMetadata,
  letterStepTypes,
  type OrganisationItem,
  organisationChoiceOf,
  withOnlyChoices,
} from '@dictation/core';

// The recording page's opening choice, apart from its other rules: a host's start-up loads it
// (readRecordingPageAhead, with the recorder element's first chunk), and the page's words must
// not come with it (issue 33).

/** What the user chose on the recording page (spec 000 section 2). */
export interface LetterChoice {
  organisationId: number | null;
  departmentId: number | null;
  priorityId: number | null;
  /** null: no label (the None label). */
  labelName: string | null;
  /** Hosp. No. / NHS No. */
  mrn: string;
  sampleId: string;
  /** null: the default type. */
  dictationType: string | null;
  /** null: no template. */
  templateId: number | null;
}

export const emptyChoice: LetterChoice = {
  organisationId: null,
  departmentId: null,
  priorityId: null,
  labelName: null,
  mrn: '',
  sampleId: '',
  dictationType: null,
  templateId: null,
};

/** The choices of a reopened letter (spec 000 section 4, reload with an existing job). */
/** Where a page's choices come from: a reopened letter, or an offline draft's create payload. */
export type LetterFieldSource = Pick<
  LetterMetadata,
  'organisationItemId' | 'priority' | 'labelName' | 'patientMRN' | 'sampleID' | 'dictationType' | 'templateId'
>;

export function choiceOfLetter(
  organisations: readonly OrganisationItem[],
  letter: LetterFieldSource,
): LetterChoice {
  return {
    ...emptyChoice,
    ...organisationChoiceOf(organisations, letter.organisationItemId),
    priorityId: letter.priority ?? null,
    labelName: letter.labelName ?? null,
    mrn: letter.patientMRN ?? '',
    sampleId: letter.sampleID ?? '',
    dictationType: letter.dictationType ?? null,
    templateId: letter.templateId ?? null,
  };
}

/** The choice the page opens with: the reopened letter's, else the remembered preselection. */
export function openingChoice(
  organisations: readonly OrganisationItem[],
  letter: LetterFieldSource | null,
  storage: Pick<AccountStorage, 'get'>,
): LetterChoice {
  if (letter) return choiceOfLetter(organisations, letter);
  const remembered = storage.get('preselection');
  const item = organisationChoiceOf(organisations, remembered?.departmentId ?? remembered?.organisationId);
  return { ...emptyChoice, ...item, labelName: item ? (remembered?.labelName ?? null) : null };
}

/**
 * Issue 33: the department whose priorities and templates the recording page reads first, from
 * the author's open job as `current-letter` answers it (reopened while at Audio capture) and the
 * account's remembered choice, so a host that starts the page's reads can start these with them
 * (the portal's start-up). Null when the page waits for the user to choose. A page given its
 * context by a host (`given`) may choose another.
 */
export function openingDepartmentOf(
  organisations: readonly OrganisationItem[],
  currentLetter: LetterMetadata | null,
  storage: Pick<AccountStorage, 'get'>,
): number | null {
  const letter = isOpenAudioCapture(currentLetter) ? currentLetter : null;
  const choice = withOnlyChoices(organisations, openingChoice(organisations, letter, storage));
  return chosenOrganisationItem(organisations, choice)?.id ?? null;
}

/** A letter the page reopens: the caller's job still at Audio capture (spec 000 section 4). */
export function isOpenAudioCapture(letter: LetterMetadata | null): letter is LetterMetadata {
  return (
    letter !== null && letter.letterStepType === letterStepTypes.audioCapture && letter.isDeleted !== true
  );
}
