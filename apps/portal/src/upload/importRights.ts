import type { OrganisationItem } from '@dictation/core';

/**
 * Organisations with importAudio, each keeping only its departments with importAudio (spec 000
 * section 4: "child departments are used if they have importAudio").
 */
export function importOrganisations(items: readonly OrganisationItem[] | undefined): OrganisationItem[] {
  return (items ?? [])
    .filter((item) => item.importAudio === true)
    .map((item) => ({
      ...item,
      childrenOrgItems: (item.childrenOrgItems ?? []).filter((child) => child.importAudio === true),
    }));
}

/**
 * Upload audio: the upload page has somewhere to put the letters, an organisation that allows
 * audio import (its departments count only under it). One rule for the sidebar entry and the
 * page's route. A module of its own, so the sidebar does not load the upload page's file checks.
 */
export function allowsAudioImport(items: readonly OrganisationItem[] | undefined): boolean {
  return importOrganisations(items).length > 0;
}
