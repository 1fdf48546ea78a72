/**
 * `@dictation/ui/theme`: the theme contract, brands, the `dictation` layer and style helpers.
 * Other packages' `.css.ts` files import this entry, so it imports no React and no component
 * styles.
 */
export { type BrandName, brandNames, toBrandName } from './brandNames';
export { brandThemeStyle } from './brandThemeStyle';
export { brandClassNames, themeResetClassName } from './brandThemes.css';
export type { BrandTokens } from './brandTokens';
export { clinicalBrand } from './clinicalBrand';
export { vars } from './contract.css';
export { evergreenBrand } from './evergreenBrand';
export { dictationLayer } from './layer.css';
export { layeredGlobalStyle, layeredStyle } from './layeredStyle';
export { focusRing, reducedMotion, visuallyHidden } from './styleHelpers';
