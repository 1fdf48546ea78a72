import {
  type AccountStorage,
  type CreateLetterPayload,
  chosenOrganisationItem,
  type ExternalPatient,
  type LetterFields,
  type LetterMetadata,
  letterStepTypes,
  type OrganisationItem,
  organisationChoiceOf,
  type Priority,
  withOnlyChoices,
} from '@dictation/core';
import { newLetterMessages as messages } from '../messages';

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

/**
 * Spec 000 section 4: changing the organisation or department clears the label and the MRN (and
 * the template, which belongs to the department); the dictation type goes back to the default when
 * the new priority shows or enables it differently.
 */
export function changeChoice(
  previous: LetterChoice,
  next: LetterChoice,
  dictationFieldOf: (priorityId: number | null) => { shown: boolean; enabled: boolean },
): LetterChoice {
  const departmentChanged =
    previous.organisationId !== next.organisationId || previous.departmentId !== next.departmentId;
  const before = dictationFieldOf(previous.priorityId);
  const after = dictationFieldOf(next.priorityId);
  const dictationFieldChanged = before.shown !== after.shown || before.enabled !== after.enabled;
  return {
    ...next,
    ...(departmentChanged ? { labelName: null, mrn: '', templateId: null } : {}),
    ...(dictationFieldChanged ? { dictationType: null } : {}),
  };
}

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

/** Spec 000 section 4: the priority resets to none when it is no longer offered. */
export function validPriority(priorities: readonly Priority[] | undefined, priorityId: number | null) {
  if (priorityId === null || !priorities) return priorityId;
  return priorities.some((priority) => priority.id === priorityId) ? priorityId : null;
}

/**
 * Spec 000 section 5: the missing fields that keep Complete from running, in the spec's words
 * (the MRN and label ones come from `fieldProblems`).
 */
export function completionProblems(options: {
  priorityId: number | null;
  organisationItemId: number | null;
  fieldProblems?: readonly string[];
}): string[] {
  const problems: string[] = [];
  if (options.priorityId === null) problems.push(messages.pickPriority);
  if (options.organisationItemId === null) problems.push(messages.pickDepartment);
  return [...problems, ...(options.fieldProblems ?? [])];
}

/** The letter as `PUT author/letters/complete` receives it: the stored letter with the page's fields. */
export function completeLetterPayload(letter: LetterMetadata, fields: LetterFields): LetterMetadata {
  return { ...letter, ...fields };
}

/** A letter the page reopens: the caller's job still at Audio capture (spec 000 section 4). */
export function isOpenAudioCapture(letter: LetterMetadata | null): letter is LetterMetadata {
  return (
    letter !== null && letter.letterStepType === letterStepTypes.audioCapture && letter.isDeleted !== true
  );
}

/** The create payload of spec 000 section 3: a new job at Audio capture with an empty audio record. */
export function createLetterPayload(options: {
  author: { id: number; fullName?: string | null | undefined };
  audioKey: string;
  fields: LetterFields;
  /** The chosen template's name (the payload carries both). @default null */
  templateName?: string | null;
  /** The patient from EMIS/TPP the author chose. @default null */
  externalPatient?: ExternalPatient | null;
  now: Date;
}): CreateLetterPayload {
  const { author, audioKey, fields } = options;
  const createdDate = options.now.toISOString();
  return {
    authorId: author.id,
    letterStepType: letterStepTypes.audioCapture,
    templateName: fields.templateId === null ? null : (options.templateName ?? null),
    templateId: fields.templateId,
    recipients: [],
    authorName: author.fullName ?? null,
    createdDate,
    audioKey,
    priority: fields.priority,
    audio: {
      authorId: author.id,
      audioSegment: {
        length: 0,
        startPosition: 0,
        audioRecord: {
          created: createdDate,
          key: audioKey,
          audioFormat: 1,
          length: 0,
          authorId: author.id,
          creatorId: author.id,
        },
      },
    },
    isDeleted: false,
    letterStatus: 0,
    organisationItemId: fields.organisationItemId,
    labelName: fields.labelName,
    patientMRN: fields.patientMRN,
    externalPatient: options.externalPatient ?? null,
    sampleID: fields.sampleID,
    dictationType: fields.dictationType,
  };
}

/**
 * Leaving the recording page asks 'Your new letter has not been completed' only for a job that
 * holds audio (recorded here or stored before) and is not finished: an empty job asks nothing.
 * A reopened job whose recorder has not yet read its journal may hold audio the server has not
 * heard of, so it asks until that is known. Where the user goes (signing out never waits) is the
 * host's to judge.
 */
export function leavingAsks(options: {
  hasJob: boolean;
  finished: boolean;
  hasAudio: boolean;
  audioKnown: boolean;
}): boolean {
  const { hasJob, finished, hasAudio, audioKnown } = options;
  return hasJob && (hasAudio || !audioKnown) && !finished;
}
