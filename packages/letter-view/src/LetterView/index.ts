export { LeaveWhileSavingDialog, type LeaveWhileSavingDialogProps } from './LeaveWhileSavingDialog';
export { LetterReadOnlyNotice, type LetterReadOnlyNoticeProps } from './LetterReadOnlyNotice';
export { LetterView, type LetterViewProps } from './LetterView';
export { type LetterOpening, openingOfAnswer, openingOfError } from './letterOpening';
export type { LetterViewApi } from './letterViewApi';
