import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiClient } from '../api/createApiClient';
import { ApiError } from '../errors';
import { useApi } from './DictationProvider';

/** A key a write touches: exact, or a path prefix (`/api/author/odata/Letters` covers every search). */
export type RevalidationTarget = string;

export interface ApiMutationOptions<Args extends unknown[]> {
  /** Keys to revalidate after success; a function gets the call's arguments. */
  revalidates?: readonly RevalidationTarget[] | ((...args: Args) => readonly RevalidationTarget[]);
}

export interface ApiMutation<Args extends unknown[], Result> {
  /** Runs the write; rejects with the `ApiError` (also kept in `error`). */
  trigger: (...args: Args) => Promise<Result>;
  isMutating: boolean;
  error: ApiError | undefined;
  reset: () => void;
}

/** Does SWR `key` fall under `target` (equal, or `target` followed by `/`, `?` or `(`)? */
export function keyMatches(key: unknown, target: string): boolean {
  if (typeof key !== 'string' || !key.startsWith(target)) return false;
  const next = key.charAt(target.length);
  return next === '' || next === '/' || next === '?' || next === '(' || target.endsWith('/');
}

/**
 * A write through the API client that revalidates the reads it touches.
 *
 * @example
 * const { trigger } = useApiMutation((api, id: number) => api.letters.delete(id), {
 *   revalidates: ['/api/author/odata/Letters'],
 * });
 */
export function useApiMutation<Args extends unknown[], Result>(
  write: (api: ApiClient, ...args: Args) => Promise<Result>,
  options: ApiMutationOptions<Args> = {},
): ApiMutation<Args, Result> {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const latest = useRef({ write, options });
  latest.current = { write, options };

  const trigger = useCallback(
    async (...args: Args) => {
      setMutating(true);
      setError(undefined);
      try {
        const result = await latest.current.write(api, ...args);
        const { revalidates = [] } = latest.current.options;
        const targets = typeof revalidates === 'function' ? revalidates(...args) : revalidates;
        if (targets.length > 0) {
          await mutate((key) => targets.some((target) => keyMatches(key, target)));
        }
        return result;
      } catch (caught) {
        if (caught instanceof ApiError) setError(caught);
        throw caught;
      } finally {
        setMutating(false);
      }
    },
    [api, mutate],
  );

  return { trigger, isMutating, error, reset: useCallback(() => setError(undefined), []) };
}
