/**
 * Every user-facing string of `@dictation/core`, worded exactly as the spec
 * (`000` = author side, `001` = lists and letter view; section numbers in the comments).
 * Functions build the messages that carry a value.
 */
export const messages = {
  // 000 section 8: toasts of the HTTP catalogue.
  success: 'Success',
  requestFailed: 'Oops, something went wrong. Please try again later',
  serverError: 'Server error. Please try again later',
  // 000 section 8: external patient code for a 500 on the patient call.
  patientTimeoutCode: '2009',
  // 000 section 8 warnings; used for a request that never reached the server.
  connectionLost: 'Internet connection lost',

  // 000 section 8: login errors.
  passwordExpired: 'Password is expired',
  accessDenied: 'Access denied!',
  /** Our wording: the spec says only what the notification explains. */
  accessDeniedDescription:
    'Your organisation only allows the use of this application on a specific health network.',
  invalidCredentials: 'Invalid credentials',
  passwordExpiryWarning: 'Your password will soon expire',

  // 000 section 5: sign-in and password forms.
  usernameRequired: 'Please input your username',
  forgotUsernameRequired: 'Please input your Username',
  passwordRequired: 'Please input your password',
  newPasswordRequired: 'Please input your new password',
  currentPasswordRequired: 'Please input your current password',
  passwordNeedsDigit: '* Password should contain at least one number',
  passwordNeedsLowerCase: '* Password should contain at least one lower case character',
  passwordLength: '* Password length should be between 6 and 15 characters',
  confirmPasswordRequired: 'Please confirm your password',
  confirmNewPasswordRequired: 'Please confirm your new password',
  passwordsInconsistent: 'Two passwords that you enter are inconsistent!',

  // 000 section 8 / 001 section 8: password flows.
  usernameNotRegistered: 'Username not registered',
  confirmationEmailFailed: 'Failed to send confirmation email',
  passwordUpdated: 'Your password has been successfully updated',

  // 001 section 8: row click messages (status 400).
  jobNotReviewable: "Jobs can only be viewed once they have a status of 'To Review'",
  /**
   * Ours, under jobNotReviewable for a cleaned letter (issue 31): its list status can still read
   * 'To Review', so the spec's message alone contradicts what the row shows.
   */
  jobCleaned: 'This letter has been cleaned: its text and audio are no longer kept, so it cannot be opened.',
  jobDeleted: 'This job was deleted and as such is not available to view',
  letterAutolocked: 'This letter is autolocked',
  audioProcessing: 'The audio is processing. Please, reload the page in a minute',
  letterAutolockedBy: (name: string) => `This letter is autolocked by ${name}`,
  letterNotFound: 'Sorry, but the letter was not found',

  // 001 section 6 / 8: completion rights and letter warnings.
  noPermissionToComplete: 'You have no permission to complete the job',
  noPermissionToUncomplete: 'You have no permission to UNcomplete the job',
  completedCannotBeEdited: 'Completed jobs cannot be edited',
  jobLocked: 'This job is locked',

  // 000 section 4 / 001 section 4: letter actions.
  letterCompleted: (id: number) => `Letter #${id} completed`,
  letterDeleted: (id: number) => `Letter #${id} deleted`,
  letterUncompleted: (id: number) => `Letter #${id} un-completed`,
  letterRestored: (id: number) => `Letter #${id} restored`,

  // 000 section 6 / 001 section 3: hospital number naming (DMION).
  hospitalNumber: 'Hosp. No.',
  nhsNumber: 'NHS No.',
  // 000 section 3: the label with id -1.
  noneLabel: 'None',

  // 000 section 4: job statuses 1-6.
  jobStatus: {
    1: 'On Swift',
    2: 'In transcription',
    3: 'Job appeared on trust side',
    4: 'Job was cancelled',
    5: 'Job has small audio',
    6: 'Job has too big audio',
  },

  // 001 section 8: why the letter screen is read-only (with completedCannotBeEdited and jobLocked).
  jobCleared: [
    'The data on this job has been cleared.',
    'Please delete the job to remove it from the list of letters.',
    'Due to security reasons the data on the patient is cleared in 365 days.',
  ],
  jobBeingTranscribed: 'The job is being transcribed. The text will be available later.',
  /** Ours: the spec has no warning for a deleted letter opened from the completed list. */
  letterDeletedReadOnly: 'This letter is deleted. Restore it to edit it.',

  /** Ours (issue 34): a session's token asked for another API than the one that issued it. */
  signInOfAnotherApi: (apiOrigin: string, origin: string) =>
    `This sign-in is for ${apiOrigin} and is not sent to ${origin}.`,

  // 001 section 2: the approval label shown instead of the Approve button.
  approved: 'Approved',
  waitingForApproval: 'Waiting for approval',
} as const;
