import { hostThemeCss } from './hostThemeCss';

function sheetOf(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

/**
 * The kit's `rem` lengths measured against the portal's root size instead of the host page's.
 * In a shadow root `rem` is the size of the page's `<html>` (an EPR's `html { font-size: 22px }`
 * would enlarge every widget); `--dictation-root-font-size` (16px, the portal's) crosses the
 * boundary, so a host may still scale the widgets on purpose.
 */
export function remToRootSize(css: string): string {
  return css.replace(
    /(^|[^\w.-])(\d*\.?\d+)rem\b/g,
    (_match, before: string, amount: string) =>
      `${before}calc(${amount} * var(--dictation-root-font-size, 16px))`,
  );
}

/**
 * The stylesheets every element's shadow root adopts: the kit's CSS (the vanilla-extract output
 * of the packages) and the brands' variables on `:host`. Constructable stylesheets are parsed
 * once and shared by every element of the page, however many there are.
 * @param kitStyles the packages' CSS: the script bundles inline it; an npm host passes it in
 */
export function createShadowStyles(kitStyles: string | CSSStyleSheet): CSSStyleSheet[] {
  return [
    typeof kitStyles === 'string' ? sheetOf(remToRootSize(kitStyles)) : kitStyles,
    sheetOf(remToRootSize(hostThemeCss())),
  ];
}
