import { type EndpointName, endpoints } from '../api/endpoints';
import { buildUrl, type QueryValue } from '../api/httpClient';

// Apart from useApiRead (issue 33): a host's start-up names its reads ahead with these keys, and
// must not load SWR and React with them.

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
