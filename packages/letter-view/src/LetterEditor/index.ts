export { type EditorAction, editorShortcuts } from './editorCommands';
export { type Alignment, type EditorFormat, formatOf } from './editorFormat';
export {
  type InsertTextOptions,
  LetterEditor,
  type LetterEditorHandle,
  type LetterEditorProps,
} from './LetterEditor';
