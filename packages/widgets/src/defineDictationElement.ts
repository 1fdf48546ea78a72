import { forgetExpiredKeptWork } from '@dictation/core';
import { accountJournalsDeleter } from '@dictation/letter-view';
// React Aria's switch for components inside shadow roots: without it opening a Select's popover
// or a dialog marks every element outside it hidden from document.body down, the widget's host
// element included, so the overlay in that element's shadow root cannot be used.
// `@react-stately/flags` is its public package: it re-exports the very module React Aria reads
// (`react-stately/private/flags/flags`), so the switch reaches it (shadowDialogs.test.tsx).
import { enableShadowDOM } from '@react-stately/flags';
import { type DictationElementClass, setShadowStyleSheets } from './DictationWidgetElement';
import { createShadowStyles } from './shadowStyles';

export interface DefineDictationElementsOptions {
  /**
   * The kit's CSS, adopted into every element's shadow root: the script bundles pass their own;
   * a host bundling the npm packages passes the packages' `styles.css` files, concatenated.
   */
  kitStyles: string | CSSStyleSheet;
}

let firstDefinition = true;

/**
 * Issue 31, as the portal does at start: what a sign-out left on this computer (the host's
 * origin) is deleted once its account's retention ran out, before anyone signs in.
 */
async function forgetExpiredWorkOfThisOrigin(): Promise<void> {
  // Read here, not at load: a sandboxed frame's storage throws, and that must not stop a definition.
  const backend = globalThis.localStorage;
  await forgetExpiredKeptWork(backend, accountJournalsDeleter(backend));
}

/**
 * Registers one element under `tag`, for a page (or bundle) that needs only that one. The first
 * call sets the kit's styles for every element of this copy of the package and sweeps expired
 * kept work; a tag already defined (a second call, or a second bundle on the page) keeps its first
 * definition, as `customElements.define` would throw.
 */
export function defineDictationElement(
  tag: string,
  element: DictationElementClass,
  { kitStyles }: DefineDictationElementsOptions,
): void {
  if (customElements.get(tag)) return;
  if (firstDefinition) {
    enableShadowDOM();
    setShadowStyleSheets(createShadowStyles(kitStyles));
    firstDefinition = false;
    // A sweep that fails (storage refused, a database blocked) is done again at the next start.
    void forgetExpiredWorkOfThisOrigin().catch(() => {});
  }
  customElements.define(tag, element);
}
