/** Domain types of the lists. Fields follow spec 001 section 3 ("Letter (list item)"). */

export type ListMode = 'inProgress' | 'completed';
export const listModes = ['inProgress', 'completed'] as const satisfies readonly ListMode[];

/** The three column sets of spec 001 section 2. */
export type TenantType = 'standard' | 'externalSystem' | 'dit2';
export const tenantTypes = ['standard', 'externalSystem', 'dit2'] as const satisfies readonly TenantType[];

export type { LetterListItem } from '@dictation/core';

export interface NamedItem {
  id: number;
  name: string;
}

/** What the list knows about the signed-in user and the tenant, from the profile and flags. */
export interface ListContext {
  tenantType: TenantType;
  userId: number;
  /** The first role's type decides (spec 001 section 6); 200 is author. */
  isAuthor: boolean;
  letterApprovalPermission: boolean;
  outsourceEnabled: boolean;
  manualEnabled: boolean;
  /** Some department or organisation has showSampleID. */
  showSampleId: boolean;
  /** DMION: true or absent means "Hosp. No.", otherwise "NHS No.". */
  hospitalNumberNaming: boolean;
  /** CJLMC months. */
  archiveMonths: number;
}
