import { useMemo } from 'react';
import useSWR from 'swr';
import type { ListContext, ListMode, NamedItem } from '../types';
import { type LettersTableApi, lookupKeys } from './lettersTableApi';
import { departmentsOf, deriveListContext } from './listContext';

export interface ListLookups {
  /** Account of the signed-in user: the storage keys carry it. */
  accountId: number | undefined;
  /** Undefined until the profile and flags arrived. */
  context: ListContext | undefined;
  departments: NamedItem[];
  priorities: NamedItem[];
  labels: NamedItem[];
  authors: NamedItem[];
  /** The first lookup failure, shown in an alert (spec 001 section 8). */
  error: Error | undefined;
  /** Asks again for the lookups that failed. */
  retry: () => void;
}

const noItems: NamedItem[] = [];

/** Profile, permission and feature flags, organisations, priorities, labels and authors. */
export function useListLookups(api: LettersTableApi, mode: ListMode): ListLookups {
  const profile = useSWR(lookupKeys.profile, () => api.profile.current());
  const permission = useSWR(lookupKeys.permission, () => api.profile.organisationsPermission());
  const outsource = useSWR(lookupKeys.outsource, () => api.letters.outsourceEnabled());
  const manual = useSWR(lookupKeys.manual, () => api.letters.manualEnabled());
  const organisations = useSWR(lookupKeys.organisationItems, () => api.lookups.organisationItems());
  const priorities = useSWR(lookupKeys.priorities, () => api.lookups.allMyPriorities());
  const labels = useSWR(lookupKeys.labels, () => api.lookups.allMyLabels());
  const inProgress = mode === 'inProgress';
  const authors = useSWR(lookupKeys.authors(inProgress), () => api.lookups.authorsWithLetters(inProgress));

  const context = useMemo(
    () =>
      profile.data &&
      permission.data &&
      outsource.data !== undefined &&
      manual.data !== undefined &&
      organisations.data
        ? deriveListContext({
            profile: profile.data,
            letterApprovalPermission: permission.data.letterApprovalPermission,
            outsourceEnabled: outsource.data,
            manualEnabled: manual.data,
            organisationItems: organisations.data,
          })
        : undefined,
    [profile.data, permission.data, outsource.data, manual.data, organisations.data],
  );
  const departments = useMemo(
    () => (organisations.data ? departmentsOf(organisations.data) : noItems),
    [organisations.data],
  );
  const authorItems = useMemo(
    () =>
      authors.data?.map((author) => ({
        id: author.id,
        name: author.fullNameFormatted ?? author.fullName ?? String(author.id),
      })) ?? noItems,
    [authors.data],
  );
  const results = [profile, permission, outsource, manual, organisations, priorities, labels, authors];
  const error = results.map((result) => result.error as unknown).find((value) => value !== undefined);
  const retry = () => {
    for (const result of results) if (result.error !== undefined) void result.mutate();
  };
  return {
    retry,
    accountId: profile.data?.accountId,
    context,
    departments,
    priorities: priorities.data ?? noItems,
    labels: labels.data ?? noItems,
    authors: authorItems,
    error: error === undefined ? undefined : error instanceof Error ? error : new Error(String(error)),
  };
}
