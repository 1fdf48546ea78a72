import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import type { UserProfile } from '../schemas/profile';
import { filterMrnInput, filterSampleIdInput } from './inputFilters';
import { completedArchiveMonths, hospitalNumberLabel, usesHospitalNumber } from './packageSettings';
import {
  confirmationProblem,
  currentPasswordProblem,
  forgotPasswordFailureMessage,
  loginProblems,
  newPasswordProblems,
} from './passwords';
import {
  canApproveLetter,
  canCreateLetter,
  canOpenAdminPanel,
  canUnlockLetter,
  canUseAuthorSettings,
  completionBlockMessage,
  isAuthorRole,
} from './roles';

const withRoles = (...roles: [string, number][]): Pick<UserProfile, 'id' | 'roles'> => ({
  id: 5,
  roles: roles.map(([name, type]) => ({ name, type })),
});
const settings = (...entries: [string, string][]) => ({
  moduleData: { packageSettings: entries.map(([code, value]) => ({ code, value })) },
});

describe('MRN and Sample ID input (spec 000 section 5)', () => {
  it("accepts letters, digits and _ @ , . space / \\ ' # & + -", () => {
    const allowed = "Ab9_@,. /\\'#&+-";
    expect(filterMrnInput(allowed, '')).toBe(allowed);
  });

  it('ignores a value with another character', () => {
    expect(filterMrnInput('AB1!', 'AB1')).toBe('AB1');
    expect(filterSampleIdInput('S*', 'S')).toBe('S');
  });

  it('ignores input past 30 (MRN) and 50 (Sample ID) characters', () => {
    expect(filterMrnInput('a'.repeat(30), '')).toHaveLength(30);
    expect(filterMrnInput('a'.repeat(31), 'keep')).toBe('keep');
    expect(filterSampleIdInput('a'.repeat(50), '')).toHaveLength(50);
    expect(filterSampleIdInput('a'.repeat(51), 'keep')).toBe('keep');
  });

  it('empty clears', () => expect(filterMrnInput('', 'AB1')).toBe(''));
});

describe('roles (spec 000 section 6, 001 section 6)', () => {
  it('new letter access is decided by the first role: Doctor or the admin roles', () => {
    for (const name of ['Doctor', 'Administrator', 'SupportAdministrator', 'CustomerAdministrator']) {
      expect(canCreateLetter(withRoles([name, 1]))).toBe(true);
    }
    expect(canCreateLetter(withRoles(['Secretary', 100], ['Doctor', 200]))).toBe(false);
    expect(canCreateLetter(withRoles())).toBe(false);
  });

  it('admin panel link: a role of type 299, 300 or 400, or an admin role name', () => {
    expect(canOpenAdminPanel(withRoles(['Doctor', 200], ['X', 299]))).toBe(true);
    expect(canOpenAdminPanel(withRoles(['X', 300]))).toBe(true);
    expect(canOpenAdminPanel(withRoles(['X', 400]))).toBe(true);
    expect(canOpenAdminPanel(withRoles(['Doctor', 200], ['CustomerAdministrator', 1]))).toBe(true);
    expect(canOpenAdminPanel(withRoles(['Doctor', 200], ['Secretary', 298]))).toBe(false);
  });

  it('author is role type 200 on the first role', () => {
    expect(isAuthorRole(withRoles(['Doctor', 200]))).toBe(true);
    expect(isAuthorRole(withRoles(['Secretary', 100], ['Doctor', 200]))).toBe(false);
  });

  it('author settings are for non-secretaries with a role', () => {
    expect(canUseAuthorSettings(withRoles(['Doctor', 200]))).toBe(true);
    expect(canUseAuthorSettings(withRoles(['Secretary', 100]))).toBe(false);
    expect(canUseAuthorSettings(withRoles())).toBe(false);
  });

  it('secretaries and the original author can unlock; others cannot', () => {
    const letter = { authorId: 9, isAuthor: false };
    expect(canUnlockLetter(withRoles(['Secretary', 100]), letter)).toBe(true);
    expect(canUnlockLetter(withRoles(['Doctor', 200]), letter)).toBe(false);
    expect(canUnlockLetter(withRoles(['Doctor', 200]), { authorId: 5 })).toBe(true);
    expect(canUnlockLetter(withRoles(['Doctor', 200]), { authorId: 9, isAuthor: true })).toBe(true);
  });

  it('approval: author-only type by the author, all-authors type by a secretary', () => {
    const doctor = withRoles(['Doctor', 200]);
    const secretary = withRoles(['Secretary', 100]);
    expect(canApproveLetter(doctor, { authorId: 5, letterApprovalType: 1 })).toBe(true);
    expect(canApproveLetter(doctor, { authorId: 6, letterApprovalType: 1 })).toBe(false);
    expect(canApproveLetter(secretary, { authorId: 6, letterApprovalType: 1 })).toBe(false);
    expect(canApproveLetter(secretary, { authorId: 6, letterApprovalType: 2 })).toBe(true);
    expect(canApproveLetter(doctor, { authorId: 5, letterApprovalType: 2 })).toBe(false);
    expect(canApproveLetter(doctor, { authorId: 5, letterApprovalType: 0 })).toBe(false);
  });

  it('doctor-complete blocked: authors cannot complete at To Review nor un-complete', () => {
    const doctor = withRoles(['Doctor', 200]);
    const blocked = { doctorCompleteBlockedByOrgItem: true };
    expect(completionBlockMessage(doctor, { ...blocked, letterStepName: 'To Review' })).toBe(
      'You have no permission to complete the job',
    );
    expect(
      completionBlockMessage(doctor, { ...blocked, letterStepName: 'Completed', letterStepType: 7000 }),
    ).toBe('You have no permission to UNcomplete the job');
    expect(
      completionBlockMessage(withRoles(['Secretary', 100]), { ...blocked, letterStepName: 'To Review' }),
    ).toBeNull();
    expect(
      completionBlockMessage(doctor, { doctorCompleteBlockedByOrgItem: false, letterStepName: 'To Review' }),
    ).toBeNull();
  });
});

