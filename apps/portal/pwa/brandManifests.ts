/**
 * The web app manifest and icon of each brand (issue 35, an installable portal): the brand is
 * chosen by hostname at run time (spec 000 section 1), so the build writes one manifest per brand
 * and the page links the one of its brand (`src/offline/serviceWorker.ts`). Names, colours and
 * the icon's colours come from the brand's tokens in `@dictation/ui`, never a copy of them.
 */

import { type BrandTokens, clinicalBrand, evergreenBrand } from '@dictation/ui/theme';
import type { Plugin } from 'vite';
import { appName } from '../src/brand/appName';
import { iconFileOf, manifestFileOf } from './manifestFiles';

const brands: Record<string, BrandTokens> = { clinical: clinicalBrand, evergreen: evergreenBrand };

/** A microphone on the brand's primary colour; SVG, so one file serves every size. */
function iconOf(tokens: BrandTokens): string {
  const { primary, onPrimary } = tokens.color;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">',
    `<rect width="512" height="512" rx="96" fill="${primary}"/>`,
    `<g fill="none" stroke="${onPrimary}" stroke-width="32" stroke-linecap="round">`,
    `<rect x="196" y="96" width="120" height="208" rx="60" fill="${onPrimary}"/>`,
    '<path d="M140 248a116 116 0 0 0 232 0M256 364v60M196 424h120"/>',
    '</g></svg>',
  ].join('');
}

function manifestOf(brand: string, tokens: BrandTokens): string {
  return JSON.stringify({
    name: appName,
    short_name: appName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: tokens.color.primary,
    background_color: tokens.color.surface,
    icons: [{ src: `/${iconFileOf(brand)}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  });
}

/** Writes `manifest-<brand>.webmanifest` and `icon-<brand>.svg` for every brand into the build. */
export function brandManifests(): Plugin {
  return {
    name: 'dictation-brand-manifests',
    apply: 'build',
    generateBundle() {
      for (const [brand, tokens] of Object.entries(brands)) {
        this.emitFile({ type: 'asset', fileName: manifestFileOf(brand), source: manifestOf(brand, tokens) });
        this.emitFile({ type: 'asset', fileName: iconFileOf(brand), source: iconOf(tokens) });
      }
    },
  };
}
