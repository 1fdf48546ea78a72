import type { OrganisationItem } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { givenChoice } from './useLetterChoice';

const organisations: OrganisationItem[] = [
  {
    id: 1,
    name: 'Hospital',
    childrenOrgItems: [
      { id: 11, name: 'Cardiology' },
      { id: 12, name: 'Radiology' },
    ],
  },
  { id: 3, name: 'Practice', childrenOrgItems: [] },
];

describe('givenChoice: what a host gives is used and locked (issue 18)', () => {
  it('locks nothing when nothing is given', () => {
    expect(givenChoice(organisations, undefined)).toEqual({
      choice: {},
      locked: { organisation: false, department: false, mrn: false, label: false, dictationType: false },
    });
  });

  it('takes a department with its organisation, and the patient, label and dictation type', () => {
    expect(
      givenChoice(organisations, {
        departmentId: 12,
        patientNumber: 'RX0451277',
        labelName: 'Referral',
        dictationType: 'Letter',
      }),
    ).toEqual({
      choice: {
        organisationId: 1,
        departmentId: 12,
        mrn: 'RX0451277',
        labelName: 'Referral',
        dictationType: 'Letter',
      },
      locked: { organisation: true, department: true, mrn: true, label: true, dictationType: true },
    });
  });

  it('locks the organisation alone and leaves its department to be asked', () => {
    const given = givenChoice(organisations, { organisationId: 1 });
    expect(given.choice).toEqual({ organisationId: 1 });
    expect(given.locked).toMatchObject({ organisation: true, department: false });
  });

  it('ignores a place the user does not have, which is then asked for', () => {
    const given = givenChoice(organisations, { departmentId: 99, patientNumber: '' });
    expect(given.choice).toEqual({});
    expect(given.locked).toMatchObject({ organisation: false, department: false, mrn: false });
  });
});
