import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiClient } from '../api/createApiClient';
import type { ApiError } from '../errors';
import { useApi } from './DictationProvider';

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
