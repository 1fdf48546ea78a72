// React Aria's switch for components inside shadow roots (2025-): without it opening a Select's
// popover marks every element outside it inert from document.body down, the widget's host element
// included, so the popover in that element's shadow root cannot be clicked. Not yet public API.
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import { type DictationWidgetElement, setShadowStyleSheets } from './DictationWidgetElement';
import { DictationLettersTableElement } from './elements/LettersTableElement';
import { DictationLetterViewElement } from './elements/LetterViewElement';
import { DictationRecorderElement } from './elements/RecorderElement';
import { DictationSignInElement } from './elements/SignInElement';
import { createShadowStyles } from './shadowStyles';

/** Every element by its tag name. */
export const dictationElements = {
  'dictation-sign-in': DictationSignInElement,
  'dictation-letters-table': DictationLettersTableElement,
  'dictation-letter-view': DictationLetterViewElement,
  'dictation-recorder': DictationRecorderElement,
} as const satisfies Record<string, new () => DictationWidgetElement>;

export interface DefineDictationElementsOptions {
  /**
   * The kit's CSS, adopted into every element's shadow root: the script bundles pass their own;
   * a host bundling the npm packages passes the packages' `styles.css` files, concatenated.
   */
  kitStyles: string | CSSStyleSheet;
}

let stylesAdopted = false;

/**
 * Registers one element under `tag`, for a page (or bundle) that needs only that one. The first
 * call sets the kit's styles for every element of this copy of the package; a tag already defined
 * (a second call, or a second bundle on the page) keeps its first definition, as
 * `customElements.define` would throw.
 */
export function defineDictationElement(
  tag: string,
  element: new () => DictationWidgetElement,
  { kitStyles }: DefineDictationElementsOptions,
): void {
  if (customElements.get(tag)) return;
  if (!stylesAdopted) {
    enableShadowDOM();
    setShadowStyleSheets(createShadowStyles(kitStyles));
    stylesAdopted = true;
  }
  customElements.define(tag, element);
}

/** Registers every element (`dictationElements`), each once. */
export function defineDictationElements(options: DefineDictationElementsOptions): void {
  for (const [tag, element] of Object.entries(dictationElements))
    defineDictationElement(tag, element, options);
}

declare global {
  interface HTMLElementTagNameMap {
    'dictation-sign-in': DictationSignInElement;
    'dictation-letters-table': DictationLettersTableElement;
    'dictation-letter-view': DictationLetterViewElement;
    'dictation-recorder': DictationRecorderElement;
  }
}
