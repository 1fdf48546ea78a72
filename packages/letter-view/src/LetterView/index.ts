export { LeaveWhileSavingDialog, type LeaveWhileSavingDialogProps } from './LeaveWhileSavingDialog';
export { LetterReadOnlyNotice, type LetterReadOnlyNoticeProps } from './LetterReadOnlyNotice';
export { LetterView } from './LetterView';
export { type LetterOpening, openingOfAnswer, openingOfError } from './letterOpening';
export type { LetterViewApi } from './letterViewApi';
export type { LetterViewProps } from './letterViewProps';
export {
  forgetLetterOpenedAhead,
  type OpeningAhead,
  openLetterAhead,
  readKeptEditsAhead,
} from './openingAhead';
export { SignedInLetterView, type SignedInLetterViewProps } from './SignedInLetterView';
