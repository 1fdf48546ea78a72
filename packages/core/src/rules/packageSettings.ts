import { messages } from '../messages';
import type { UserProfile } from '../schemas/profile';

type ModuleData = Pick<UserProfile, 'moduleData'> | null | undefined;

/** Package setting codes of the profile's module data. */
export const packageSettingCodes = {
  /** Hospital-number naming; true or absent -> 'Hosp. No.'. */
  hospitalNumberNaming: 'DMION',
  /** Months completed jobs are shown before archiving (default 3). */
  completedArchiveMonths: 'CJLMC',
} as const;

/** Spec 001 section 9: completed-archive months default 3. */
export const defaultCompletedArchiveMonths = 3;

/** The string value of a package setting, or undefined when absent. */
export function packageSetting(profile: ModuleData, code: string): string | undefined {
  const setting = profile?.moduleData?.packageSettings?.find((entry) => entry.code === code);
  return setting?.value ?? undefined;
}

/**
 * The tenant calls the patient's number "Hosp. No." (DMION true or absent) rather than "NHS No.".
 * The one reading of DMION: every page that names the number asks here.
 */
export function usesHospitalNumber(profile: ModuleData): boolean {
  const value = packageSetting(profile, packageSettingCodes.hospitalNumberNaming);
  return value === undefined || value.trim().toLowerCase() === 'true';
}

/** 'Hosp. No.' when DMION is true or absent, otherwise 'NHS No.'. */
export function hospitalNumberLabel(profile: ModuleData): string {
  return usesHospitalNumber(profile) ? messages.hospitalNumber : messages.nhsNumber;
}

/** CJLMC as a positive whole number of months, else 3. */
export function completedArchiveMonths(profile: ModuleData): number {
  const months = Number(packageSetting(profile, packageSettingCodes.completedArchiveMonths));
  return Number.isInteger(months) && months > 0 ? months : defaultCompletedArchiveMonths;
}

/** The tenant uses Dit2 job numbers. */
export function isDit2Tenant(profile: ModuleData): boolean {
  return profile?.moduleData?.isDit2Tenant === true;
}
