import type { BrandName } from './brandNames';
import { brandThemeStyle } from './brandThemeStyle';
import { clinicalBrand } from './clinicalBrand';
import { vars } from './contract.css';
import { evergreenBrand } from './evergreenBrand';
import { layeredGlobalStyle, layeredStyle } from './layeredStyle';

/** The theme class of each shipped brand. */
export const brandClassNames: Record<BrandName, string> = {
  clinical: brandThemeStyle(clinicalBrand, 'clinical'),
  evergreen: brandThemeStyle(evergreenBrand, 'evergreen'),
};

/**
 * The reset scoped to a widget root: font and colour on the root, box-sizing and margins on its
 * descendants. `:where()` keeps it at zero specificity so any component style beats it.
 */
export const themeResetClassName = layeredStyle(
  {
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    fontWeight: vars.font.weight.regular,
    color: vars.color.text,
    WebkitFontSmoothing: 'antialiased',
    WebkitTextSizeAdjust: '100%',
  },
  'reset',
);

layeredGlobalStyle(
  `:where(.${themeResetClassName}, .${themeResetClassName} *, .${themeResetClassName} *::before, .${themeResetClassName} *::after)`,
  {
    boxSizing: 'border-box',
  },
);

layeredGlobalStyle(
  `:where(.${themeResetClassName}) :where(h1, h2, h3, h4, h5, h6, p, ul, ol, dl, dd, figure, blockquote, fieldset, legend)`,
  { margin: 0, padding: 0 },
);

layeredGlobalStyle(`:where(.${themeResetClassName}) :where(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
  margin: 0,
});

layeredGlobalStyle(`:where(.${themeResetClassName}) ::selection`, {
  background: vars.color.selection,
  color: vars.color.text,
});
