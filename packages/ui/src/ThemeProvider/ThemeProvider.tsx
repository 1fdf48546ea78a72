import { type ElementType, type ReactNode, useMemo } from 'react';
import { type BrandName, brandNames } from '../theme/brandNames';
import { brandClassNames, themeResetClassName } from '../theme/brandThemes.css';
import { ThemeContext, type ThemeContextValue } from './themeContext';

export interface ThemeProviderProps {
  /**
   * The brand whose tokens the wrapper sets.
   * @default 'clinical'
   */
  brand?: BrandName;
  /**
   * The class of a custom brand made with `brandThemeStyle(tokens)`; replaces the class of
   * `brand` (which still goes into `data-brand`).
   * @default undefined
   */
  brandClassName?: string;
  /**
   * Extra class on the wrapper.
   * @default undefined
   */
  className?: string;
  /**
   * The wrapper element.
   * @default 'div'
   */
  as?: ElementType;
  /**
   * The themed content.
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * Applies a brand (its theme class), the scoped reset and `data-brand` to a wrapper element.
 * Everything of the kit must render inside one; overlays pick the theme up from it.
 */
export function ThemeProvider({
  brand = brandNames[0],
  brandClassName,
  className,
  as: Element = 'div',
  children,
}: ThemeProviderProps) {
  const themeClassName = `${brandClassName ?? brandClassNames[brand]} ${themeResetClassName}`;
  const value = useMemo<ThemeContextValue>(
    () => ({ brand, className: themeClassName }),
    [brand, themeClassName],
  );
  return (
    <ThemeContext.Provider value={value}>
      <Element className={className ? `${themeClassName} ${className}` : themeClassName} data-brand={brand}>
        {children}
      </Element>
    </ThemeContext.Provider>
  );
}
