export { accountJournalsDeleter } from './accountJournals';
export {
  createDocumentSaver,
  type DocumentSaver,
  type DocumentSaverOptions,
  isSaveConflict,
  type SavedDocument,
  type SaveState,
  type SaveStatus,
} from './createDocumentSaver';
export {
  applyDocumentEdits,
  contentHashOf,
  type DocumentEdit,
  makeDocumentEdits,
  type Rebase,
  rebaseEdits,
} from './documentPatch';
export {
  createIndexedDbEditJournal,
  createMemoryEditJournal,
  deleteIndexedDbEditJournal,
  type EditJournal,
  type EditJournalEntry,
  type IndexedDbEditJournalOptions,
} from './editJournal';
export { type DocumentPatchFormat, patchContentOf } from './patchFormats';
export { type EditRecovery, reconcileEdits, recoverEdits } from './recoverEdits';
export { useDocumentSaver } from './useDocumentSaver';
