import type { DictationElementClass } from './DictationWidgetElement';
import { type DefineDictationElementsOptions, defineDictationElement } from './defineDictationElement';
import { DictationLettersTableElement } from './elements/LettersTableElement';
import { DictationLetterViewElement } from './elements/LetterViewElement';
import { DictationRecorderElement } from './elements/RecorderElement';
import { DictationSignInElement } from './elements/SignInElement';

// The whole set, apart from defineDictationElement: a page (or bundle) that defines one element
// does not load the others' classes.

/** Every element by its tag name. */
export const dictationElements = {
  'dictation-sign-in': DictationSignInElement,
  'dictation-letters-table': DictationLettersTableElement,
  'dictation-letter-view': DictationLetterViewElement,
  'dictation-recorder': DictationRecorderElement,
} as const satisfies Record<string, DictationElementClass>;

/** Registers every element (`dictationElements`), each once. */
export function defineDictationElements(options: DefineDictationElementsOptions): void {
  for (const [tag, element] of Object.entries(dictationElements))
    defineDictationElement(tag, element, options);
}
