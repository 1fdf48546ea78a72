import { messages } from '../messages';

/** Spec 000 section 5: the same rules the forms check, enforced again on the server. */
export function passwordProblem(
  password: string | undefined,
  confirmation: string | undefined,
): string | null {
  if (!password) return messages.passwordRequired;
  if (!/\d/.test(password)) return messages.passwordNumber;
  if (!/[a-z]/.test(password)) return messages.passwordLowerCase;
  if (password.length < 6 || password.length > 15) return messages.passwordLength;
  if (!confirmation) return messages.passwordConfirmRequired;
  if (confirmation !== password) return messages.passwordMismatch;
  return null;
}
