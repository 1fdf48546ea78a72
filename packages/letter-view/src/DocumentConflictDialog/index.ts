export {
  type ConflictChoice,
  DocumentConflictDialog,
  type DocumentConflictDialogProps,
} from './DocumentConflictDialog';
