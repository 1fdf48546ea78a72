/** `@dictation/letter-view`: the letter screen and its parts (spec 001 sections 2-8). */
export {
  type ConflictChoice,
  DocumentConflictDialog,
  type DocumentConflictDialogProps,
} from './DocumentConflictDialog';
export { DocumentSaveStatus, type DocumentSaveStatusProps } from './DocumentSaveStatus';
export {
  accountJournalsDeleter,
  applyDocumentEdits,
  contentHashOf,
  createDocumentSaver,
  createIndexedDbEditJournal,
  createMemoryEditJournal,
  type DocumentEdit,
  type DocumentPatchFormat,
  type DocumentSaver,
  type DocumentSaverOptions,
  deleteIndexedDbEditJournal,
  type EditJournal,
  type EditJournalEntry,
  type EditRecovery,
  type IndexedDbEditJournalOptions,
  isSaveConflict,
  makeDocumentEdits,
  type Rebase,
  rebaseEdits,
  reconcileEdits,
  recoverEdits,
  type SavedDocument,
  type SaveState,
  type SaveStatus,
  useDocumentSaver,
} from './documentSaver';
export {
  type Alignment,
  type EditorAction,
  type EditorFormat,
  editorShortcuts,
  formatOf,
  type InsertTextOptions,
  LetterEditor,
  type LetterEditorHandle,
  type LetterEditorProps,
} from './LetterEditor';
export {
  isUrgentPriority,
  LetterHeader,
  type LetterHeaderApi,
  type LetterHeaderChange,
  type LetterHeaderProps,
  normalPriorityId,
} from './LetterHeader';
export {
  LetterHistoryDialog,
  type LetterHistoryDialogApi,
  type LetterHistoryDialogProps,
} from './LetterHistoryDialog';
export {
  LetterNotesDialog,
  type LetterNotesDialogApi,
  type LetterNotesDialogProps,
  notesMaxLength,
} from './LetterNotesDialog';
export {
  forgetLetterOpenedAhead,
  LeaveWhileSavingDialog,
  type LeaveWhileSavingDialogProps,
  type LetterOpening,
  LetterReadOnlyNotice,
  type LetterReadOnlyNoticeProps,
  LetterView,
  type LetterViewApi,
  type LetterViewProps,
  type OpeningAhead,
  openingOfAnswer,
  openingOfError,
  openLetterAhead,
  readKeptEditsAhead,
  SignedInLetterView,
  type SignedInLetterViewProps,
} from './LetterView';
export {
  type BlockType,
  blockTypes,
  letterSchema,
  letterText,
  parseLetterHtml,
  type RenderMode,
  serializeLetterHtml,
} from './letterHtml';
export {
  holdLetterLock,
  type LetterLock,
  type LetterLockApi,
  lockExtensionIntervalMs,
} from './letterLock/holdLetterLock';
export {
  conflictMessages,
  editorLabels,
  headerMessages,
  historyMessages,
  leaveMessages,
  letterViewMessages,
  notesMessages,
  originalSrMessages,
  textMagicMessages,
} from './messages';
export { OriginalSrDrawer, type OriginalSrDrawerApi, type OriginalSrDrawerProps } from './OriginalSrDrawer';
export { sanitizeServerHtml } from './sanitizeServerHtml';
export {
  type ConversationSummaryApi,
  type ConversationSummaryCase,
  type ConversationSummaryOptions,
  loadConversationSummary,
  needsConversationSummary,
  TextMagicPanel,
  type TextMagicPanelApi,
  type TextMagicPanelProps,
  type TextMagicTab,
  textMagicTabs,
} from './TextMagicPanel';
