export { type MoreAction, moreActions } from './footerCommands';
export { LetterFooter, type LetterFooterProps, type LetterPanel } from './LetterFooter';
export type { LetterFooterApi } from './letterFooterApi';
export { printLetter } from './printLetter';
export { RestoreDialog, type RestoreDialogProps } from './RestoreDialog';
export {
  type LetterAction,
  type LetterActions,
  type LetterActionsOptions,
  useLetterActions,
} from './useLetterActions';
