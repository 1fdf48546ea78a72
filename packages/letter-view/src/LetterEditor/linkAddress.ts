import { editorLabels } from '../messages';

/**
 * Where a letter may link: a web page or an email address. Anything else (`javascript:`, `file:`,
 * a relative path that would resolve against the portal) is refused; DOMPurify would drop most of
 * it when the letter is read again anyway (docs/architecture.md, "Security").
 */
const allowedProtocols = new Set(['http:', 'https:', 'mailto:']);

/** One or more addresses, comma separated, as `mailto:` takes them. */
const emailAddresses = /^[^@\s,]+@[^@\s,]+(,[^@\s,]+@[^@\s,]+)*$/;

function canBeLinkedTo(url: URL): boolean {
  if (!allowedProtocols.has(url.protocol)) return false;
  // A web address needs a host (`https://x` has one; `https:x` is read with one too), an email
  // link someone to write to.
  return url.protocol === 'mailto:'
    ? emailAddresses.test(decodeURIComponent(url.pathname))
    : url.hostname !== '';
}

/** Why `address` cannot be a link's address, in words for the user; undefined when it can. */
export function linkAddressProblem(address: string): string | undefined {
  const trimmed = address.trim();
  if (trimmed === '') return editorLabels.linkDialog.missingAddress;
  try {
    return canBeLinkedTo(new URL(trimmed)) ? undefined : editorLabels.linkDialog.badAddress;
  } catch {
    // Not a URL at all (`www.nhs.uk`, `nhs.uk/page`), or a mailto: with a broken %-escape.
    return editorLabels.linkDialog.badAddress;
  }
}
