import {
  completedArchiveMonths,
  isDit2Tenant,
  type OrganisationItem,
  type UserProfile,
  usesHospitalNumber,
} from '@dictation/core';
import { authorRoleType } from '../listConstants';
import type { ListContext, NamedItem } from '../types';

export interface ListContextSources {
  profile: UserProfile;
  letterApprovalPermission: boolean;
  outsourceEnabled: boolean;
  manualEnabled: boolean;
  organisationItems: readonly OrganisationItem[];
}

function flatten(items: readonly OrganisationItem[]): OrganisationItem[] {
  return items.flatMap((item) => [item, ...flatten(item.childrenOrgItems ?? [])]);
}

/** Departments of the Department filter: the children of each organisation, or the organisation itself. */
export function departmentsOf(items: readonly OrganisationItem[]): NamedItem[] {
  return items.flatMap((item) => {
    const children = item.childrenOrgItems ?? [];
    const leaves =
      children.length > 0 ? departmentsOf(children) : [{ id: item.id, name: item.name ?? String(item.id) }];
    return leaves;
  });
}

/** Whether the Sample ID filter shows: some organisation of the user's shows sample ids. */
export function showsSampleId(organisationItems: readonly OrganisationItem[]): boolean {
  return flatten(organisationItems).some((item) => item.showSampleID === true);
}

/**
 * What the list needs to know about the user and tenant (spec 001 sections 2, 3 and 6): the
 * tenant type picks the column set, the first role decides author defaults, package settings
 * CJLMC and DMION give archive months and the Hosp. No. wording.
 */
export function deriveListContext(sources: ListContextSources): ListContext {
  const { profile } = sources;
  const external = (profile.organisationItemRelations ?? []).some(
    (relation) => relation.externalClinicalSystem,
  );
  return {
    tenantType: isDit2Tenant(profile) ? 'dit2' : external ? 'externalSystem' : 'standard',
    userId: profile.id,
    isAuthor: profile.roles[0]?.type === authorRoleType,
    letterApprovalPermission: sources.letterApprovalPermission,
    outsourceEnabled: sources.outsourceEnabled,
    manualEnabled: sources.manualEnabled,
    showSampleId: showsSampleId(sources.organisationItems),
    // Core's readings, as on every other page (DMION: Hosp. No. only when true or absent).
    hospitalNumberNaming: usesHospitalNumber(profile),
    archiveMonths: completedArchiveMonths(profile),
  };
}
