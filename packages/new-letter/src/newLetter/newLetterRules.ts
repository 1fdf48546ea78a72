import {
  type CreateLetterPayload,
  type ExternalPatient,
  type LetterFields,
  type LetterMetadata,
  letterStepTypes,
  type Priority,
} from '@dictation/core';
import { newLetterMessages as messages } from '../messages';
import type { LetterChoice } from './openingChoice';

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
