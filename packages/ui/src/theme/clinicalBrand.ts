import type { BrandTokens } from './brandTokens';
import { sharedTokens } from './sharedTokens';

/** The default brand: calm NHS-like blue, every text pair AA (checked in theme.test.ts). */
export const clinicalBrand: BrandTokens = {
  color: {
    surface: '#ffffff',
    surfaceSubtle: '#f0f4f5',
    surfaceHover: '#e8edee',
    text: '#212b32',
    textMuted: '#4c6272',
    textDisabled: '#768692',
    border: '#768692',
    borderStrong: '#4c6272',
    primary: '#005eb8',
    primaryHover: '#004c96',
    primaryPressed: '#003d78',
    onPrimary: '#ffffff',
    focusRing: '#003087',
    success: '#006b35',
    successSoft: '#e5f3eb',
    warning: '#8a4b00',
    warningSoft: '#fff4e0',
    error: '#c8102e',
    errorHover: '#a00d25',
    errorSoft: '#fbeae9',
    onError: '#ffffff',
    info: '#005eb8',
    infoSoft: '#e6f0fa',
    selection: '#cce0f4',
    backdrop: 'rgba(33, 43, 50, 0.55)',
    tooltip: '#212b32',
    onTooltip: '#ffffff',
  },
  space: sharedTokens.space,
  radius: { sm: '2px', md: '4px', lg: '8px', full: '9999px' },
  control: sharedTokens.control,
  font: {
    family: {
      body: 'Frutiger, Arial, "Helvetica Neue", Helvetica, sans-serif',
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    // A compact scale around the 16 px body for dense lists: 12, 14, 16, 18 and 22 px.
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem' },
    weight: { regular: '400', medium: '600', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  shadow: {
    sm: '0 1px 2px rgba(33, 43, 50, 0.16)',
    md: '0 4px 12px rgba(33, 43, 50, 0.18)',
    lg: '0 12px 32px rgba(33, 43, 50, 0.24)',
  },
  zIndex: sharedTokens.zIndex,
  motion: sharedTokens.motion,
};
