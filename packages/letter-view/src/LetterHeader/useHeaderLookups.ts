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

/** The department's templates (none without a department). */
export const useHeaderTemplates = (api: LetterHeaderApi, organisationItemId: number | null | undefined) =>
  useSWR(organisationItemId == null ? null : apiKey('lookups.templates', { id: organisationItemId }), () =>
    api.lookups.templates(organisationItemId ?? 0),
  );
