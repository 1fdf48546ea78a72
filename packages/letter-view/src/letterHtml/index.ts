export { type HtmlAttributes, styleProperty, withStyleProperty } from './htmlAttributes';
export { type KeptSource, sourceWithChanges } from './keptSource';
export {
  canonicalLetterHtml,
  letterText,
  parseLetterHtml,
  plainTextSlice,
  serializeLetterHtml,
} from './letterHtml';
export { type BlockType, blockTypes, letterSchema } from './letterSchema';
export { type OpenedLetter, openLetter } from './openedLetter';
export { cleanPastedHtml } from './pastedHtml';
export type { RenderMode } from './renderHtml';
