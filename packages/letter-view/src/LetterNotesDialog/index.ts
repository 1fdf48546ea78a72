export {
  LetterNotesDialog,
  type LetterNotesDialogApi,
  type LetterNotesDialogProps,
  notesMaxLength,
} from './LetterNotesDialog';
