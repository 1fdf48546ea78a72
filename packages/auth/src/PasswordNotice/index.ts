export { PasswordEmailConfirm, type PasswordNoticeProps, PasswordResetConfirm } from './PasswordNotice';
