import { assignVars } from '@vanilla-extract/css';
import type { BrandTokens } from './brandTokens';
import { vars } from './contract.css';
import { layeredStyle } from './layeredStyle';
import { reducedMotion } from './styleHelpers';

/**
 * A class that sets every variable of the contract to a brand's values, for a wrapper element
 * (never `:root`, so two widgets with different brands can share a page). Under reduced motion
 * every duration is 0 ms, so components need no media query of their own. Call it from a
 * `.css.ts` file to make a third brand.
 */
export function brandThemeStyle(tokens: BrandTokens, debugId?: string): string {
  return layeredStyle(
    {
      vars: assignVars(vars, tokens),
      '@media': {
        [reducedMotion]: {
          vars: assignVars(vars.motion, {
            ...tokens.motion,
            duration: { fast: '0ms', normal: '0ms', slow: '0ms' },
          }),
        },
      },
    },
    debugId,
  );
}
