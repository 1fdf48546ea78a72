import type {
  AccountStorage,
  LettersSearchAnswer,
  LettersSearchQuery,
  OrganisationItem,
  UserProfile,
} from '@dictation/core';
import { defaultFilters } from '../filters/lettersFilters';
import { buildSearchQuery, type SearchQueryInput, searchUrl } from '../query/buildSearchQuery';
import type { ListContext, ListMode } from '../types';
import type { LettersTableApi } from './lettersTableApi';
import { deriveListContext, showsSampleId } from './listContext';
import { createListSettings, type ListSettings } from './listSettings';
import type { ListState } from './listState';

/** A search's answer with the key it was asked under, so a late answer is never shown as current. */
export interface KeyedAnswer {
  key: string;
  answer: LettersSearchAnswer;
}

/** One search of the list: its key (the request's URL, the list's SWR key) and how to ask it. */
export interface ListSearch {
  key: string;
  query: LettersSearchQuery;
  read: () => Promise<KeyedAnswer>;
}

function searchOf(api: Pick<LettersTableApi, 'letters'>, query: LettersSearchQuery): ListSearch {
  const key = searchUrl(query);
  return { key, query, read: async () => ({ key, answer: await api.letters.search(query) }) };
}

export function listSearch(api: Pick<LettersTableApi, 'letters'>, input: SearchQueryInput): ListSearch {
  return searchOf(api, buildSearchQuery(input));
}

/** The list's state when it opens: what this account saved, else the defaults. */
export function initialListState(settings: ListSettings, context: ListContext): ListState {
  return {
    filters: settings.readFilters() ?? defaultFilters(context),
    pageIndex: settings.readPageIndex(),
    pageSize: settings.readPageSize(),
    columns: settings.readColumns(),
  };
}

/**
 * The lookups a list's first search may be built from beyond the profile, each asked for only
 * when the search reads it (`firstListSearch`).
 */
export interface FirstSearchLookups {
  letterApprovalPermission(): Promise<boolean>;
  organisationItems(): Promise<readonly OrganisationItem[]>;
}

/**
 * The first search a list opening now will make (issue 33): a host that has the answers before
 * the list has rendered (the portal's start-up) starts it under the same key, instead of a round
 * trip after the list's first render. The profile decides it (the author's own letters, the
 * tenant's fields) with the account's saved filters, page and page size; the approval permission
 * and the organisations only hide or show a filter, so they are waited for only when a saved
 * filter they hide is set, which is when the search differs with them. The other lookups never
 * change it. On a first visit the search then goes with the profile, not with the slowest of five.
 */
export async function firstListSearch(
  api: Pick<LettersTableApi, 'letters'>,
  mode: ListMode,
  profile: UserProfile,
  lookups: FirstSearchLookups,
  storage: AccountStorage,
): Promise<ListSearch> {
  const settings = createListSettings(storage, mode);
  // Outsourcing and manual letters show columns and choices; the search does not read them.
  const fromProfile = deriveListContext({
    profile,
    letterApprovalPermission: false,
    outsourceEnabled: false,
    manualEnabled: false,
    organisationItems: [],
  });
  const searchWith = (letterApprovalPermission: boolean, showSampleId: boolean) => {
    const context = { ...fromProfile, letterApprovalPermission, showSampleId };
    const { filters, pageIndex, pageSize } = initialListState(settings, context);
    return listSearch(api, { mode, filters, pageIndex, pageSize, context });
  };
  const keyWith = (permission: boolean, sampleId: boolean) => searchWith(permission, sampleId).key;
  const permissionMatters = [false, true].some(
    (sampleId) => keyWith(true, sampleId) !== keyWith(false, sampleId),
  );
  const sampleIdMatters = [false, true].some(
    (permission) => keyWith(permission, true) !== keyWith(permission, false),
  );
  const [letterApprovalPermission, showSampleId] = await Promise.all([
    permissionMatters ? lookups.letterApprovalPermission() : false,
    sampleIdMatters ? lookups.organisationItems().then(showsSampleId) : false,
  ]);
  return searchWith(letterApprovalPermission, showSampleId);
}

/**
 * The first search of the `mode` list as it was last made here (`rememberFirstSearch`), to ask
 * again before the lookups the next one is built from have answered: a returning user's list
 * usually opens the same way. A host starts it under its key, as it does `firstListSearch`'s;
 * when the lookups build another key, its answer is simply not taken.
 */
export function rememberedFirstSearch(
  api: Pick<LettersTableApi, 'letters'>,
  storage: AccountStorage,
  mode: ListMode,
): ListSearch | undefined {
  const query = storage.get('lastFirstSearch', mode);
  return query ? searchOf(api, query) : undefined;
}

/** Keeps `search` as the `mode` list's first search, for `rememberedFirstSearch` next time. */
export function rememberFirstSearch(storage: AccountStorage, mode: ListMode, search: ListSearch): void {
  storage.set('lastFirstSearch', search.query, mode);
}
