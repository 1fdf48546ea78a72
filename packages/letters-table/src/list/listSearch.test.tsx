import { createAccountStorage, createMemoryStorage, type LettersSearchQuery } from '@dictation/core';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { emptyFilters } from '../filters/lettersFilters';
import { createFakeApi } from '../testing/fakeApi';
import { makeProfile, organisationItems } from '../testing/fixtures';
import type { ListMode } from '../types';
import { deriveListContext, type ListContextSources } from './listContext';
import {
  type FirstSearchLookups,
  firstListSearch,
  rememberedFirstSearch,
  rememberFirstSearch,
} from './listSearch';
import { createListSettings } from './listSettings';
import { useLettersList } from './useLettersList';

const sources = (isAuthor: boolean): ListContextSources => ({
  profile: makeProfile('standard', { isAuthor }),
  letterApprovalPermission: true,
  outsourceEnabled: true,
  manualEnabled: true,
  organisationItems,
});

/** The lookups `firstListSearch` may ask for, answering as `given` does. */
const lookupsOf = (given: ListContextSources): FirstSearchLookups => ({
  letterApprovalPermission: async () => given.letterApprovalPermission,
  organisationItems: async () => given.organisationItems,
});

/** The search the list asks when it opens, and the one `firstListSearch` asks ahead of it. */
async function bothSearches(
  mode: ListMode,
  given: ListContextSources,
  storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 77 }),
  lookups: Partial<FirstSearchLookups> = {},
) {
  const asked: LettersSearchQuery[] = [];
  const api = createFakeApi({
    search: async (query) => {
      asked.push(query);
      return { '@odata.count': 0, value: [] };
    },
  });
  const ahead = await firstListSearch(api, mode, given.profile, { ...lookupsOf(given), ...lookups }, storage);
  await ahead.read();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, children);
  const { result } = renderHook(
    () =>
      useLettersList({
        api,
        mode,
        context: deriveListContext(given),
        settings: createListSettings(storage, mode),
      }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  return { ahead: asked[0], list: asked[1], key: ahead.key };
}

describe('firstListSearch (issue 33)', () => {
  it.each([
    ['inProgress', false],
    ['inProgress', true],
    ['completed', true],
  ] as const)('asks the very search the %s list opens with (author: %s)', async (mode, isAuthor) => {
    const { ahead, list } = await bothSearches(mode, sources(isAuthor));
    expect(list).toBeDefined();
    expect(ahead).toEqual(list);
  });

  it("asks with the account's saved filters and page size, as the list will", async () => {
    const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 77 });
    const settings = createListSettings(storage, 'inProgress');
    settings.writeFilters({ ...emptyFilters(), jobId: '4242' });
    settings.writePageSize(100);
    const { ahead, list, key } = await bothSearches('inProgress', sources(false), storage);
    expect(ahead).toEqual(list);
    expect(ahead?.top).toBe(100);
    expect(key).toContain('4242');
  });

  it('goes with the profile alone when no saved filter is one the other lookups hide', async () => {
    const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 77 });
    createListSettings(storage, 'inProgress').writeFilters({ ...emptyFilters(), jobId: '4242' });
    // Lookups that never answer: a search that waited for them would never come.
    const unanswered: FirstSearchLookups = {
      letterApprovalPermission: vi.fn(() => new Promise<boolean>(() => {})),
      organisationItems: vi.fn(() => new Promise<never>(() => {})),
    };
    const api = createFakeApi({ search: async () => ({ '@odata.count': 0, value: [] }) });
    const given = sources(true);
    const ahead = await firstListSearch(api, 'inProgress', given.profile, unanswered, storage);
    expect(ahead.key).toBe(
      (await firstListSearch(api, 'inProgress', given.profile, lookupsOf(given), storage)).key,
    );
    expect(unanswered.letterApprovalPermission).not.toHaveBeenCalled();
    expect(unanswered.organisationItems).not.toHaveBeenCalled();
  });

  it.each([
    ['an approval', { approval: 'waiting' }, 'letterApprovalPermission', 'letterApprovalType'],
    ['a sample id', { sampleId: 'S-12' }, 'organisationItems', 'sampleID'],
  ] as const)(
    'waits for the lookup that shows the filter when %s is saved, and asks what the list asks',
    async (_, saved, lookup, field) => {
      for (const shown of [true, false]) {
        const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 77 });
        createListSettings(storage, 'inProgress').writeFilters({ ...emptyFilters(), ...saved });
        const given = {
          ...sources(false),
          letterApprovalPermission: shown,
          organisationItems: shown ? organisationItems : [],
        };
        const asked = vi.fn(lookupsOf(given)[lookup]);
        const { ahead, list } = await bothSearches('inProgress', given, storage, { [lookup]: asked });
        expect(asked).toHaveBeenCalledOnce();
        expect(ahead).toEqual(list);
        // A hidden filter never narrows the list.
        expect(ahead?.filter?.includes(field)).toBe(shown);
      }
    },
  );
});

describe('rememberedFirstSearch (issue 33)', () => {
  it("asks again, under the same key, the first search each list made last, and nothing else's", async () => {
    const backend = createMemoryStorage();
    const storage = createAccountStorage({ backend, accountId: 77 });
    const asked: LettersSearchQuery[] = [];
    const api = createFakeApi({
      search: async (query) => {
        asked.push(query);
        return { '@odata.count': 0, value: [] };
      },
    });
    expect(rememberedFirstSearch(api, storage, 'inProgress')).toBeUndefined();
    const given = sources(true);
    const first = await firstListSearch(api, 'inProgress', given.profile, lookupsOf(given), storage);
    rememberFirstSearch(storage, 'inProgress', first);
    // Before the profile is known: the same storage without its account reads it.
    const beforeProfile = createAccountStorage({ backend, accountId: null });
    const again = rememberedFirstSearch(api, beforeProfile, 'inProgress');
    expect(again?.key).toBe(first.key);
    await again?.read();
    expect(asked).toEqual([first.query]);
    expect(rememberedFirstSearch(api, beforeProfile, 'completed')).toBeUndefined();
  });

  it('asks nothing for a remembered search that is not one (an older version, a hand edit)', () => {
    const backend = createMemoryStorage({
      'dictation:v1:global:lastFirstSearch:inProgress': JSON.stringify({
        value: { top: 'all' },
        expiresAt: Date.now() + 60_000,
      }),
    });
    const storage = createAccountStorage({ backend, accountId: null });
    const search = vi.fn(async () => ({ '@odata.count': 0, value: [] }));
    expect(rememberedFirstSearch(createFakeApi({ search }), storage, 'inProgress')).toBeUndefined();
    expect(search).not.toHaveBeenCalled();
  });
});
