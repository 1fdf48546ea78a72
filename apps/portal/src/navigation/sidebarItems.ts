/**
 * The sidebar entries of spec 000 section 2 as data, decided by pure rules so every role rule is
 * tested here and the Sidebar only renders.
 */
import {
  canCreateLetter,
  canOpenAdminPanel,
  type OrganisationItem,
  type OrganisationItemRelation,
  type UserProfile,
} from '@dictation/core';
import { messages } from '../messages';
import { paths } from '../routing/paths';
import { allowsAudioImport } from '../upload/importRights';

export type SidebarItem =
  | {
      kind: 'route';
      id: 'new-letter' | 'in-progress' | 'completed' | 'upload-audio' | 'settings' | 'help';
      label: string;
      path: string;
    }
  | { kind: 'external'; id: 'help' | 'admin'; label: string; href: string }
  | { kind: 'action'; id: 'sign-out'; label: string };

/**
 * Help: the first organisation relation that carries a help address (spec: "depends on the
 * relations"). Only a web address counts: the value becomes a link, and a `javascript:` one would
 * run in the portal when clicked.
 */
export function helpUrl(
  relations: readonly OrganisationItemRelation[] | null | undefined,
): string | undefined {
  return (relations ?? []).map((relation) => relation.helpUrl).find(isWebAddress) ?? undefined;
}

function isWebAddress(address: string | null | undefined): address is string {
  if (!address) return false;
  try {
    return ['http:', 'https:'].includes(new URL(address).protocol);
  } catch {
    return false;
  }
}

export function sidebarItems(
  profile: Pick<UserProfile, 'roles' | 'organisationItemRelations'>,
  organisationItems: readonly OrganisationItem[] | undefined,
): SidebarItem[] {
  const help = helpUrl(profile.organisationItemRelations);
  const items: (SidebarItem | false)[] = [
    canCreateLetter(profile) && {
      kind: 'route',
      id: 'new-letter',
      label: messages.newLetter,
      path: paths.newLetter,
    },
    { kind: 'route', id: 'in-progress', label: messages.inProgress, path: paths.inProgress },
    { kind: 'route', id: 'completed', label: messages.completed, path: paths.completed },
    allowsAudioImport(organisationItems) && {
      kind: 'route',
      id: 'upload-audio',
      label: messages.uploadAudio,
      path: paths.uploadAudio,
    },
    // Without an address of the organisation's, Help is the portal's own page: never a dead end.
    help === undefined
      ? { kind: 'route', id: 'help', label: messages.help, path: paths.help }
      : { kind: 'external', id: 'help', label: messages.help, href: help },
    { kind: 'route', id: 'settings', label: messages.settings, path: paths.settings },
    canOpenAdminPanel(profile) && {
      kind: 'external',
      id: 'admin',
      label: messages.adminPanel,
      href: paths.adminPanel,
    },
    { kind: 'action', id: 'sign-out', label: messages.signOut },
  ];
  return items.filter((item): item is SidebarItem => item !== false);
}
