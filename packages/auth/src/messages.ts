/**
 * Every user-facing string of @dictation/auth, worded exactly as spec 000 sections 2, 5 and 8 and
 * spec 001 sections 5 and 8. Labels the spec does not word are ours and marked so.
 */
export const messages = {
  // Labels and buttons (ours where the spec names the field but not its label).
  username: 'Username',
  password: 'Password',
  signIn: 'Log in',
  signInHeading: 'Log in',
  passwordChangeLink: 'Password change / forgotten?',
  passwordEmailHeading: 'Password change / forgotten?',
  sendResetLink: 'Send reset link',
  backToLogin: 'Back to log in',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  currentPassword: 'Current password',
  confirmNewPassword: 'Confirm new password',
  resetPasswordHeading: 'Reset password',
  resetPassword: 'Reset password',
  changePasswordHeading: 'Change password',
  changePassword: 'Change password',
  logIn: 'Log in',

  // Spec 000 section 2, confirm pages.
  emailConfirm: 'Please check your email to reset your password.',
  resetConfirm: 'Your password has been reset',

  // The warning before an inactivity sign-out (issue 31). The spec says only that sessions end
  // after inactivity (000 sections 1 and 9): the wording is ours.
  inactivityTitle: 'You will be signed out soon',
  inactivityCountdown: (time: string) =>
    `Nothing has been done on this computer for a while, so you will be signed out in ${time} to keep patient data safe.`,
  inactivityAnnouncement: (seconds: number) => `Signed out in ${seconds} seconds unless you stay.`,
  staySignedIn: 'Stay signed in',
  signOut: 'Sign out',

  // Validation, sign-in and forgot-password messages of spec 000 section 8 come from
  // @dictation/core's rules, which own them.
} as const;
