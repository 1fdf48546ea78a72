import { createApiClient, type LetterListItem } from '@dictation/core';
import { delay, HttpResponse, http } from 'msw';
import {
  authorsWithLetters,
  labels,
  makeLetters,
  makeProfile,
  organisationItems,
  priorities,
} from '../testing/fixtures';
import type { TenantType } from '../types';

/**
 * A client for one story: same-origin `/api/`, answered by the story's MSW handlers. One per
 * story: a client sends a read already in flight once, and the Loading story's search never ends.
 */
export const createStoryApi = () =>
  createApiClient({
    baseUrl: '',
    clientId: 'dictation-portal',
    fetch: (input, init) => fetch(input, init),
  });

export interface StoryServerOptions {
  tenantType?: TenantType;
  letters?: LetterListItem[];
  /** Never answer the search: the loading state. */
  searchPending?: boolean;
  /** Answer the search with 500 and this text. */
  searchError?: string;
  /** Answer this many searches with 500 first, then normally (Try again). */
  searchFailures?: number;
  /** Answer this many profile requests with 500 first, then normally (the lookups' Try again). */
  profileFailures?: number;
  approval?: boolean;
  /** The profile's CJLMC value (completed-archive months). @default '3' */
  archiveMonths?: string;
}

const api = (path: string) => `/api/${path}`;

/**
 * MSW handlers for the lookups and the search. The search narrows the letters by the few
 * clauses stories exercise (id, mrn contains) so play functions can check the filter reached
 * the server; the real filtering is the sandbox's (e2e).
 */
export function storyHandlers(options: StoryServerOptions = {}) {
  const letters = options.letters ?? makeLetters(30);
  let searchFailures = options.searchFailures ?? 0;
  let profileFailures = options.profileFailures ?? 0;
  const failure = () =>
    new HttpResponse('Server error', { status: 500, statusText: 'Internal Server Error' });
  return [
    http.get(api('author/user-profiles/current'), () => {
      if (profileFailures > 0) {
        profileFailures -= 1;
        return failure();
      }
      return HttpResponse.json(
        makeProfile(options.tenantType ?? 'standard', { months: options.archiveMonths }),
      );
    }),
    http.get(api('author/user-profiles/GetUserOrganisationsPermission'), () =>
      HttpResponse.json({ letterApprovalPermission: options.approval ?? true }),
    ),
    http.get(api('author/letters/outsource-enable'), () => HttpResponse.json(true)),
    http.get(api('author/letters/manual-enabled'), () => HttpResponse.json(true)),
    http.get(api('author/organization-items/all-my'), () => HttpResponse.json(organisationItems)),
    http.get(api('author/priorities/all-my'), () => HttpResponse.json(priorities)),
    http.get(api('author/labels/all-my'), () => HttpResponse.json(labels)),
    http.get(api('author/user-profiles/authors-with-letters'), () => HttpResponse.json(authorsWithLetters)),
    // A RegExp: the parentheses of `Search()` are pattern syntax in MSW's string paths.
    http.get(/\/api\/author\/odata\/Letters\/LettersService\.Search\(\)/, async ({ request }) => {
      if (options.searchPending) await delay('infinite');
      if (options.searchError)
        return new HttpResponse(options.searchError, { status: 500, statusText: 'Internal Server Error' });
      if (searchFailures > 0) {
        searchFailures -= 1;
        return failure();
      }
      const url = new URL(request.url);
      const filter = url.searchParams.get('$filter') ?? '';
      const top = Number(url.searchParams.get('$top') ?? 50);
      const skip = Number(url.searchParams.get('$skip') ?? 0);
      const id = /id eq (\d+)/.exec(filter)?.[1];
      const matching = id ? letters.filter((letter) => String(letter.id) === id) : letters;
      return HttpResponse.json({ '@odata.count': matching.length, value: matching.slice(skip, skip + top) });
    }),
  ];
}
