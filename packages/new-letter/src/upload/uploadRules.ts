/**
 * The upload flow's rules (spec 000 sections 4 and 5), as pure functions shared by the flow and
 * its tests. The per-file fields follow the recording page's rules (newLetter/letterFieldRules).
 */
import { audioFileFormat } from '@dictation/audio';
import {
  ApiError,
  chosenOrganisationItem,
  type DictationType,
  findOrganisationItem,
  type ImportRequest,
  type OrganisationItem,
  type Priority,
} from '@dictation/core';
import { uploadMessages as messages } from '../messages';
import { dictationTypeField, effectiveDictationType, fieldProblems } from '../newLetter/letterFieldRules';

/** Organisation, department and author: one for every file of an upload. */
export interface UploadTarget {
  organisationId: number | null;
  departmentId: number | null;
  authorId: number | null;
}

/** What each file carries besides the shared target. */
export interface UploadFileDetails {
  priorityId: number | null;
  labelName: string | null;
  mrn: string;
  sampleId: string;
  /** The user's choice; null means the default type. */
  dictationType: string | null;
}

export const emptyTarget: UploadTarget = { organisationId: null, departmentId: null, authorId: null };
export const emptyDetails: UploadFileDetails = {
  priorityId: null,
  labelName: null,
  mrn: '',
  sampleId: '',
  dictationType: null,
};

/**
 * Organisations with importAudio, each keeping only its departments with importAudio (spec 000
 * section 4: "child departments are used if they have importAudio"). None: nowhere to upload to.
 */
export function importOrganisations(items: readonly OrganisationItem[] | undefined): OrganisationItem[] {
  return (items ?? [])
    .filter((item) => item.importAudio === true)
    .map((item) => ({
      ...item,
      childrenOrgItems: (item.childrenOrgItems ?? []).filter((child) => child.importAudio === true),
    }));
}

/**
 * Why Complete cannot run yet, in the spec's words, each once (spec 000 sections 4 and 5):
 * organisation, department when there are any, author, a priority on every file, and the
 * department's mandatory Hosp. No./NHS No. and label on every file.
 */
export function uploadProblems(options: {
  organisations: readonly OrganisationItem[];
  target: UploadTarget;
  files: readonly { details: UploadFileDetails }[];
  hospitalNumberLabel: string;
}): string[] {
  const { organisations, target, files } = options;
  const organisation = findOrganisationItem(organisations, target.organisationId);
  const item = chosenOrganisationItem(organisations, target);
  const problems: string[] = [];
  if (!organisation) problems.push(messages.selectOrganisation);
  else if (!item) problems.push(messages.selectDepartment);
  if (target.authorId === null) problems.push(messages.selectAuthor);
  if (files.some((file) => file.details.priorityId === null)) problems.push(messages.selectPriority);
  for (const file of files) {
    problems.push(
      ...fieldProblems({
        item,
        labelName: file.details.labelName,
        mrn: file.details.mrn,
        hasExternalPatient: false,
        hospitalNumberLabel: options.hospitalNumberLabel,
      }),
    );
  }
  return [...new Set(problems)];
}

/** Spec 000 section 4: changing a file's priority resets its dictation type to the default. */
export function withPriority(details: UploadFileDetails, priorityId: number | null): UploadFileDetails {
  return { ...details, priorityId, dictationType: null };
}

/** The import request of spec 000 section 3 for one file. */
export function importRequest(options: {
  target: UploadTarget;
  itemId: number;
  details: UploadFileDetails;
  fileName: string;
  durationMs: number | null;
  priority: Priority | undefined;
  dictationTypes: readonly DictationType[];
  aiPostProcessing: boolean;
}): ImportRequest {
  const { details } = options;
  const field = dictationTypeField({
    aiPostProcessing: options.aiPostProcessing,
    priority: options.priority,
    typeCount: options.dictationTypes.length,
  });
  return {
    authorId: options.target.authorId ?? 0,
    priorityId: details.priorityId ?? 0,
    organisationItemId: options.itemId,
    labelName: details.labelName,
    patientMRN: details.mrn.trim() === '' ? null : details.mrn,
    sampleID: details.sampleId.trim() === '' ? null : details.sampleId,
    fileFormat: audioFileFormat(options.fileName) ?? '',
    ...(options.durationMs !== null ? { audioDuration: options.durationMs / 1000 } : {}),
    dictationType: effectiveDictationType(details.dictationType, field, options.dictationTypes),
  };
}

/**
 * The Reason shown for a file the server did not take (spec 000 section 8 names 'Failed to save
 * file', 'Failed to create job' and 'System error'; docs/wire-contract.md says which is which):
 * the server's own text for a refusal, 'Failed to save file' when the file never arrived.
 */
export function uploadFailureReason(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.systemError;
  if (error.kind === 'network') return messages.failedToSaveFile;
  if (error.kind === 'http' && error.status !== undefined && error.status < 500 && error.message)
    return error.message;
  return messages.systemError;
}
