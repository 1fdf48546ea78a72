import { messages as coreMessages } from '@dictation/core';

/**
 * Every user-facing string of the letter screen. The spec's wording (spec 001 sections 4, 6 and
 * 8; spec 000 section 8) where it has one, copied exactly; the rest is ours (README).
 */
export const letterViewMessages = {
  letterNotFound: coreMessages.letterNotFound,
  documentNotFound: 'This document does not exist',
  failedToLoadDocument: (message: string) => `Failed to load document - ${message}`,
  completedReadOnly: 'Completed jobs cannot be edited',
  jobLocked: coreMessages.jobLocked,
  cleared: [
    'The data on this job has been cleared.',
    'Please delete the job to remove it from the list of letters.',
    'Due to security reasons the data on the patient is cleared in 365 days.',
  ],
  outsourced: 'The job is being transcribed. The text will be available later.',
  waitForSave: 'Please wait until document changes have been stored on the server',
  /** Ours: a deleted letter is read-only until restored. */
  deletedReadOnly: 'This letter is deleted. Restore it to edit it.',
  /** Ours: the read-only reason of a letter locked by someone else, with who. */
  lockedBy: (name: string) => `This job is locked by ${name}`,
  /** Ours: how a completed letter is changed again. */
  completedHelp: 'Use Un-complete to edit it again.',
  /** Ours: loading and trying again. */
  loadingLetter: 'Loading the letter',
  tryAgain: 'Try again',
  back: 'Back',
} as const;

/** The editor's controls and the save state (ours: the spec names none). */
export const editorLabels = {
  editor: 'Letter text',
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  bulletList: 'Bullet list',
  numberedList: 'Numbered list',
  blockType: 'Text style',
  paragraph: 'Paragraph',
  heading: (level: 1 | 2 | 3) => `Heading ${level}`,
  undo: 'Undo',
  redo: 'Redo',
  saveState: 'Save state',
  saved: 'Saved',
  saving: 'Saving…',
  pending: 'Changes not saved yet',
  offline: 'Offline: changes kept on this computer',
  retrying: 'Not saved: trying again',
  conflict: 'Not saved: the letter changed elsewhere',
} as const;

/** The conflict prompt after a 409 (ours). */
export const conflictMessages = {
  title: 'This letter was changed elsewhere',
  merged:
    'Someone saved this letter in another window or on another computer while you were editing. Your changes have been added to the latest version: please check the text.',
  notMerged:
    'Someone saved this letter in another window or on another computer while you were editing, and some of your changes overlap theirs.',
  keepMine: 'Keep my version',
  useSaved: 'Use the saved version',
  copyMine: 'Copy my text',
  copied: 'Your text is on the clipboard',
  ok: 'OK',
  restored: 'Changes you made on this computer that were not saved have been restored.',
} as const;
