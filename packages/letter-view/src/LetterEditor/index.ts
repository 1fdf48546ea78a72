export { type EditorFormat, formatOf } from './editorCommands';
export {
  type InsertTextOptions,
  LetterEditor,
  type LetterEditorHandle,
  type LetterEditorProps,
} from './LetterEditor';
export { letterText, parseLetterHtml, serializeLetterHtml } from './letterHtml';
export { type BlockType, blockTypes, letterSchema } from './letterSchema';
