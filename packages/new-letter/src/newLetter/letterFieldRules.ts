/**
 * Which metadata fields the recording page shows, and how choices change together (spec 000
 * sections 2, 4 and 5). Pure functions: the page and its tests share them.
 */
import {
  type DictationType,
  hospitalNumberField,
  type Label,
  labelChoices,
  type OrganisationItem,
  type Priority,
  type Template,
} from '@dictation/core';
import { newLetterMessages as messages } from '../messages';

/** The 'None' template choice (no template): not a template id, like the None label. */
export const noneTemplateId = -1;

export interface LabelField {
  /** The department shows labels. */
  shown: boolean;
  mandatory: boolean;
  /** The department's labels, after None unless labels are mandatory (core's labelChoices). */
  options: Label[];
}

/** Spec 000 sections 2 and 5: labels when the department shows them; None unless mandatory. */
export function labelField(item: OrganisationItem | undefined): LabelField {
  const shown = item?.showLabels === true;
  const mandatory = shown && item?.mandatoryLabel === true;
  const labels = shown ? (item?.letterLabels ?? []) : [];
  return {
    shown,
    mandatory,
    options: labelChoices(labels, mandatory),
  };
}

export interface TemplateField {
  shown: boolean;
  /** 'None' first: a letter needs no template. */
  options: { id: number; name: string }[];
}

/** Issue 23: a template is offered where the department has templates; none is the default. */
export function templateField(templates: readonly Template[]): TemplateField {
  return {
    shown: templates.length > 0,
    options: [
      { id: noneTemplateId, name: messages.noTemplate },
      ...templates.map((template) => ({
        id: template.id,
        name: template.name || messages.untitledTemplate(template.id),
      })),
    ],
  };
}

/**
 * What a patient field (Hosp. No., Sample ID) is saved as: the page's value where the field is
 * shown. A hidden field keeps the letter's own value while the letter stays in its department
 * (reopening a job must not erase a number another screen or system gave it); moved to a
 * department that hides the field, the letter no longer carries it.
 */
export function patientFieldToSave(
  value: string,
  { shown, inLettersDepartment }: { shown: boolean; inLettersDepartment: boolean },
): string | null {
  return (shown || inLettersDepartment) && value !== '' ? value : null;
}

export interface DictationTypeField {
  shown: boolean;
  enabled: boolean;
}

/** Spec 000 section 9: the workflow values. */
export const dictationWorkflows = { manual: 'Manual', gp: 'GP' } as const;

/**
 * Spec 000 section 4: shown only with AI post-processing and a priority workflow other than
 * Manual; enabled only for workflow GP with two or more types.
 */
export function dictationTypeField(options: {
  aiPostProcessing: boolean;
  priority: Priority | undefined;
  typeCount: number;
}): DictationTypeField {
  const workflow = options.priority?.workflow ?? null;
  const shown = options.aiPostProcessing && workflow !== dictationWorkflows.manual;
  return { shown, enabled: shown && workflow === dictationWorkflows.gp && options.typeCount >= 2 };
}

/** The default dictation type: the first offered, else 'Dictation' (spec 000 sections 3 and 4). */
export function defaultDictationType(types: readonly DictationType[]): string {
  return types[0]?.type ?? 'Dictation';
}

/** The type a letter gets: the user's choice only where they can make one, else the default. */
export function effectiveDictationType(
  chosen: string | null,
  field: DictationTypeField,
  types: readonly DictationType[],
): string {
  const offered = chosen !== null && types.some((type) => type.type === chosen);
  return field.enabled && offered ? chosen : defaultDictationType(types);
}

/** What must be filled before Complete runs, beyond priority and department (spec 000 section 5). */
export function fieldProblems(options: {
  item: OrganisationItem | undefined;
  labelName: string | null;
  mrn: string;
  /** A patient from the external system replaces the MRN. */
  hasExternalPatient: boolean;
  hospitalNumberLabel: string;
}): string[] {
  const problems: string[] = [];
  const mrnMissing = hospitalNumberField(options.item).mandatory && options.mrn.trim() === '';
  if (mrnMissing && !options.hasExternalPatient)
    problems.push(messages.fillHospitalNumber(options.hospitalNumberLabel));
  if (labelField(options.item).mandatory && options.labelName === null) problems.push(messages.pickLabel);
  return problems;
}

/** The department's default priority when the user turned it on (Settings, Default priority). */
export function defaultPriorityOf(item: OrganisationItem | undefined): number | null {
  return item?.defaultPriorityEnabledByUser === true ? (item.defaultPriorityId ?? null) : null;
}

/**
 * Spec 000 sections 4 and 5: fast complete (no 'Complete this dictation?', and the page starts the
 * next job instead of going to the list) when the department allows it and the user turned it on.
 */
export const isFastComplete = (item: OrganisationItem | undefined): boolean =>
  item?.allowFastComplete === true && item.fastCompleteEnabledByUser === true;
