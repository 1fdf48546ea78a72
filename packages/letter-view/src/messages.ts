import { messages as coreMessages } from '@dictation/core';

/**
 * Every user-facing string of the letter screen. The spec's wording (spec 001 sections 4, 6 and
 * 8; spec 000 section 8) where it has one, copied exactly; the rest is ours (README).
 */
export const letterViewMessages = {
  letterNotFound: coreMessages.letterNotFound,
  documentNotFound: 'This document does not exist',
  failedToLoadDocument: (message: string) => `Failed to load document - ${message}`,
  jobLocked: coreMessages.jobLocked,
  waitForSave: 'Please wait until document changes have been stored on the server',
  /** Ours: how a completed letter is changed again. */
  completedHelp: 'Use Un-complete to edit it again.',
  /** Ours: loading and trying again. */
  loadingLetter: 'Loading the letter',
  tryAgain: 'Try again',
  back: 'Back',
} as const;

/** Leaving while changes are being saved (ours, around the spec's message). */
export const leaveMessages = {
  stay: 'Stay on the letter',
  leaveAnyway: 'Leave anyway',
  keptHere:
    'You can leave anyway: your changes are kept on this computer and are saved when you open this letter again.',
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
  failed: 'Your text could not be put on the clipboard. Choose "Keep my version" to keep it.',
  ok: 'OK',
  restored: 'Changes you made on this computer that were not saved have been restored.',
} as const;

/**
 * The job header (spec 000 section 2 "Job header", spec 001 section 2 "Letter screen"). Field names
 * the spec gives are copied ('Stage', 'Job', 'Label', 'Sample ID', 'Org', 'Dept', 'Deleted',
 * 'Update', 'Cancel', 'Urgent'); Hosp. No. / NHS No. come from core (setting DMION). The rest is ours.
 */
export const headerMessages = {
  region: 'Job header',
  stage: 'Stage',
  deleted: 'Deleted',
  job: 'Job',
  label: 'Label',
  sampleId: 'Sample ID',
  organisation: 'Org',
  department: 'Dept',
  patient: 'Patient',
  dateOfBirth: 'DoB',
  /** Spec 000 section 2 names the EMIS reference; a TPP patient's is named after TPP. */
  reference: (system: 'EMIS' | 'TPP') => `${system} reference`,
  recorded: 'Recorded',
  priority: 'Priority',
  urgent: 'Urgent',
  notes: 'Notes',
  /** An empty value, and the None label (spec 000 section 3: id -1). */
  none: 'None',
  /** The name of a button that opens a field's modal: the field and its whole value. */
  edit: (field: string, value: string) => `${field}: ${value}`,
  update: 'Update',
  cancel: 'Cancel',
  labelTitle: 'Change label',
  identifierTitle: (field: string) => `Change ${field}`,
  organisationTitle: 'Change organisation and department',
  organisationField: 'Organisation',
  departmentField: 'Department',
  /** Spec 000 section 5: what MRN and Sample ID accept, said before input is ignored. */
  identifierHint: "Letters, digits, spaces and _ @ , . / \\ ' # & + -",
  /** Spec 000 section 4: the server clears them when the department changes. */
  departmentChangeClears: (hospitalNumber: string) =>
    `Changing the department clears the label and the ${hospitalNumber}.`,
  loading: 'Loading',
} as const;
