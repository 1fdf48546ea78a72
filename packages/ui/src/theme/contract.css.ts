import { createGlobalThemeContract } from '@vanilla-extract/css';
import type { BrandTokens } from './brandTokens';
import { clinicalBrand } from './clinicalBrand';

// An interface has no implicit index signature; this mapped copy of it does, as the contract needs.
type TokenShape<T> = { [Key in keyof T]: T[Key] extends string ? string : TokenShape<T[Key]> };

const kebab = (segment: string) => segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const shape: TokenShape<BrandTokens> = clinicalBrand;

/**
 * The theme contract: readable custom properties (`--dictation-color-primary`,
 * `--dictation-font-size-md`) so integrators can read or override them from plain CSS. The shape
 * comes from a brand object; only its keys matter here.
 */
export const vars = createGlobalThemeContract(
  shape,
  (_value, path) => `dictation-${path.map(kebab).join('-')}`,
);
