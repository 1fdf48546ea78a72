import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiClient } from '../api/createApiClient';
import { type EndpointName, endpoints } from '../api/endpoints';
import { buildUrl, type QueryValue } from '../api/httpClient';
import type { ApiError } from '../errors';
import { useApi } from './DictationProvider';

/**
 * The SWR key of a read: its API path with parameters (`/api/author/labels/3`), so writes can
 * revalidate by path prefix.
 */
export function apiKey(
  name: EndpointName,
  pathParams?: Record<string, string | number>,
  query?: Record<string, QueryValue>,
): string {
  return buildUrl('', endpoints[name].path, pathParams, query);
}

/**
 * Reads through SWR: `key` null skips the request (a missing id); errors are `ApiError`s.
 *
 * @example
 * const { data } = useApiRead(apiKey('lookups.labels', { id }), (api) => api.lookups.labels(id));
 */
export function useApiRead<T>(
  key: string | null,
  read: (api: ApiClient) => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  const api = useApi();
  return useSWR<T, ApiError>(key, () => read(api), config);
}
