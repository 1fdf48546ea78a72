export { UnsentWorkDialog, type UnsentWorkDialogProps } from './UnsentWorkDialog';
export { unsentWorkMessages } from './unsentWorkMessages';
export { useSignOutQuestion } from './useSignOutQuestion';
