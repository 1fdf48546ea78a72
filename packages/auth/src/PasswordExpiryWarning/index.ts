export {
  localDay,
  passwordExpiryWarningDays,
  passwordExpiryWarningMs,
  shouldWarnPasswordExpiry,
} from './passwordExpiryRule';
export { type PasswordExpiryWarningOptions, usePasswordExpiryWarning } from './usePasswordExpiryWarning';
