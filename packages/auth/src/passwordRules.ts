/**
 * The field checks of the auth forms, as react-hook-form `validate` functions over
 * @dictation/core's rules (spec 000 section 5, spec 001 section 5), which own the exact messages.
 * Only the first broken rule is shown, in the spec's order.
 */
import {
  confirmationProblem,
  currentPasswordProblem,
  forgotUsernameProblem,
  loginProblems,
  newPasswordProblems,
  type PasswordForm,
} from '@dictation/core';

/** A field check: the message of the first broken rule, or true. */
export type FieldCheck<Values> = (value: string, values: Values) => string | true;

/** New password of the reset form ('Please input your password') or a change form ('... new password'). */
export function checkNewPassword(value: string, form: PasswordForm): string | true {
  return newPasswordProblems(value, form)[0] ?? true;
}

/** Confirmation of `password`. */
export function checkConfirmation(value: string, password: string, form: PasswordForm): string | true {
  return confirmationProblem(password, value, form) ?? true;
}

export const checkCurrentPassword: FieldCheck<unknown> = (value) => currentPasswordProblem(value) ?? true;
export const checkForgotUsername: FieldCheck<unknown> = (value) => forgotUsernameProblem(value) ?? true;
export const checkLoginUsername: FieldCheck<unknown> = (value) =>
  loginProblems({ username: value, password: 'x' }).username ?? true;
export const checkLoginPassword: FieldCheck<unknown> = (value) =>
  loginProblems({ username: 'x', password: value }).password ?? true;
