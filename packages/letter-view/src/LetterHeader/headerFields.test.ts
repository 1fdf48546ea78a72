import type { LetterMetadata } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { departmentChangeClears, headerRows, isUrgentPriority, shownValue, stageOf } from './headerFields';

const letter: LetterMetadata = {
  id: 4711,
  letterStepName: 'To Review',
  letterStepType: 5000,
  labelName: 'Clinic',
  patientMRN: 'H123',
  sampleID: 'S-9',
  organisationItemId: 21,
  organisationName: 'General Hospital',
  departmentName: 'Cardiology',
  isLabelAble: true,
  showSampleID: true,
};

const termsAndValues = (rows: ReturnType<typeof headerRows>) =>
  rows.map(({ term, value, edit }) => [term, value, edit ?? null]);

describe('values over 30 characters (spec 000 section 2)', () => {
  it('keeps 30 characters, shows 27 and an ellipsis above, with the whole value kept', () => {
    expect(shownValue('a'.repeat(30))).toEqual({
      text: 'a'.repeat(30),
      full: 'a'.repeat(30),
      isTruncated: false,
    });
    expect(shownValue(`${'b'.repeat(27)}cdef`)).toEqual({
      text: `${'b'.repeat(27)}...`,
      full: `${'b'.repeat(27)}cdef`,
      isTruncated: true,
    });
  });

  it('shows None for an empty value', () => expect(shownValue('').text).toBe('None'));
});

describe('header fields (spec 000 section 2 "Job header")', () => {
  it('shows the stage, or Deleted', () => {
    expect(stageOf(letter)).toBe('To Review');
    expect(stageOf({ ...letter, isDeleted: true })).toBe('Deleted');
  });

  it('without an external patient: label, MRN, Sample ID, Org and Dept, each with its modal', () => {
    expect(termsAndValues(headerRows(letter, 'Hosp. No.'))).toEqual([
      ['Stage', 'To Review', null],
      ['Job', '4711', null],
      ['Label', 'Clinic', 'label'],
      ['Hosp. No.', 'H123', 'mrn'],
      ['Sample ID', 'S-9', 'sampleId'],
      ['Org', 'General Hospital', 'organisation'],
      ['Dept', 'Cardiology', 'organisation'],
    ]);
  });

  it('names the MRN by the tenant setting and hides what the department does not show', () => {
    const rows = headerRows({ ...letter, isLabelAble: false, showSampleID: false }, 'NHS No.');
    expect(rows.map((row) => row.term)).toEqual(['Stage', 'Job', 'NHS No.', 'Org', 'Dept']);
    expect(headerRows({ ...letter, showMRN: false }, 'Hosp. No.').map((row) => row.id)).not.toContain('mrn');
  });

  it('with an external patient: the patient, formatted, and nothing editable', () => {
    const external: LetterMetadata = {
      ...letter,
      isExternalSystemPatient: true,
      externalPatient: {
        familyName: "O'Neil",
        firstNames: 'Sam',
        dateOfBirth: '1970-03-14T00:00:00',
        nhsNumber: '4857773456',
        refId: '500123',
        externalClinicalSystem: 10,
      },
    };
    expect(termsAndValues(headerRows(external, 'Hosp. No.'))).toEqual([
      ['Stage', 'To Review', null],
      ['Job', '4711', null],
      ['Dept', 'Cardiology', null],
      ['Patient', "O'NEIL, Sam", null],
      ['DoB', '14-Mar-1970', null],
      ['NHS No.', '485 777 3456', null],
      ['EMIS reference', '500123', null],
      ['Sample ID', 'S-9', null],
    ]);
    const tpp = { ...external, externalPatient: { ...external.externalPatient, externalClinicalSystem: 20 } };
    expect(headerRows(tpp, 'Hosp. No.').map((row) => row.term)).toContain('TPP reference');
  });
});

describe('moving to another department (spec 000 section 4)', () => {
  it('says when moving clears the label and the MRN', () => {
    expect(departmentChangeClears(letter, 22)).toBe(true);
    expect(departmentChangeClears(letter, 21)).toBe(false);
    expect(departmentChangeClears(letter, null)).toBe(false);
    expect(departmentChangeClears({ ...letter, labelName: null, patientMRN: '' }, 22)).toBe(false);
  });
});

describe('priority (spec 001 section 9)', () => {
  it('is urgent unless it is priority 1', () => {
    expect(isUrgentPriority(1)).toBe(false);
    expect(isUrgentPriority(2)).toBe(true);
    expect(isUrgentPriority(null)).toBe(false);
  });
});
