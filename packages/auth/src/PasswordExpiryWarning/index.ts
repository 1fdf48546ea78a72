export { type PasswordExpiryWarningOptions, usePasswordExpiryWarning } from './usePasswordExpiryWarning';
