import { hostThemeCss } from './hostThemeCss';

function sheetOf(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

/**
 * The stylesheets every element's shadow root adopts: the kit's CSS (the vanilla-extract output
 * of the packages) and the brands' variables on `:host`. Constructable stylesheets are parsed
 * once and shared by every element of the page, however many there are.
 * @param kitStyles the packages' CSS: the script bundles inline it; an npm host passes it in
 */
export function createShadowStyles(kitStyles: string | CSSStyleSheet): CSSStyleSheet[] {
  return [typeof kitStyles === 'string' ? sheetOf(kitStyles) : kitStyles, sheetOf(hostThemeCss())];
}
