/** Which settings tabs a user sees (spec 001 sections 2 and 6), as pure rules. */
import { isSecretary, type OrganisationItem, type UserProfile } from '@dictation/core';

export type SettingsTab = 'recording' | 'foot-pedal' | 'downloads' | 'change-password' | 'default-priority';

type Roles = Pick<UserProfile, 'roles'>;

/** Every organisation item and department, flattened. */
export function flattenOrganisationItems(items: readonly OrganisationItem[] | undefined): OrganisationItem[] {
  return (items ?? []).flatMap((item) => [item, ...flattenOrganisationItems(item.childrenOrgItems ?? [])]);
}

/** Items with a default priority or fast complete the user may switch on or off. */
export function organisationSettingItems(items: readonly OrganisationItem[] | undefined): OrganisationItem[] {
  return flattenOrganisationItems(items).filter(
    (item) => item.defaultPriorityId != null || item.allowFastComplete === true,
  );
}

/**
 * The tabs in order. Everyone plays audio, so everyone has Recording and Audio player (its
 * recording part needs a non-secretary role, spec 001 section 6); Default priority needs an
 * organisation with the setting and a non-secretary user.
 */
export function settingsTabs(profile: Roles, items: readonly OrganisationItem[] | undefined): SettingsTab[] {
  const tabs: (SettingsTab | false)[] = [
    'recording',
    'foot-pedal',
    'downloads',
    'change-password',
    !isSecretary(profile) && organisationSettingItems(items).length > 0 && 'default-priority',
  ];
  return tabs.filter((tab): tab is SettingsTab => tab !== false);
}
