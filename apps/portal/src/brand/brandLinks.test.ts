import { afterEach, describe, expect, it } from 'vitest';
import { linkBrandIcon, linkBrandManifest } from './brandLinks';

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('brand links', () => {
  it("gives the tab the brand's icon, so the browser does not ask for /favicon.ico", () => {
    linkBrandIcon(document, 'evergreen');
    const icons = document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]');
    expect([...icons].map(({ type, href }) => ({ type, path: new URL(href).pathname }))).toEqual([
      { type: 'image/svg+xml', path: '/icon-evergreen.svg' },
    ]);
  });

  it("links the brand's manifest", () => {
    linkBrandManifest(document, 'clinical');
    const manifest = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    expect(manifest && new URL(manifest.href).pathname).toBe('/manifest-clinical.webmanifest');
  });
});
