/** Server-side messages. Where the spec words a rule (spec 000 section 5), the server uses the same words. */
export const messages = {
  passwordRequired: 'Please input your new password',
  passwordNumber: '* Password should contain at least one number',
  passwordLowerCase: '* Password should contain at least one lower case character',
  passwordLength: '* Password length should be between 6 and 15 characters',
  passwordConfirmRequired: 'Please confirm your new password',
  passwordMismatch: 'Two passwords that you enter are inconsistent!',
  currentPasswordWrong: 'The current password is incorrect.',
  resetCodeInvalid: 'The reset code is invalid or has already been used.',
  usernameNotRegistered: 'Username not registered',
  autolockedBy: (name: string) => `This letter is autolocked by ${name}`,
  heldBy: (name: string) => `This letter is locked by ${name}`,
  letterNotFound: 'Sorry, but the letter was not found',
  documentNotFound: 'This document does not exist',
  staleDocument: 'The document has changed since it was loaded',
  patchDoesNotApply: 'The changes could not be applied to the current document',
  // docs/wire-contract.md, Documents: the two formats patchContent may take, and their limits.
  malformedPatch: 'patchContent is neither a list of edits nor diff-match-patch patch text',
  patchSplitsCharacter:
    'patchContent cuts a character outside the Basic Multilingual Plane (an emoji, a surrogate pair) in two',
  editPastEnd: 'patchContent has an edit that starts past the end of the document',
  hunkReachesBack: (limit: number) =>
    `patchContent has a hunk that starts more than ${limit} characters before where the hunks before it reached`,
  versionNotKept: 'This version of the document is not kept',
  contentSplitsCharacter:
    'content holds half of a character outside the Basic Multilingual Plane (an emoji, a surrogate pair)',
  documentTooLong: 'The document may be at most 5,000,000 characters',
  // The recorder retries on 'length is 4000 ms' (spec 000 section 8), so the minimum leads the message.
  audioTooShort: (storedMs: number, minimumMs: number) =>
    `The minimum audio length is ${minimumMs} ms; the stored audio is ${storedMs} ms`,
  // docs/wire-contract.md, Audio.
  otherWriter: 'This recording is being made in another window or on another computer.',
  uploadInterrupted: 'The upload was interrupted; send it again from the first part.',
  operationIdReused: (operationId: string) => `operationId ${operationId} was already used for other audio`,
  lengthMismatch: (length: number, actual: number) =>
    `length ${length} ms does not match the ${actual} ms received`,
  // Spec 000 section 8 wording. The recording maximum is 30 min (section 9).
  durationLimit: 'The duration limit is reached',
  // Contains 'length is N ms', so the client stores its audio and retries (spec 000 section 8).
  audioDiffers: (storedMs: number) =>
    `The stored audio differs from the recording (length is ${storedMs} ms)`,
  noUncompletePermission: 'You have no permission to UNcomplete the job',
  // Spec 000 section 5 wording, for the job header's updates.
  pickLabel: 'Please pick a label',
  pickDepartment: 'Please pick a department',
  // The letter screen's refusals (letters/letterRules.ts; docs/wire-contract.md, Letters). Where the
  // spec words the reason (001 section 8), core's wording is used instead of one written here.
  onlyCompletedUncomplete: 'Only completed letters can be un-completed',
  alreadyDeleted: 'The letter is already deleted',
  onlyDeletedRestore: 'Only deleted letters can be restored',
  notRestorableStage: 'Only letters deleted at To Review, Completed or Manual Transcription can be restored',
  restoreTargets: (targets: string) => `This letter can be restored only as ${targets}`,
  restoreStepType: 'letterStepType must be 5000, 2000 or 7000',
  onlyUnlockers: 'Only secretaries and the author can unlock a letter locked by someone else',
  onlyLockers: 'Only secretaries and the author can lock a letter',
  lockNotHeld: 'You do not hold the lock on this letter',
  approvalNotRequired: 'This letter does not need approval',
  noApprovePermission: 'You have no permission to approve this letter',
  notesHidden: 'Notes are not available for this letter',
  externalPatientHeader: 'The job header of a patient from an external clinical system cannot be edited',
  aiDisabled: 'AI processing is not enabled',
  textMagicManual: 'Text magic needs a priority whose workflow is not Manual',
  manualHasNoSr: 'A manually transcribed letter has no speech recognition text',
  // Issue 34 (docs/wire-contract.md, OAuth and Letters).
  tooManyResetMails: 'Too many password reset mails were asked for. Please try again later.',
  audioKeyTaken: 'This audio key cannot be used: send another, or none to have one made',
  notesChanged:
    'Someone else changed the notes while you were editing them. Your text is still here: copy it, then open the notes again.',
  onlyAuthorCompletesRecording: "Only the letter's author can complete it while it is at Audio capture",
  audioBodiesBusy: 'Your earlier audio uploads are still arriving. Please send this one again in a moment.',
  searchTooLong: 'The search took too long and was stopped. Narrow it down (fewer contains) and try again.',
  listCallsBusy: 'Your earlier list requests are still running. Please try again in a moment.',
} as const;
