/**
 * What the job header shows and how its choices behave (spec 000 sections 2-5, spec 001 section
 * 9). Pure functions: the header, its stories and its tests share them.
 */
import {
  messages as coreMessages,
  displayValueLimit,
  externalClinicalSystems,
  formatDate,
  formatNhsNumber,
  formatPatientName,
  hospitalNumberField,
  type LetterMetadata,
  sampleIdShown,
  type Template,
  truncateValue,
} from '@dictation/core';
import { headerMessages } from '../messages';

/** Spec 001 section 9: priority 1 is normal, any other is shown as urgent. */
export const normalPriorityId = 1;

export const isUrgentPriority = (priorityId: number | null | undefined): boolean =>
  priorityId != null && priorityId !== normalPriorityId;

/** The modals the header opens. */
export type HeaderDialog = 'label' | 'mrn' | 'sampleId' | 'organisation' | 'template';

/** One field of the header: its name, its whole value, and the modal that changes it. */
export interface HeaderRow {
  id: string;
  term: string;
  /** The whole value; '' when empty. */
  value: string;
  edit?: HeaderDialog;
}

/** A value as shown: over 30 characters, the first 27 and an ellipsis (spec 000 section 2). */
export interface ShownValue {
  text: string;
  /** The whole value, for the tooltip and the accessible name. */
  full: string;
  isTruncated: boolean;
}

export function shownValue(value: string): ShownValue {
  const full = value === '' ? headerMessages.none : value;
  return { text: truncateValue(full), full, isTruncated: full.length > displayValueLimit };
}

/** Spec 000 section 2: the stage, or Deleted. */
export const stageOf = (letter: Pick<LetterMetadata, 'isDeleted' | 'letterStepName'>): string =>
  letter.isDeleted ? headerMessages.deleted : (letter.letterStepName ?? '');

const referenceName = (system: number | null | undefined) =>
  headerMessages.reference(system === externalClinicalSystems.tpp ? 'TPP' : 'EMIS');

/** A row the department may hide. */
const optionalRow = (shown: boolean | null | undefined, row: HeaderRow): HeaderRow[] => (shown ? [row] : []);

/**
 * The header's fields (spec 000 section 2 "Job header"). With a patient from the external system:
 * department, patient, date of birth, NHS number, reference and Sample ID, none of them editable.
 * Without: label (where the department shows labels), Hosp. No./NHS No. (unless the department
 * hides it), Sample ID (where the department shows it), organisation and department, each naming
 * the modal that changes it.
 */
export function headerRows(letter: LetterMetadata, hospitalNumberLabel: string): HeaderRow[] {
  const common: HeaderRow[] = [
    { id: 'stage', term: headerMessages.stage, value: stageOf(letter) },
    { id: 'job', term: headerMessages.job, value: String(letter.id) },
  ];
  const sampleId: HeaderRow = { id: 'sampleId', term: headerMessages.sampleId, value: letter.sampleID ?? '' };
  const department: HeaderRow = {
    id: 'department',
    term: headerMessages.department,
    value: letter.departmentName ?? '',
  };
  if (letter.isExternalSystemPatient) {
    const patient = letter.externalPatient;
    return [
      ...common,
      department,
      {
        id: 'patient',
        term: headerMessages.patient,
        value: formatPatientName(patient?.familyName, patient?.firstNames),
      },
      { id: 'dateOfBirth', term: headerMessages.dateOfBirth, value: formatDate(patient?.dateOfBirth) },
      { id: 'nhsNumber', term: coreMessages.nhsNumber, value: formatNhsNumber(patient?.nhsNumber) },
      {
        id: 'reference',
        term: referenceName(patient?.externalClinicalSystem ?? letter.externalClinicalSystem),
        value: patient?.refId ?? '',
      },
      ...optionalRow(sampleIdShown(letter), sampleId),
    ];
  }
  return [
    ...common,
    ...optionalRow(letter.isLabelAble, {
      id: 'label',
      term: headerMessages.label,
      value: letter.labelName ?? '',
      edit: 'label',
    }),
    ...optionalRow(hospitalNumberField(letter).shown, {
      id: 'mrn',
      term: hospitalNumberLabel,
      value: letter.patientMRN ?? '',
      edit: 'mrn',
    }),
    ...optionalRow(sampleIdShown(letter), { ...sampleId, edit: 'sampleId' }),
    {
      id: 'organisation',
      term: headerMessages.organisation,
      value: letter.organisationName ?? '',
      edit: 'organisation',
    },
    { ...department, edit: 'organisation' },
  ];
}

/**
 * The template row, where the department has templates (spec 001 sections 4 and 7:
 * `update-template`); the letter's template by name, '' when it has none of them.
 */
export function templateRows(
  letter: Pick<LetterMetadata, 'templateId'>,
  templates: readonly Template[] | undefined,
): HeaderRow[] {
  if (!templates?.length) return [];
  const current = templates.find((template) => template.id === letter.templateId);
  return [{ id: 'template', term: headerMessages.template, value: current?.name ?? '', edit: 'template' }];
}

/** Spec 000 section 4: moving to another department clears the label and the MRN. */
export const departmentChangeClears = (
  letter: Pick<LetterMetadata, 'organisationItemId' | 'labelName' | 'patientMRN'>,
  itemId: number | null,
): boolean =>
  itemId !== null && itemId !== letter.organisationItemId && Boolean(letter.labelName || letter.patientMRN);
