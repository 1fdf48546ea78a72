import { createContext, useContext } from 'react';
import type { BrandName } from '../theme/brandNames';

export interface ThemeContextValue {
  brand: BrandName;
  /** Brand class plus reset class, for overlays that render in a portal outside the wrapper. */
  className: string;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * The theme of the nearest ThemeProvider, for overlays (popovers, modals, toasts): they render
 * in a portal outside the themed wrapper, so they apply the same classes to their own root.
 */
export function useTheme(): ThemeContextValue | null {
  return useContext(ThemeContext);
}

/** Joins an overlay's own class with the theme classes of the nearest ThemeProvider. */
export function useThemedClassName(ownClassName: string): string {
  const theme = useTheme();
  return theme ? `${theme.className} ${ownClassName}` : ownClassName;
}
