/** `@dictation/widgets`: the kit's custom elements for any host page. */
export { DictationWidgetElement } from './DictationWidgetElement';
export { defaultClientId } from './defaultClientId';
export { type DefineDictationElementsOptions, defineDictationElement } from './defineDictationElement';
export { defineDictationElements, dictationElements } from './defineDictationElements';
export { givenContext, type RecorderAttributes } from './elements/givenContext';
export { DictationLettersTableElement } from './elements/LettersTableElement';
export { DictationLetterViewElement } from './elements/LetterViewElement';
export { DictationRecorderElement } from './elements/RecorderElement';
export { DictationSignInElement } from './elements/SignInElement';
export type { DictationElementTagNameMap, DictationIntrinsicElements } from './elementTypes';
export {
  type DictationEvent,
  type DictationEventDetails,
  type DictationEventMap,
  type DictationEventType,
  dictationEventTypes,
} from './events';
export { hostThemeCss } from './hostThemeCss';
export { widgetMessages } from './messages';
