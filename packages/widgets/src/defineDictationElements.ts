import { type DictationWidgetElement, setShadowStyleSheets } from './DictationWidgetElement';
import { DictationLettersTableElement } from './elements/LettersTableElement';
import { DictationLetterViewElement } from './elements/LetterViewElement';
import { DictationSignInElement } from './elements/SignInElement';
import { createShadowStyles } from './shadowStyles';

/** Every element by its tag name. */
export const dictationElements = {
  'dictation-sign-in': DictationSignInElement,
  'dictation-letters-table': DictationLettersTableElement,
  'dictation-letter-view': DictationLetterViewElement,
} as const satisfies Record<string, new () => DictationWidgetElement>;

export interface DefineDictationElementsOptions {
  /**
   * The kit's CSS, adopted into every element's shadow root: the script bundles pass their own;
   * a host bundling the npm packages passes the packages' `styles.css` files, concatenated.
   */
  kitStyles: string | CSSStyleSheet;
}

/**
 * Registers the elements (once: a second call, or a second bundle on the page, leaves the first
 * definitions in place, as `customElements.define` would throw).
 */
export function defineDictationElements({ kitStyles }: DefineDictationElementsOptions): void {
  if (Object.keys(dictationElements).every((tag) => customElements.get(tag))) return;
  setShadowStyleSheets(createShadowStyles(kitStyles));
  for (const [tag, element] of Object.entries(dictationElements)) {
    if (!customElements.get(tag)) customElements.define(tag, element);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'dictation-sign-in': DictationSignInElement;
    'dictation-letters-table': DictationLettersTableElement;
    'dictation-letter-view': DictationLetterViewElement;
  }
}
