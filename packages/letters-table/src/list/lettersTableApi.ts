import type { ApiClient, LetterChanges, LettersApi, LookupsApi } from '@dictation/core';

/**
 * The calls the lists make. `createApiClient(...)` from `@dictation/core` satisfies it; tests and
 * hosts may pass anything with these methods.
 */
export interface LettersTableApi {
  letters: Pick<LettersApi, 'search' | 'outsourceEnabled' | 'manualEnabled'>;
  lookups: Pick<LookupsApi, 'allMyPriorities' | 'allMyLabels' | 'authorsWithLetters' | 'organisationItems'>;
  profile: Pick<ApiClient['profile'], 'current' | 'organisationsPermission'>;
  /**
   * Letters changed through the same client (another screen or element of the page, or the host
   * said so): the list asks again at once. Without it the list catches up at its auto-refresh.
   */
  letterChanges?: Pick<LetterChanges, 'subscribe'>;
}

/** SWR keys: the API paths, so that the portal's other screens share the cache. */
export const lookupKeys = {
  profile: 'author/user-profiles/current',
  permission: 'author/user-profiles/GetUserOrganisationsPermission',
  outsource: 'author/letters/outsource-enable',
  manual: 'author/letters/manual-enabled',
  organisationItems: 'author/organization-items/all-my',
  priorities: 'author/priorities/all-my',
  labels: 'author/labels/all-my',
  authors: (inProgress: boolean) =>
    `author/user-profiles/authors-with-letters?isInProgressPage=${inProgress}`,
} as const;
