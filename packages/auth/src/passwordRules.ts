/**
 * The password rules of spec 000 section 5 and spec 001 section 5, as react-hook-form rules.
 * Checked in the spec's order, so the first broken rule is the one shown.
 */
import { messages } from './messages';

/** Spec 000 section 9: passwords are 6 to 15 characters. */
export const passwordLength = { min: 6, max: 15 } as const;

/** The first broken rule's message for a new password, or true. */
export function checkNewPassword(value: string, requiredMessage: string): string | true {
  if (value === '') return requiredMessage;
  if (!/\d/.test(value)) return messages.passwordNeedsNumber;
  if (!/\p{Ll}/u.test(value)) return messages.passwordNeedsLowerCase;
  if (value.length < passwordLength.min || value.length > passwordLength.max) return messages.passwordLength;
  return true;
}

/** The message for a confirmation field, or true. */
export function checkConfirmation(value: string, password: string, requiredMessage: string): string | true {
  if (value === '') return requiredMessage;
  return value === password || messages.passwordsInconsistent;
}

/** A field check: the message of the first broken rule, or true. */
export type FieldCheck<Values> = (value: string, values: Values) => string | true;

/** A field that only has to be filled. */
export function required(message: string): FieldCheck<unknown> {
  return (value) => value.trim() !== '' || message;
}
