import type { BrandName } from '@dictation/ui/theme';

/**
 * The brand for a hostname (spec 000 section 1: "A second visual branding variant is chosen by
 * hostname"). Rule: a hostname containing "evergreen" (`evergreen.example.nhs.uk`,
 * `dictate-evergreen.local`) gets the evergreen brand; every other host gets clinical. Case is
 * ignored; pass `location.hostname` (never `host`, which carries the port).
 */
export function resolveBrand(hostname: string): BrandName {
  return hostname.toLowerCase().includes('evergreen') ? 'evergreen' : 'clinical';
}
