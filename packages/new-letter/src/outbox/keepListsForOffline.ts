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

/** The places whose lists were kept in this page's life, per client (kept by it until a sign-out). */
const keptFor = new WeakMap<ApiClient, Set<number>>();

/** Whether a read answered; its failure is no one's concern here (the page reads its own lists). */
const answered = (read: Promise<unknown>): Promise<boolean> =>
  read.then(
    () => true,
    () => false,
  );

/**
 * Reads the priorities and templates of every place the user may record in, one call at a time,
 * a while after the recording page opened online (issue 35). The client keeps the answers, so a
 * letter recorded later with no network offers them in a department not chosen while online.
 * A place whose read failed is read again the next time the page opens.
 */
export async function readListsForOffline(
  api: ApiClient,
  places: readonly number[],
  signal: AbortSignal,
): Promise<void> {
  const kept = keptFor.get(api) ?? new Set<number>();
  keptFor.set(api, kept);
  for (const place of places) {
    if (signal.aborted || globalThis.navigator?.onLine === false) return;
    if (kept.has(place)) continue;
    const priorities = await answered(api.lookups.priorities(place, { signal }));
    const templates = await answered(api.lookups.templates(place, { signal }));
    if (priorities && templates) kept.add(place);
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
