import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { JsxAttributes } from './attributeSchema';
import type { dictationElements } from './defineDictationElements';
import type { commonAttributes, DictationTag, elementAttributes } from './elementAttributes';

/** Each element's class by its tag, as `document.querySelector` and `createElement` return it. */
export type DictationElementTagNameMap = {
  [Tag in DictationTag]: InstanceType<(typeof dictationElements)[Tag]>;
};

/**
 * Each element's props in React 19's JSX: its attributes kebab-case as in HTML, typed from its
 * schema (elementAttributes.ts), with React's own (`id`, `className`, `style`, `ref`, `key`...).
 */
export type DictationIntrinsicElements = {
  [Tag in DictationTag]: DetailedHTMLProps<
    HTMLAttributes<DictationElementTagNameMap[Tag]>,
    DictationElementTagNameMap[Tag]
  > &
    JsxAttributes<typeof commonAttributes> &
    JsxAttributes<(typeof elementAttributes)[Tag]>;
};

declare global {
  // Each tag by name: an interface extending the mapped type above is not merged into the DOM's.
  interface HTMLElementTagNameMap {
    'dictation-sign-in': DictationElementTagNameMap['dictation-sign-in'];
    'dictation-letters-table': DictationElementTagNameMap['dictation-letters-table'];
    'dictation-letter-view': DictationElementTagNameMap['dictation-letter-view'];
    'dictation-recorder': DictationElementTagNameMap['dictation-recorder'];
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends DictationIntrinsicElements {}
  }
}