describe('package settings', () => {
  it('DMION true or absent -> Hosp. No., otherwise NHS No.', () => {
    expect(hospitalNumberLabel(settings())).toBe('Hosp. No.');
    expect(hospitalNumberLabel(null)).toBe('Hosp. No.');
    expect(hospitalNumberLabel(settings(['DMION', 'true']))).toBe('Hosp. No.');
    expect(hospitalNumberLabel(settings(['DMION', 'false']))).toBe('NHS No.');
    // Anything but true names the NHS number: '0' and 'no' too, on every page.
    expect(hospitalNumberLabel(settings(['DMION', '0']))).toBe('NHS No.');
    expect(usesHospitalNumber(settings(['DMION', 'no']))).toBe(false);
    expect(usesHospitalNumber(settings(['DMION', ' TRUE ']))).toBe(true);
  });

  it('CJLMC archive months, default 3', () => {
    expect(completedArchiveMonths(settings(['CJLMC', '6']))).toBe(6);
    expect(completedArchiveMonths(settings())).toBe(3);
    expect(completedArchiveMonths(settings(['CJLMC', 'x']))).toBe(3);
  });
});

describe('passwords (spec 000 section 5, 001 section 5)', () => {
  it('requires a password, worded per form', () => {
    expect(newPasswordProblems('', 'reset')).toEqual(['Please input your password']);
    expect(newPasswordProblems('', 'change')).toEqual(['Please input your new password']);
  });

  it('needs a digit, a lower-case letter and 6 to 15 characters', () => {
    expect(newPasswordProblems('ABCDEF', 'change')).toEqual([
      '* Password should contain at least one number',
      '* Password should contain at least one lower case character',
    ]);
    expect(newPasswordProblems('ab1', 'change')).toEqual([
      '* Password length should be between 6 and 15 characters',
    ]);
    expect(newPasswordProblems('abcdefghijklmn12', 'change')).toEqual([
      '* Password length should be between 6 and 15 characters',
    ]);
    expect(newPasswordProblems('abcde1', 'reset')).toEqual([]);
    expect(newPasswordProblems('abcdefghijklm12', 'reset')).toEqual([]);
  });

  it('confirmation is required and must match', () => {
    expect(confirmationProblem('abcde1', '', 'reset')).toBe('Please confirm your password');
    expect(confirmationProblem('abcde1', '', 'change')).toBe('Please confirm your new password');
    expect(confirmationProblem('abcde1', 'abcde2', 'change')).toBe(
      'Two passwords that you enter are inconsistent!',
    );
    expect(confirmationProblem('abcde1', 'abcde1', 'change')).toBeNull();
  });

  it('current password, sign-in and forgot-password messages', () => {
    expect(currentPasswordProblem('')).toBe('Please input your current password');
    expect(loginProblems({ username: ' ', password: '' })).toEqual({
      username: 'Please input your username',
      password: 'Please input your password',
    });
    expect(forgotPasswordFailureMessage(404)).toBe('Username not registered');
    expect(forgotPasswordFailureMessage(500)).toBe(messages.confirmationEmailFailed);
  });
});
