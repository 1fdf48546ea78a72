/**
 * What the forms need from the server, as outcomes rather than HTTP details: the host passes
 * functions returning these (see `createAuthActions` for the ones built on @dictation/core), so a
 * form can be embedded anywhere and rendered in a story with fakes.
 */

/** `POST OAuth/Token` (password grant) as the login form sees it (spec 000 section 8). */
export type SignInOutcome =
  | { outcome: 'signedIn' }
  /** 400 password_expired: go to /password/forgot?userId={userId}. */
  | { outcome: 'passwordExpired'; userId: string; message: string }
  /** 400 restricted_address: 'Access denied!' and why. */
  | { outcome: 'accessDenied'; message: string; description: string }
  /** Any other failure: the server's text, or 'Invalid credentials'. */
  | { outcome: 'failed'; message: string };

/** `POST accounts/forgot-password` (spec 000 section 8, "Forgot password"). */
export type PasswordEmailOutcome =
  /** 200: go to the confirm page. */
  | { outcome: 'sent' }
  /** 404: 'Username not registered'. */
  | { outcome: 'notRegistered' }
  /** Any other status: go to / with 'Failed to send confirmation email'. */
  | { outcome: 'failed' };

/** Reset and change (spec 000 section 8: "non-200 shows the server text"). */
export type PasswordUpdateOutcome = { outcome: 'updated' } | { outcome: 'failed'; message: string };

export interface Credentials {
  username: string;
  password: string;
}

/** Form body of `POST accounts/reset-password` (spec 000 section 3, "Password reset payload"). */
export interface PasswordResetPayload {
  password: string;
  confirmPassword: string;
  code: string;
  userId: string;
}

/** Form body of `PUT accounts/self/password` (spec 000 section 3, "Password change payload"). */
export interface PasswordChangePayload {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
  userId: string;
}
