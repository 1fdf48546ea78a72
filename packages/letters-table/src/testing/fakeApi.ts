import type { LettersSearchAnswer, LettersSearchQuery } from '@dictation/core';
import type { LettersTableApi } from '../list/lettersTableApi';
import type { TenantType } from '../types';
import { authorsWithLetters, labels, makeProfile, organisationItems, priorities } from './fixtures';

export interface FakeApiOptions {
  tenantType?: TenantType;
  isAuthor?: boolean;
  approval?: boolean;
  /** The profile's CJLMC value. @default '3' */
  archiveMonths?: string;
  search: (query: LettersSearchQuery) => Promise<LettersSearchAnswer>;
}

/** An in-memory {@link LettersTableApi} for jsdom tests; the search answer is the test's. */
export function createFakeApi(options: FakeApiOptions): LettersTableApi {
  return {
    letters: {
      search: (query) => options.search(query),
      outsourceEnabled: async () => true,
      manualEnabled: async () => true,
    },
    lookups: {
      allMyPriorities: async () => priorities,
      allMyLabels: async () => labels,
      authorsWithLetters: async () => authorsWithLetters,
      organisationItems: async () => organisationItems,
    },
    profile: {
      current: async () =>
        makeProfile(options.tenantType ?? 'standard', {
          isAuthor: options.isAuthor,
          months: options.archiveMonths,
        }),
      organisationsPermission: async () => ({ letterApprovalPermission: options.approval ?? true }),
    },
  };
}
