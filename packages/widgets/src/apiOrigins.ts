import { originOf } from '@dictation/core';

/**
 * The `<meta>` a host page names the API origins of its elements with (issue 34):
 * `<meta name="dictation-api-origins" content="'self' https://dictation.example.nhs.uk">`.
 */
export const apiOriginsMetaName = 'dictation-api-origins';

/** `'self'` in the list is the page's own origin, as in a Content-Security-Policy. */
const selfKeyword = "'self'";

/** An absolute http(s) URL's origin; a relative or malformed entry allows nothing. */
function absoluteOrigin(entry: string): string | undefined {
  try {
    const { origin, protocol } = new URL(entry);
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The API origins the page's elements may use: the `<meta name="dictation-api-origins">` of the
 * document's `<head>` (origins separated by spaces or commas), else the page's own origin only.
 * Only the head's is read: markup put into the page's body (a letter, a note the host shows)
 * cannot add an origin.
 */
export function allowedApiOrigins(document: Document): ReadonlySet<string> {
  const content = document.head?.querySelector(`meta[name="${apiOriginsMetaName}"]`)?.getAttribute('content');
  if (content == null) return new Set([originOf('')]);
  const origins = new Set<string>();
  for (const entry of content.split(/[\s,]+/)) {
    const origin = entry === selfKeyword ? originOf('') : absoluteOrigin(entry);
    if (origin) origins.add(origin);
  }
  return origins;
}

/**
 * The origin an element's `api-base-url` points at when the page does not allow it, else
 * undefined: such an element must not start, or it would send the user's sign-in (or the host's
 * token) to a server the host never chose.
 */
export function refusedApiOrigin(apiBaseUrl: string, document: Document): string | undefined {
  const origin = originOf(apiBaseUrl);
  return origin && allowedApiOrigins(document).has(origin) ? undefined : origin || apiBaseUrl;
}
