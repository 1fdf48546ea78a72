import { type ApiClient, departmentsOf, type OrganisationItem } from '@dictation/core';
import { useApi } from '@dictation/core/react';
import { useEffect } from 'react';

/** After the page's own reads: the lists are for later, not for this screen. */
export const listsReadAfterMs = 5000;

/** The items a letter can be put under: each organisation's departments, or itself without any. */
export function recordablePlaces(organisations: readonly OrganisationItem[]): number[] {
  return organisations.flatMap((organisation) => {
    const departments = departmentsOf(organisation);
    return departments.length > 0 ? departments.map((department) => department.id) : [organisation.id];
  });
}

/** The places whose lists were read in this page's life, per client (kept by it until a sign-out). */
const readFor = new WeakMap<ApiClient, Set<number>>();

/**
 * Reads the priorities and templates of every place the user may record in, one call at a time,
 * a while after the recording page opened online (issue 35). The client keeps the answers, so a
 * letter recorded later with no network offers them in a department not chosen while online.
 * Failures are of no one's concern here: the page reads its own lists when it needs them.
 */
export async function readListsForOffline(
  api: ApiClient,
  places: readonly number[],
  signal: AbortSignal,
): Promise<void> {
  const done = readFor.get(api) ?? new Set<number>();
  readFor.set(api, done);
  for (const place of places) {
    if (signal.aborted || globalThis.navigator?.onLine === false) return;
    if (done.has(place)) continue;
    await api.lookups.priorities(place, { signal }).catch(() => undefined);
    await api.lookups.templates(place, { signal }).catch(() => undefined);
    if (!signal.aborted) done.add(place);
  }
}

/** `readListsForOffline` for the recording page, once its organisations are known. */
export function useListsKeptForOffline(organisations: readonly OrganisationItem[] | undefined): void {
  const api = useApi();
  useEffect(() => {
    if (!organisations) return;
    const abort = new AbortController();
    const timer = setTimeout(
      () => void readListsForOffline(api, recordablePlaces(organisations), abort.signal),
      listsReadAfterMs,
    );
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [api, organisations]);
}
