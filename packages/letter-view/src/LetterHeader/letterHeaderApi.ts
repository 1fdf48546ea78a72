import type { LettersApi, LookupsApi } from '@dictation/core';

/**
 * The calls the job header makes. `createApiClient(...)` from `@dictation/core` satisfies it;
 * stories and hosts may pass anything with these methods.
 */
export interface LetterHeaderApi {
  letters: Pick<
    LettersApi,
    | 'updatePriority'
    | 'updateLabel'
    | 'updateMrn'
    | 'updateSampleId'
    | 'updateOrganisation'
    | 'updateTemplate'
  >;
  lookups: Pick<
    LookupsApi,
    'priorities' | 'allMyPriorities' | 'labels' | 'organisationItems' | 'templates' | 'myTemplates'
  >;
}
