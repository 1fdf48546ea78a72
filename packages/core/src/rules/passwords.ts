import { messages } from '../messages';

/** Spec 000 section 9 / 001 section 9: password 6 to 15 characters. */
export const passwordLength = { min: 6, max: 15 } as const;

/** Reset form (000) or change form (000 expired password, 001 settings). */
export type PasswordForm = 'reset' | 'change';

/**
 * Messages for a new password, in the spec's order; empty when it is acceptable. An empty
 * value gives only the required message.
 */
export function newPasswordProblems(value: string, form: PasswordForm): string[] {
  if (value === '') return [form === 'reset' ? messages.passwordRequired : messages.newPasswordRequired];
  const problems: string[] = [];
  if (!/\d/.test(value)) problems.push(messages.passwordNeedsDigit);
  if (!/\p{Ll}/u.test(value)) problems.push(messages.passwordNeedsLowerCase);
  if (value.length < passwordLength.min || value.length > passwordLength.max)
    problems.push(messages.passwordLength);
  return problems;
}

/** Message for the confirmation field, or null. */
export function confirmationProblem(
  password: string,
  confirmation: string,
  form: PasswordForm,
): string | null {
  if (confirmation === '') {
    return form === 'reset' ? messages.confirmPasswordRequired : messages.confirmNewPasswordRequired;
  }
  return confirmation === password ? null : messages.passwordsInconsistent;
}

/** Message for the current-password field of the change form, or null. */
export function currentPasswordProblem(value: string): string | null {
  return value === '' ? messages.currentPasswordRequired : null;
}

/** Messages of the sign-in form's fields. */
export function loginProblems(fields: { username: string; password: string }): {
  username?: string;
  password?: string;
} {
  return {
    ...(fields.username.trim() === '' ? { username: messages.usernameRequired } : {}),
    ...(fields.password === '' ? { password: messages.passwordRequired } : {}),
  };
}

/** Message of the forgot-password form's username field, or null. */
export function forgotUsernameProblem(username: string): string | null {
  return username.trim() === '' ? messages.forgotUsernameRequired : null;
}

/**
 * Spec 000 section 8, forgot password: 404 'Username not registered'; any other failure
 * 'Failed to send confirmation email' (the page then goes to /).
 */
export function forgotPasswordFailureMessage(status: number | undefined): string {
  return status === 404 ? messages.usernameNotRegistered : messages.confirmationEmailFailed;
}
