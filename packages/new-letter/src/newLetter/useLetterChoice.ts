import {
  chosenOrganisationItem,
  hospitalNumberField,
  hospitalNumberLabel,
  type LetterFields,
  type OrganisationItem,
  offeredTemplates,
  organisationChoiceOf,
  sampleIdShown,
  withOnlyChoices,
} from '@dictation/core';
import {
  useAccountStorage,
  useDictationTypes,
  useMyTemplates,
  useOrganisationItems,
  usePriorities,
  useTemplates,
  useUserProfile,
} from '@dictation/core/react';
import { useCallback, useRef, useState } from 'react';
import { externalSystemOf } from './externalPatientRules';
import {
  defaultPriorityOf,
  dictationTypeField,
  effectiveDictationType,
  fieldProblems,
  isFastComplete,
  labelField,
  patientFieldToSave,
  templateField,
} from './letterFieldRules';
import { changeChoice, completionProblems, validPriority } from './newLetterRules';
import { type LetterChoice, type LetterFieldSource, openingChoice } from './openingChoice';

const noOrganisations: OrganisationItem[] = [];

/**
 * The patient and place a host page gives the recorder (issue 18): each given value is used and
 * its field locked; what is missing is asked for as on the recording page.
 */
export interface GivenLetterContext {
  /** Hosp. No. or NHS No. (the letter's `patientMRN`), as the tenant numbers patients. */
  patientNumber?: string | undefined;
  organisationId?: number | undefined;
  /** A department of the organisation (its organisation is then known too). */
  departmentId?: number | undefined;
  dictationType?: string | undefined;
  labelName?: string | undefined;
}

/** Which of the choice's fields a host gave, so the page shows them locked. */
export interface LockedFields {
  organisation: boolean;
  department: boolean;
  mrn: boolean;
  label: boolean;
  dictationType: boolean;
}

/** The given values as a part of the choice (a department names its organisation). */
export function givenChoice(
  organisations: readonly OrganisationItem[],
  given: GivenLetterContext | undefined,
): { choice: Partial<LetterChoice>; locked: LockedFields } {
  const place = organisationChoiceOf(organisations, given?.departmentId ?? given?.organisationId);
  // An organisation alone leaves the department to the user (the given one is not a department).
  const department = given?.departmentId !== undefined && place?.departmentId != null;
  const choice: Partial<LetterChoice> = {
    ...(place ? { organisationId: place.organisationId } : {}),
    ...(department ? { departmentId: place?.departmentId ?? null } : {}),
    ...(given?.patientNumber ? { mrn: given.patientNumber } : {}),
    ...(given?.labelName ? { labelName: given.labelName } : {}),
    ...(given?.dictationType ? { dictationType: given.dictationType } : {}),
  };
  return {
    choice,
    locked: {
      organisation: place !== null,
      department,
      mrn: choice.mrn !== undefined,
      label: choice.labelName !== undefined,
      dictationType: choice.dictationType !== undefined,
    },
  };
}
const noList: never[] = [];

/**
 * Every choice of the recording page: the reopened letter's, else the remembered preselection
 * (spec 000 section 4), with single choices made for the user, the fields the department shows,
 * what still keeps Complete from running and the values the letter is saved with.
 */
