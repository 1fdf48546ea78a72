import type { AccountStorage, LettersSearchAnswer, LettersSearchQuery } from '@dictation/core';
import { defaultFilters } from '../filters/lettersFilters';
import { buildSearchQuery, type SearchQueryInput, searchUrl } from '../query/buildSearchQuery';
import type { ListContext, ListMode } from '../types';
import type { LettersTableApi } from './lettersTableApi';
import { deriveListContext, type ListContextSources } from './listContext';
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
 * The first search a list opening now will make, from the answers its lookups will have (issue
 * 33): a host that has them before the list has rendered (the portal's start-up) starts it under
 * the same key, instead of a round trip after the list's first render.
 */
export function firstListSearch(
  api: Pick<LettersTableApi, 'letters'>,
  mode: ListMode,
  sources: ListContextSources,
  storage: AccountStorage,
): ListSearch {
  const context = deriveListContext(sources);
  const { filters, pageIndex, pageSize } = initialListState(createListSettings(storage, mode), context);
  return listSearch(api, { mode, filters, pageIndex, pageSize, context });
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
