import type { OrganisationItem } from '@dictation/core';
import { importOrganisations } from '@dictation/new-letter';

/**
 * Upload audio: the upload page has somewhere to put the letters, an organisation that allows
 * audio import (its departments count only under it; `@dictation/recorder`'s upload rule). One rule
 * for the sidebar entry and the page's route.
 */
export function allowsAudioImport(items: readonly OrganisationItem[] | undefined): boolean {
  return importOrganisations(items).length > 0;
}