export function useLetterChoice(
  letter: LetterFieldSource | null,
  options: { aiPostProcessing: boolean; hasExternalPatient: boolean; given?: GivenLetterContext },
) {
  const storage = useAccountStorage();
  const profile = useUserProfile().data;
  const organisationRead = useOrganisationItems();
  const organisations = organisationRead.data ?? noOrganisations;
  const dictationTypes = useDictationTypes().data ?? noList;
  const [picked, setPicked] = useState<LetterChoice | null>(null);

  const given = givenChoice(organisations, options.given);
  const base = withOnlyChoices(organisations, {
    ...(picked ?? openingChoice(organisations, letter, storage)),
    ...given.choice,
  });
  const item = chosenOrganisationItem(organisations, base);
  const organisationItemId = item?.id ?? null;
  const priorityRead = usePriorities(organisationItemId);
  const priorities = priorityRead.data ?? noList;
  const templateRead = useTemplates(organisationItemId);
  // The user's own templates join the department's; without them (refused, slow) the
  // department's are still offered.
  const myTemplatesRead = useMyTemplates();
  const template = templateField(
    offeredTemplates(
      templateRead.data,
      organisationItemId === null ? [] : myTemplatesRead.data,
      organisationItemId,
    ),
  );
  const templatesLoading =
    templateRead.data === undefined || (myTemplatesRead.data === undefined && !myTemplatesRead.error);
  const label = labelField(item);
  // Spec 000 section 4: a priority or label no longer offered goes back to none. Not while the
  // lists load: a reopened job's priority and label are not dropped for want of their options.
  const labelOffered =
    organisationRead.data === undefined || label.options.some((option) => option.name === base.labelName);
  const choice: LetterChoice = {
    ...base,
    priorityId: validPriority(priorityRead.data, base.priorityId ?? defaultPriorityOf(item)),
    labelName: labelOffered ? base.labelName : null,
    // Kept while the templates load, so a reopened job's template is not dropped.
    templateId:
      templatesLoading || template.options.some((option) => option.id === base.templateId)
        ? base.templateId
        : null,
  };
  const dictationFieldOf = (priorityId: number | null) =>
    dictationTypeField({
      aiPostProcessing: options.aiPostProcessing,
      priority: priorities.find((priority) => priority.id === priorityId),
      typeCount: dictationTypes.length,
    });
  const dictationType = dictationFieldOf(choice.priorityId);
  const mrnLabel = hospitalNumberLabel(profile);

  const problems = completionProblems({
    priorityId: choice.priorityId,
    organisationItemId,
    fieldProblems: fieldProblems({
      item,
      labelName: choice.labelName,
      mrn: choice.mrn,
      hasExternalPatient: options.hasExternalPatient,
      hospitalNumberLabel: mrnLabel,
    }),
  });
  const inLettersDepartment = letter !== null && organisationItemId === (letter.organisationItemId ?? null);
  const values: LetterFields = {
    organisationItemId,
    priority: choice.priorityId,
    labelName: choice.labelName,
    // A host's patient is the letter's whether or not the department shows the field.
    patientMRN: patientFieldToSave(choice.mrn, {
      shown: hospitalNumberField(item).shown || given.locked.mrn,
      inLettersDepartment,
    }),
    sampleID: patientFieldToSave(choice.sampleId, { shown: sampleIdShown(item), inLettersDepartment }),
    dictationType: effectiveDictationType(choice.dictationType, dictationType, dictationTypes),
    templateId: choice.templateId,
  };

  const changeNow = useRef((_next: LetterChoice) => {});
  changeNow.current = (next) => {
    const changed = { ...changeChoice(choice, next, dictationFieldOf), ...given.choice };
    setPicked(changed);
    storage.set('preselection', {
      organisationId: changed.organisationId,
      departmentId: changed.departmentId,
      labelName: changed.labelName,
    });
  };
  // The same function across renders, acting on this render's choice: the fields render again
  // only when what they show changes (LetterChoiceFields).
  const change = useCallback((next: LetterChoice) => changeNow.current(next), []);

  return {
    organisations,
    priorities,
    /** The chosen department's priorities are on their way (the select has nothing to offer yet). */
    prioritiesLoading: organisationItemId !== null && priorityRead.data === undefined && !priorityRead.error,
    dictationTypes,
    choice,
    /** The fields a host gave: shown, not changeable. */
    locked: given.locked,
    organisationItemId,
    /** EMIS or TPP when the department uses one (the patient is asked for before creating). */
    externalSystem: externalSystemOf(item),
    fastComplete: isFastComplete(item),
    /** Spec 000 section 8: organisation items or templates failed to load (alert, log, back to the list). */
    lookupFailure: organisationRead.error ?? templateRead.error,
    fields: {
      label,
      template,
      sampleId: sampleIdShown(item),
      dictationType,
      // A patient from EMIS or TPP carries the NHS number: the field is neither asked nor required.
      mrn: hospitalNumberField(item).shown && !options.hasExternalPatient,
      mrnLabel,
      mrnMandatory: hospitalNumberField(item).mandatory && !options.hasExternalPatient,
    },
    problems,
    values,
    /**
     * The lists the values depend on have answered. Until then the values are provisional (a
     * field whose department is not known yet reads as hidden), so nothing may save them.
     */
    settled: !organisationRead.isLoading && !priorityRead.isLoading && !templateRead.isLoading,
    change,
  };
}

export type LetterChoiceState = ReturnType<typeof useLetterChoice>;
