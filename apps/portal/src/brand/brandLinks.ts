import type { BrandName } from '@dictation/ui/theme';
import { iconFileOf, manifestFileOf } from '../../pwa/manifestFiles';

/**
 * The tab's icon: the brand's own (pwa/brandManifests.ts writes one per brand). A page without
 * one has the browser ask for /favicon.ico on every start, a round trip on a hospital network
 * that no build answers (issue 33).
 */
export function linkBrandIcon(document: Document, brand: BrandName): void {
  appendLink(document, { rel: 'icon', type: 'image/svg+xml', href: `/${iconFileOf(brand)}` });
}

/** The brand's web app manifest, which makes the portal installable (issue 35). */
export function linkBrandManifest(document: Document, brand: BrandName): void {
  appendLink(document, { rel: 'manifest', href: `/${manifestFileOf(brand)}` });
}

function appendLink(document: Document, attributes: Partial<Pick<HTMLLinkElement, 'rel' | 'type' | 'href'>>) {
  document.head.append(Object.assign(document.createElement('link'), attributes));
}
