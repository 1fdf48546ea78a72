import {
  createAccountStorage,
  createMemoryStorage,
  type LetterMetadata,
  letterStepTypes,
  type OrganisationItem,
} from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { openingDepartmentOf } from './openingChoice';

const hospital: OrganisationItem = {
  id: 1,
  name: 'Hospital',
  childrenOrgItems: [
    { id: 11, name: 'Cardiology' },
    { id: 12, name: 'Radiology' },
  ],
};
const clinic: OrganisationItem = { id: 2, name: 'Clinic', childrenOrgItems: [{ id: 21, name: 'Nursing' }] };
const practice: OrganisationItem = { id: 3, name: 'Practice', childrenOrgItems: [] };

/** The author's open job as `current-letter` answers it. */
const job = (organisationItemId: number, letterStepType: number = letterStepTypes.audioCapture) =>
  ({ id: 5, organisationItemId, letterStepType }) as LetterMetadata;

function accountRemembering(preselection?: { organisationId: number; departmentId: number | null }) {
  const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 7 });
  if (preselection) storage.set('preselection', { ...preselection, labelName: null });
  return storage;
}

describe('openingDepartmentOf (issue 33: the lists the recording page reads first)', () => {
  const organisations = [hospital, clinic, practice];

  it("is the open job's department, whatever was remembered", () => {
    const remembered = accountRemembering({ organisationId: 2, departmentId: 21 });
    expect(openingDepartmentOf(organisations, job(12), remembered)).toBe(12);
  });

  it('without an open job, is the department the user chose last', () => {
    expect(
      openingDepartmentOf(organisations, null, accountRemembering({ organisationId: 1, departmentId: 11 })),
    ).toBe(11);
  });

  it('is an organisation without departments itself, and the only department of one with one', () => {
    expect(
      openingDepartmentOf(organisations, null, accountRemembering({ organisationId: 3, departmentId: null })),
    ).toBe(3);
    expect(
      openingDepartmentOf(organisations, null, accountRemembering({ organisationId: 2, departmentId: null })),
    ).toBe(21);
    expect(openingDepartmentOf([clinic], null, accountRemembering())).toBe(21);
  });

  it('is none while the user has a department to choose', () => {
    expect(openingDepartmentOf(organisations, null, accountRemembering())).toBeNull();
    expect(
      openingDepartmentOf(organisations, null, accountRemembering({ organisationId: 1, departmentId: null })),
    ).toBeNull();
    // A job whose department the user no longer has.
    expect(openingDepartmentOf(organisations, job(99), accountRemembering())).toBeNull();
  });

  it('leaves a job past Audio capture, which the page does not reopen, for the remembered department', () => {
    const remembered = accountRemembering({ organisationId: 1, departmentId: 11 });
    expect(openingDepartmentOf(organisations, job(12, letterStepTypes.toReview), remembered)).toBe(11);
  });
});
