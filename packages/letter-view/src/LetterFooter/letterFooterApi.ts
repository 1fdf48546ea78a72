import type { ApiClient } from '@dictation/core';

/**
 * The calls the footer makes. `createApiClient(...)` from `@dictation/core` satisfies it; stories
 * and hosts may pass anything with these methods.
 */
export interface LetterFooterApi {
  letters: Pick<
    ApiClient['letters'],
    'complete' | 'uncomplete' | 'delete' | 'restore' | 'hold' | 'unhold' | 'updateApprovalStatus'
  >;
  locks: Pick<ApiClient['locks'], 'unlock'>;
}
