// The sign-out question's own chunk (useSignOut.tsx), apart from the signed-in shell.
export { UnsentWorkDialog } from '@dictation/auth';
