export { type HistoryEntry, historyEntriesOf, historyValueText } from './historyRows';
export {
  LetterHistoryDialog,
  type LetterHistoryDialogApi,
  type LetterHistoryDialogProps,
} from './LetterHistoryDialog';
