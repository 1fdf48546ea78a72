import { messages } from '../messages';
import type { LetterMetadata } from '../schemas/letters';
import type { UserProfile } from '../schemas/profile';
import { approvalTypes, isCompletedStep, isStep, stepNames } from './workflow';

type Roles = Pick<UserProfile, 'roles'>;

/** The three admin role names (spec 000 section 6). */
export const adminRoleNames = ['Administrator', 'SupportAdministrator', 'CustomerAdministrator'] as const;
/** Role types that open the Admin Panel. */
export const adminRoleTypes = [299, 300, 400] as const;
/** Role type of authors. */
export const authorRoleType = 200;
export const secretaryRoleName = 'Secretary';

const firstRole = (profile: Roles | null | undefined) => profile?.roles[0];

/** New letter access: decided by the first role only, Doctor or an admin role. */
export function canCreateLetter(profile: Roles | null | undefined): boolean {
  const name = firstRole(profile)?.name;
  return name === 'Doctor' || adminRoleNames.some((admin) => admin === name);
}

/** Admin Panel link: any role of type 299, 300 or 400 or with an admin role name. */
export function canOpenAdminPanel(profile: Roles | null | undefined): boolean {
  return (profile?.roles ?? []).some(
    (role) =>
      adminRoleTypes.some((type) => type === role.type) || adminRoleNames.some((name) => name === role.name),
  );
}

/** The first role is of the author type (200). */
export function isAuthorRole(profile: Roles | null | undefined): boolean {
  return firstRole(profile)?.type === authorRoleType;
}

/** The first role is Secretary (the secretary-class role of spec 001 section 6). */
export function isSecretary(profile: Roles | null | undefined): boolean {
  return firstRole(profile)?.name === secretaryRoleName;
}

/** Recording settings, the sound toggle, foot-pedal recording, default priority and fast complete. */
export function canUseAuthorSettings(profile: Roles | null | undefined): boolean {
  return Boolean(firstRole(profile)) && !isSecretary(profile);
}

type LetterAuthor = Pick<LetterMetadata, 'authorId' | 'isAuthor'>;

/** The user wrote the letter (the server's `isAuthor`, else the author id). */
export function isLetterAuthor(profile: Pick<UserProfile, 'id'>, letter: LetterAuthor): boolean {
  return letter.isAuthor === true || (letter.authorId != null && letter.authorId === profile.id);
}

/** Unlock rights: secretaries and the letter's original author. */
export function canUnlockLetter(profile: Pick<UserProfile, 'id' | 'roles'>, letter: LetterAuthor): boolean {
  return isSecretary(profile) || isLetterAuthor(profile, letter);
}

/**
 * Approval rights: the author-only type by the letter's author, the all-authors type by a
 * secretary-class role; nothing when approval is not required.
 */
export function canApproveLetter(
  profile: Pick<UserProfile, 'id' | 'roles'>,
  letter: LetterAuthor & Pick<LetterMetadata, 'letterApprovalType'>,
): boolean {
  if (letter.letterApprovalType === approvalTypes.beforeSecretaryAuthorOnly)
    return isLetterAuthor(profile, letter);
  if (letter.letterApprovalType === approvalTypes.beforeSecretaryAllAuthors) return isSecretary(profile);
  return false;
}

/** Approval is shown only for the two before-secretary types. */
export function isApprovalShown(letter: Pick<LetterMetadata, 'letterApprovalType'>): boolean {
  return (
    letter.letterApprovalType === approvalTypes.beforeSecretaryAuthorOnly ||
    letter.letterApprovalType === approvalTypes.beforeSecretaryAllAuthors
  );
}

/**
 * Spec 001 section 6: when the organisation blocks doctor completion, non-secretaries cannot
 * Complete at To Review nor Un-complete a Completed letter. Returns the warning, or null if allowed.
 */
export function completionBlockMessage(
  profile: Roles,
  letter: Pick<LetterMetadata, 'doctorCompleteBlockedByOrgItem' | 'letterStepName' | 'letterStepType'>,
): string | null {
  if (!letter.doctorCompleteBlockedByOrgItem || isSecretary(profile)) return null;
  if (isCompletedStep(letter)) return messages.noPermissionToUncomplete;
  if (isStep(letter.letterStepName, stepNames.toReview)) return messages.noPermissionToComplete;
  return null;
}
