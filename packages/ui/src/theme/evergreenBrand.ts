import type { BrandTokens } from './brandTokens';
import { sharedTokens } from './sharedTokens';

/** The second brand: green/teal, rounder, every text pair AA (checked in theme.test.ts). */
export const evergreenBrand: BrandTokens = {
  color: {
    surface: '#ffffff',
    surfaceSubtle: '#f1f6f4',
    surfaceHover: '#e3eeea',
    text: '#14302b',
    textMuted: '#46605a',
    textDisabled: '#7d918c',
    border: '#6b837d',
    borderStrong: '#46605a',
    primary: '#00695c',
    primaryHover: '#00564b',
    primaryPressed: '#00443b',
    onPrimary: '#ffffff',
    focusRing: '#8a4600',
    success: '#1e7b34',
    successSoft: '#e6f4ea',
    warning: '#8a5300',
    warningSoft: '#fff3dc',
    error: '#b3261e',
    errorHover: '#8f1e18',
    errorSoft: '#fceae8',
    onError: '#ffffff',
    info: '#0b5cad',
    infoSoft: '#e7f0fa',
    selection: '#cdebe4',
    backdrop: 'rgba(20, 48, 43, 0.55)',
    tooltip: '#14302b',
    onTooltip: '#ffffff',
  },
  space: sharedTokens.space,
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  control: sharedTokens.control,
  font: {
    family: {
      body: '"Source Sans 3", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    // Its own scale around the 16 px body: Source Sans 3 sets smaller than Arial at one size, so
    // small text is a step larger than clinical's (13 and 15 px), and headings open up (20, 24 px).
    size: { xs: '0.8125rem', sm: '0.9375rem', md: '1rem', lg: '1.25rem', xl: '1.5rem' },
    weight: { regular: '400', medium: '600', bold: '700' },
    lineHeight: { tight: '1.2', normal: '1.55' },
  },
  shadow: {
    sm: '0 1px 2px rgba(20, 48, 43, 0.16)',
    md: '0 4px 12px rgba(20, 48, 43, 0.18)',
    lg: '0 12px 32px rgba(20, 48, 43, 0.24)',
  },
  zIndex: sharedTokens.zIndex,
  motion: sharedTokens.motion,
};
