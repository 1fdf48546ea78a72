import type { OrganisationItem, Priority } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import {
  defaultDictationType,
  defaultPriorityOf,
  dictationTypeField,
  effectiveDictationType,
  fieldProblems,
  isFastComplete,
  labelField,
  noneTemplateId,
  patientFieldToSave,
  templateField,
} from './letterFieldRules';

const labels = [
  { id: 1, name: 'Follow-up' },
  { id: 2, name: 'Referral' },
];
const cardiology: OrganisationItem = {
  id: 11,
  name: 'Cardiology',
  showLabels: true,
  mandatoryLabel: true,
  letterLabels: labels,
  mandatoryMRN: true,
  showSampleID: true,
};
const radiology: OrganisationItem = { id: 12, name: 'Radiology', showLabels: true, letterLabels: labels };
const pathology: OrganisationItem = { id: 13, name: 'Pathology', showLabels: false, letterLabels: labels };

describe('labelField (spec 000 sections 2 and 5)', () => {
  it('offers None first unless labels are mandatory', () => {
    expect(labelField(radiology)).toEqual({
      shown: true,
      mandatory: false,
      options: [{ id: -1, name: 'None' }, ...labels],
    });
    expect(labelField(cardiology)).toEqual({ shown: true, mandatory: true, options: labels });
  });
  it('hides the label when the department does not show labels', () => {
    expect(labelField(pathology)).toMatchObject({ shown: false, mandatory: false });
    expect(labelField(undefined).shown).toBe(false);
  });
});

describe('fieldProblems with a hidden Hosp. No. (spec 000 section 3: showMRN)', () => {
  it('does not require a Hosp. No./NHS No. the department hides', () => {
    const hidden: OrganisationItem = { ...cardiology, showMRN: false, mandatoryMRN: true };
    expect(
      fieldProblems({
        item: hidden,
        labelName: 'Clinic',
        mrn: '',
        hasExternalPatient: false,
        hospitalNumberLabel: 'Hosp. No.',
      }),
    ).toEqual([]);
  });
});

describe('patientFieldToSave (a hidden Hosp. No. or Sample ID)', () => {
  it('saves what is shown, keeps a hidden value in the department of the letter, drops it elsewhere', () => {
    expect(patientFieldToSave('S-1', { shown: true, inLettersDepartment: false })).toBe('S-1');
    expect(patientFieldToSave('S-1', { shown: false, inLettersDepartment: true })).toBe('S-1');
    expect(patientFieldToSave('S-1', { shown: false, inLettersDepartment: false })).toBeNull();
    expect(patientFieldToSave('', { shown: true, inLettersDepartment: true })).toBeNull();
  });
});

describe('dictation type (spec 000 section 4)', () => {
  const priority = (workflow: string | null): Priority => ({ id: 1, name: 'P', workflow });
  it('is shown with AI post-processing unless the workflow is Manual', () => {
    expect(
      dictationTypeField({ aiPostProcessing: true, priority: priority('Standard'), typeCount: 3 }),
    ).toEqual({
      shown: true,
      enabled: false,
    });
    expect(
      dictationTypeField({ aiPostProcessing: true, priority: priority('Manual'), typeCount: 3 }).shown,
    ).toBe(false);
    expect(
      dictationTypeField({ aiPostProcessing: false, priority: priority('GP'), typeCount: 3 }).shown,
    ).toBe(false);
  });
  it('is enabled only for workflow GP with two or more types', () => {
    expect(
      dictationTypeField({ aiPostProcessing: true, priority: priority('GP'), typeCount: 2 }).enabled,
    ).toBe(true);
    expect(
      dictationTypeField({ aiPostProcessing: true, priority: priority('GP'), typeCount: 1 }).enabled,
    ).toBe(false);
  });
  it('defaults to the first type, else Dictation', () => {
    expect(defaultDictationType([{ type: 'Conversation' }, { type: 'Dictation' }])).toBe('Conversation');
    expect(defaultDictationType([])).toBe('Dictation');
  });
  it('keeps the choice only where the user can make one', () => {
    const types = [{ type: 'Dictation' }, { type: 'Conversation' }];
    expect(effectiveDictationType('Conversation', { shown: true, enabled: true }, types)).toBe(
      'Conversation',
    );
    expect(effectiveDictationType('Conversation', { shown: true, enabled: false }, types)).toBe('Dictation');
    expect(effectiveDictationType('Unknown', { shown: true, enabled: true }, types)).toBe('Dictation');
    expect(effectiveDictationType(null, { shown: true, enabled: true }, types)).toBe('Dictation');
  });
});

describe('fieldProblems (spec 000 section 5)', () => {
  const base = {
    item: cardiology,
    labelName: null,
    mrn: '',
    hasExternalPatient: false,
    hospitalNumberLabel: 'Hosp. No.',
  };
  it('asks for a mandatory MRN, named by the DMION setting, and a mandatory label', () => {
    expect(fieldProblems(base)).toEqual(['Please fill Hosp. No.', 'Please pick a label']);
    expect(fieldProblems({ ...base, hospitalNumberLabel: 'NHS No.' })[0]).toBe('Please fill NHS No.');
    expect(fieldProblems({ ...base, mrn: '  ' })[0]).toBe('Please fill Hosp. No.');
  });
  it('needs no MRN with an external patient', () => {
    expect(fieldProblems({ ...base, hasExternalPatient: true })).toEqual(['Please pick a label']);
  });
  it('is satisfied when both are filled, or not mandatory', () => {
    expect(fieldProblems({ ...base, mrn: 'H1', labelName: 'Referral' })).toEqual([]);
    expect(fieldProblems({ ...base, item: radiology })).toEqual([]);
  });
});

describe('the user settings of a department (spec 001 section 5)', () => {
  it('takes the default priority only when the user turned it on', () => {
    expect(
      defaultPriorityOf({ ...radiology, defaultPriorityId: 5, defaultPriorityEnabledByUser: true }),
    ).toBe(5);
    expect(
      defaultPriorityOf({ ...radiology, defaultPriorityId: 5, defaultPriorityEnabledByUser: false }),
    ).toBeNull();
    expect(defaultPriorityOf({ ...radiology, defaultPriorityEnabledByUser: true })).toBeNull();
  });
  it('completes fast only when the department allows it and the user turned it on', () => {
    expect(isFastComplete({ ...radiology, allowFastComplete: true, fastCompleteEnabledByUser: true })).toBe(
      true,
    );
    expect(isFastComplete({ ...radiology, allowFastComplete: false, fastCompleteEnabledByUser: true })).toBe(
      false,
    );
    expect(isFastComplete({ ...radiology, allowFastComplete: true, fastCompleteEnabledByUser: false })).toBe(
      false,
    );
    expect(isFastComplete(undefined)).toBe(false);
  });
});

describe('templateField (issue 23: templates offered where the department has them)', () => {
  it('is hidden without templates', () => {
    expect(templateField([]).shown).toBe(false);
  });
  it('offers None first, then the templates by name', () => {
    expect(
      templateField([
        { id: 4, name: 'Radiology letter' },
        { id: 5, name: '' },
      ]),
    ).toEqual({
      shown: true,
      options: [
        { id: noneTemplateId, name: 'None' },
        { id: 4, name: 'Radiology letter' },
        { id: 5, name: 'Template 5' },
      ],
    });
  });
});
