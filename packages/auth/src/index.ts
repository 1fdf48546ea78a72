/** `@dictation/auth`: sign-in, password flows, session guard, expiry warnings and the sign-out question. */
export { createPasswordActions, createSignIn, type PasswordActions, serverText } from './authActions';
export type {
  Credentials,
  PasswordChangePayload,
  PasswordEmailOutcome,
  PasswordResetPayload,
  PasswordUpdateOutcome,
  SignInOutcome,
} from './authOutcomes';
export { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';
export { type InactivityLogout, type InactivityLogoutOptions, useInactivityLogout } from './InactivityLogout';
export { InactivityWarning, type InactivityWarningProps } from './InactivityWarning';
export { LoginForm, type LoginFormProps } from './LoginForm';
export { messages as authMessages } from './messages';
export { PasswordEmailForm, type PasswordEmailFormProps } from './PasswordEmailForm';
export { type PasswordExpiryWarningOptions, usePasswordExpiryWarning } from './PasswordExpiryWarning';
export { PasswordEmailConfirm, type PasswordNoticeProps, PasswordResetConfirm } from './PasswordNotice';
export { PasswordResetForm, type PasswordResetFormProps } from './PasswordResetForm';
export {
  createReturnPathStore,
  type ReturnPathStorage,
  type ReturnPathStore,
  returnPathKey,
  SessionGuard,
  type SessionGuardProps,
} from './SessionGuard';
export {
  UnsentWorkDialog,
  type UnsentWorkDialogProps,
  unsentWorkMessages,
  useSignOutQuestion,
} from './SignOutQuestion';
