import { type GlobalStyleRule, globalStyle, type StyleRule, style } from '@vanilla-extract/css';
import { dictationLayer } from './layer.css';

/**
 * `style()` whose rules sit in the `dictation` layer. Call it from a `.css.ts` file, like
 * `style()`.
 */
export function layeredStyle(rule: StyleRule, debugId?: string): string {
  return style({ '@layer': { [dictationLayer]: rule } }, debugId);
}

/** `globalStyle()` in the `dictation` layer, for selectors built from layered classes. */
export function layeredGlobalStyle(selector: string, rule: GlobalStyleRule): void {
  globalStyle(selector, { '@layer': { [dictationLayer]: rule } });
}
