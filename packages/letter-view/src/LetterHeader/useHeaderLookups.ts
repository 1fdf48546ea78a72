import { offeredTemplates } from '@dictation/core';
import { apiKey } from '@dictation/core/react';
import useSWR from 'swr';
import type { LetterHeaderApi } from './letterHeaderApi';

/*
 * The header reads through the `api` it is given, with SWR keyed by the API paths of
 * `@dictation/core/react` (`apiKey`): inside the portal's DictationProvider these are the same
 * cache entries as `usePriorities`, `useLabels` and `useOrganisationItems`; a host that embeds the
 * letter screen with only an API client gets SWR's own cache.
 */

/**
 * The priorities the Priority select offers: the department's (`priorities/v2/{id}`), or all of
 * the user's when the letter has no organisation item.
 */
export const useHeaderPriorities = (api: LetterHeaderApi, organisationItemId: number | null | undefined) =>
  useSWR(
    organisationItemId == null
      ? apiKey('lookups.allMyPriorities')
      : apiKey('lookups.priorities', { id: organisationItemId }),
    () =>
      organisationItemId == null ? api.lookups.allMyPriorities() : api.lookups.priorities(organisationItemId),
  );

/** The labels of the letter's department; `null` waits (the label modal is closed). */
export const useHeaderLabels = (api: LetterHeaderApi, organisationItemId: number | null) =>
  useSWR(organisationItemId === null ? null : apiKey('lookups.labels', { id: organisationItemId }), () =>
    api.lookups.labels(organisationItemId ?? 0),
  );

/** The user's organisations and their departments; `false` waits (the modal is closed). */
export const useHeaderOrganisations = (api: LetterHeaderApi, isNeeded: boolean) =>
  useSWR(isNeeded ? apiKey('lookups.organisationItems') : null, () => api.lookups.organisationItems());

/**
 * The templates the letter may use (none without a department): the department's and the user's
 * own (core's `offeredTemplates`). The user's own are read once per cache; without them the
 * department's are still offered, and the department's decide a load failure.
 */
export function useHeaderTemplates(api: LetterHeaderApi, organisationItemId: number | null | undefined) {
  const department = useSWR(
    organisationItemId == null ? null : apiKey('lookups.templates', { id: organisationItemId }),
    () => api.lookups.templates(organisationItemId ?? 0),
  );
  const mine = useSWR(organisationItemId == null ? null : apiKey('lookups.myTemplates'), () =>
    api.lookups.myTemplates(),
  );
  const data = department.data && offeredTemplates(department.data, mine.data, organisationItemId ?? null);
  return { data, error: department.error as Error | undefined };
}
