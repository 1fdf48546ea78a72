import type { ReactNode } from 'react';
import { useTheme } from '../ThemeProvider/themeContext';
import type { BrandName } from '../theme/brandNames';
import * as styles from './AppShell.css';

/** Each brand's mark, drawn in its own primary colour: a sound wave in a tile or a leaf. */
const marks: Record<BrandName, () => ReactNode> = {
  clinical: () => (
    <>
      <rect x="1" y="1" width="30" height="30" rx="6" fill="var(--dictation-color-primary)" />
      <path
        d="M8 16h2M12 11v10M16 7v18M20 11v10M24 16h0.01"
        stroke="var(--dictation-color-on-primary)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </>
  ),
  evergreen: () => (
    <>
      <path d="M16 2C8 6 4 12 4 19a12 12 0 0 0 24 0C28 12 24 6 16 2z" fill="var(--dictation-color-primary)" />
      <path
        d="M10 19h2M14 15v8M18 12v14M22 16v6"
        stroke="var(--dictation-color-on-primary)"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </>
  ),
};

export interface BrandMarkProps {
  /** @default the nearest ThemeProvider's brand, else 'clinical' */
  brand?: BrandName;
}

/**
 * The brand's mark (32 px, decorative: the product name beside it names the product). Drawn with
 * the theme's variables, so a host's colour override recolours it too.
 */
export function BrandMark({ brand }: BrandMarkProps) {
  const theme = useTheme();
  const current = brand ?? theme?.brand ?? 'clinical';
  return (
    <svg
      viewBox="0 0 32 32"
      className={styles.mark}
      aria-hidden="true"
      focusable="false"
      data-brand={current}
    >
      {marks[current]()}
    </svg>
  );
}
