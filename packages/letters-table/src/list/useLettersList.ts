import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import useSWR from 'swr';
import { emptyFilters } from '../filters/lettersFilters';
import { autoRefreshIntervalMs, letterChangeSettleMs } from '../listConstants';
import type { LetterListItem, ListContext, ListMode } from '../types';
import type { LettersTableApi } from './lettersTableApi';
import { initialListState, type KeyedAnswer, listSearch } from './listSearch';
import type { ListSettings } from './listSettings';
import { type ListAction, type ListState, listReducer } from './listState';
import { lastPageJump } from './paging';
import { useAutoRefreshFlag } from './useAutoRefreshFlag';

export interface ListCount {
  /** Letters on the current page. */
  shown: number;
  /** Letters matching the filters. */
  total: number;
}

export interface UseLettersListOptions {
  api: LettersTableApi;
  mode: ListMode;
  context: ListContext;
  settings: ListSettings;
  onCountChange?: (count: ListCount) => void;
}

export interface LettersList {
  state: ListState;
  dispatch: (action: ListAction) => void;
  /** Reset filters: every filter back to empty (Author too), page 1. */
  resetFilters: () => void;
  /** The stored auto-refresh flag is running (spec 001 section 4). */
  autoRefresh: boolean;
  /** Starts or stops auto-refresh for this account, on every list of the page. */
  setAutoRefresh: (on: boolean) => void;
  letters: LetterListItem[];
  count: number;
  /** No answer yet for the first query. */
  isLoading: boolean;
  error: Error | undefined;
  /** Asks the server for the current page again (after a failure, or from the empty state). */
  retry: () => void;
}

const noLetters: LetterListItem[] = [];

/** Writes a slice when it changed since mount, so reading saved filters does not renew their day. */
function usePersist<T>(value: T, write: (value: T) => void): void {
  const initial = useRef(value);
  useEffect(() => {
    if (value !== initial.current) write(value);
  }, [value, write]);
}

/**
 * Asks again once letters changed through the same client (issue 32: elements of one page stay in
 * step). A burst of changes (the details of a new job saved one by one) is one request, sent
 * `letterChangeSettleMs` after the last.
 */
function useRefreshOnLetterChanges(changes: LettersTableApi['letterChanges'], refresh: () => void): void {
  useEffect(() => {
    if (!changes) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = changes.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(refresh, letterChangeSettleMs);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [changes, refresh]);
}

/**
 * The list's state and data: filters, page and columns (saved per account), the search call
 * built from them, auto-refresh while the stored flag says running, and the last-page jump.
 */
export function useLettersList({
  api,
  mode,
  context,
  settings,
  onCountChange,
}: UseLettersListOptions): LettersList {
  const [state, dispatch] = useReducer(listReducer, undefined, () => initialListState(settings, context));

  usePersist(state.filters, settings.writeFilters);
  usePersist(state.pageIndex, settings.writePageIndex);
  usePersist(state.pageSize, settings.writePageSize);
  usePersist(state.columns, settings.writeColumns);

  const { key, read } = useMemo(
    () =>
      listSearch(api, {
        mode,
        filters: state.filters,
        pageIndex: state.pageIndex,
        pageSize: state.pageSize,
        context,
      }),
    [api, mode, state.filters, state.pageIndex, state.pageSize, context],
  );
  const running = useAutoRefreshFlag(settings) === 'running';
  // SWR schedules the next refresh only after the current request settles, and skips ticks while
  // the tab is hidden: the spec's "paused while in flight and when hidden".
  const search = useSWR<KeyedAnswer>(key, read, {
    keepPreviousData: true,
    refreshInterval: running ? autoRefreshIntervalMs : 0,
    refreshWhenHidden: false,
    revalidateOnFocus: running,
  });

  const current = search.data?.key === key ? search.data.answer : undefined;
  const shown = search.data?.answer;

  useEffect(() => {
    if (!current) return;
    const target = lastPageJump({
      pageIndex: state.pageIndex,
      pageSize: state.pageSize,
      count: current['@odata.count'],
      rowsOnPage: current.value.length,
    });
    if (target !== undefined) dispatch({ type: 'setPage', pageIndex: target });
  }, [current, state.pageIndex, state.pageSize]);

  const countCallback = useRef(onCountChange);
  countCallback.current = onCountChange;
  useEffect(() => {
    if (current) countCallback.current?.({ shown: current.value.length, total: current['@odata.count'] });
  }, [current]);

  const resetFilters = useCallback(() => dispatch({ type: 'resetFilters', filters: emptyFilters() }), []);
  const setAutoRefresh = useCallback(
    (on: boolean) => settings.writeAutoRefresh(on ? 'running' : 'not-started'),
    [settings],
  );
  const error = search.error as unknown;
  const { mutate } = search;
  const retry = useCallback(() => void mutate(), [mutate]);
  useRefreshOnLetterChanges(api.letterChanges, retry);
  return {
    retry,
    state,
    dispatch,
    resetFilters,
    autoRefresh: running,
    setAutoRefresh,
    letters: shown?.value ?? noLetters,
    count: shown?.['@odata.count'] ?? 0,
    isLoading: !search.data && !search.error,
    error: error === undefined ? undefined : error instanceof Error ? error : new Error(String(error)),
  };
}
