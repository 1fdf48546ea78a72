import { messages as coreMessages } from '@dictation/core';

/**
 * Every user-facing string of the letter screen. The spec's wording (spec 001 sections 4, 6 and
 * 8; spec 000 section 8) where it has one, copied exactly; the rest is ours (README).
 */
export const letterViewMessages = {
  letterNotFound: coreMessages.letterNotFound,
  documentNotFound: 'This document does not exist',
  failedToLoadDocument: (message: string) => `Failed to load document - ${message}`,
  /** Ours: neither the letter detail nor the document answer named the document (shown in the above). */
  documentWithoutId: 'the server named no document id for this letter',
  jobLocked: coreMessages.jobLocked,
  /** Ours, after 'This job is locked': who holds the letter (issue 31). */
  lockedByHolder: (name: string) => `${name} has locked it.`,
  openByHolder: (name: string) => `${name} has it open.`,
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

/**
 * The editor's controls and the save state (ours: the spec names none). Each action's label is also
 * its line in the keyboard shortcuts help.
 */
export const editorLabels = {
  editor: 'Letter text',
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  subscript: 'Subscript',
  superscript: 'Superscript',
  bulletList: 'Bullet list',
  numberedList: 'Numbered list',
  outdent: 'Decrease indent',
  indent: 'Increase indent',
  alignment: 'Alignment',
  alignLeft: 'Align left',
  alignCenter: 'Centre',
  alignRight: 'Align right',
  alignJustify: 'Justify',
  fontSizeUp: 'Larger text',
  fontSizeDown: 'Smaller text',
  clearFormatting: 'Clear formatting',
  horizontalRule: 'Horizontal line',
  link: 'Link',
  table: 'Table',
  insertTable: 'Insert table',
  addRowBefore: 'Add row above',
  addRowAfter: 'Add row below',
  addColumnBefore: 'Add column to the left',
  addColumnAfter: 'Add column to the right',
  deleteRow: 'Delete row',
  deleteColumn: 'Delete column',
  toggleHeaderRow: 'Header row on or off',
  deleteTable: 'Delete table',
  undo: 'Undo',
  redo: 'Redo',
  blockType: 'Text style',
  paragraph: 'Paragraph',
  heading: (level: 1 | 2 | 3) => `Heading ${level}`,
  fontFamily: 'Font',
  fontSize: 'Font size',
  textColour: 'Text colour',
  /** The colour the text has when none is set (black on the letter's white page). */
  automaticColour: 'Automatic',
  colours: {
    black: 'Black',
    grey: 'Grey',
    red: 'Red',
    orange: 'Orange',
    green: 'Green',
    blue: 'Blue',
    darkBlue: 'Dark blue',
    purple: 'Purple',
  },
  /** A control's tooltip: its name and its keys. */
  withKeys: (label: string, keys: string) => `${label} (${keys})`,
  shortcutsHelp: 'Keyboard shortcuts',
  /** What the help calls the keys the toolbar has no button for. */
  shortcuts: {
    link: 'Add or edit a link',
    toolbar: 'Go to the toolbar',
    lineBreak: 'Line break',
    nextCell: 'Next table cell (a new row after the last)',
    leaveEditor: 'Leave the editor',
    playStop: 'Play or pause the recording',
    rewind: 'Rewind the recording',
    forward: 'Fast forward the recording',
  },
  keys: {
    /** Mod in ProseMirror's key names: Ctrl, or the Command key on Apple computers. */
    control: 'Ctrl',
    command: '⌘',
    shift: 'Shift',
    alt: 'Alt',
    option: 'Option',
    /** Keys whose name in a key binding is not what their key cap says. */
    named: { ArrowDown: 'Down', ArrowLeft: 'Left', ArrowRight: 'Right', ArrowUp: 'Up' } as Partial<
      Record<string, string>
    >,
    /** Two keys pressed one after the other (Escape, then Tab). */
    inTurn: (first: string, second: string) => `${first}, then ${second}`,
  },
  linkDialog: {
    addTitle: 'Add a link',
    editTitle: 'Edit the link',
    address: 'Address',
    addressHelp: 'A web address (https://…) or an email address (mailto:…)',
    text: 'Text to show',
    apply: 'Apply',
    remove: 'Remove link',
    cancel: 'Cancel',
    missingAddress: 'Enter the address the link goes to.',
    badAddress: 'Enter an address that starts with https://, http:// or mailto:.',
  },
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
  template: 'Template',
  templateTitle: 'Change template',
  organisationField: 'Organisation',
  departmentField: 'Department',
  /** Spec 000 section 5: what MRN and Sample ID accept, said before input is ignored. */
  identifierHint: "Letters, digits, spaces and _ @ , . / \\ ' # & + -",
  /** Spec 000 section 4: the server clears them when the department changes. */
  departmentChangeClears: (hospitalNumber: string) =>
    `Changing the department clears the label and the ${hospitalNumber}.`,
  loading: 'Loading',
} as const;

/**
 * The footer (spec 001 section 2 "Letter screen" names every item; sections 4, 6 and 8 the
 * alerts, taken from core). Dialog questions and the footer's name are ours.
 */
export const footerMessages = {
  region: 'Letter actions',
  back: letterViewMessages.back,
  copyText: 'Copy text',
  complete: 'Complete',
  uncomplete: 'Un-complete',
  print: 'Print',
  lock: 'Lock',
  unlock: 'Unlock',
  restore: 'Restore',
  moreActions: 'More actions',
  seeOriginalSr: 'See original SR',
  history: 'Letter history',
  notes: 'Add/Edit notes',
  delete: 'Delete',
  approve: 'Approve',
  recallApproval: 'Recall approval',
  textMagic: 'Text magic',
  approved: coreMessages.approved,
  waitingForApproval: coreMessages.waitingForApproval,
  letterCopied: 'Letter copied',
  copyFailed: 'Copy failed',
  letterCompleted: coreMessages.letterCompleted,
  letterUncompleted: coreMessages.letterUncompleted,
  letterDeleted: coreMessages.letterDeleted,
  letterRestored: coreMessages.letterRestored,
  deleteQuestion: (id: number) => `Delete letter #${id}?`,
  deleteDetail: 'A deleted letter can be restored from the list of letters.',
  restoreTitle: (id: number) => `Restore letter #${id}`,
  restoreQuestion: 'Restore the letter as:',
  unlockQuestion: 'Unlock this letter?',
  unlockDetail: (name: string) => `${name} is working on this letter. Unlocking it lets you change it.`,
  someoneElse: 'Someone else',
  cancel: 'Cancel',
  /** The print page's title (the browser prints it in the page header). */
  printTitle: (id: number) => `Letter #${id}`,
} as const;

/**
 * Add/Edit notes (spec 001 sections 2 and 5): at most 200 characters with the counter 'n / 200'
 * (ui's TextField words it). A refusal shows the server's message (spec 001 section 8). The rest
 * is ours.
 */
export const notesMessages = {
  title: 'Add/Edit notes',
  field: 'Notes',
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving the notes…',
  /** The server refused the save (409): someone saved other notes since the dialog opened. */
  changedElsewhere:
    'Someone else changed the notes while you were editing them. Your text is still here: copy it, then open the notes again.',
} as const;

/**
 * Letter history (spec 001 sections 2 and 3: author, date, step, outsource, details, changes).
 * Column names follow the spec's fields; the rest is ours.
 */
export const historyMessages = {
  title: 'Letter history',
  author: 'Author',
  date: 'Date',
  step: 'Step',
  outsource: 'Outsource',
  details: 'Details',
  changes: 'Changes',
  yes: 'Yes',
  no: 'No',
  /** A field the server left out (shown as a dash, read out as this). */
  missing: 'Not recorded',
  loading: 'Loading the history',
  empty: 'Nothing has happened to this letter yet.',
  failed: 'The history could not be loaded.',
  tryAgain: 'Try again',
} as const;

/**
 * The original speech recognition drawer (spec 001 section 2, 'See original SR'; copy notices of
 * section 8, 4 s by section 9). Loading, empty and failed wording is ours.
 */
export const originalSrMessages = {
  title: 'Original speech recognition',
  text: 'Speech recognition text',
  copy: 'Copy',
  copied: 'Copied text to clipboard',
  copyFailed: 'Copy failed',
  loading: 'Loading the speech recognition',
  empty: 'There is no speech recognition text for this letter.',
  failed: 'The speech recognition could not be loaded.',
  tryAgain: 'Try again',
} as const;

/**
 * The Text magic panel (spec 001 section 2: Menu, Transcript and result tabs; section 8: the
 * error panel and 'Text not found'). The rest is ours.
 */
export const textMagicMessages = {
  title: 'Text magic',
  close: 'Close Text magic',
  tabs: 'Text magic views',
  menu: 'Menu',
  transcript: 'Transcript',
  result: 'Result',
  loadingSpells: 'Loading Text magic',
  spellsFailed: 'Text magic could not be loaded.',
  noSpells: 'No Text magic is available for this letter.',
  noTranscript: 'The letter has no text yet.',
  chooseSpell: 'Choose what to do with the letter in the Menu.',
  applying: (title: string) => `${title}: working…`,
  textNotFound: 'Text not found',
  error: 'An error occurred. Please, try again.',
  backToMenu: 'Back to the menu',
  tryAgain: 'Try again',
  insert: 'Insert at cursor',
  replaceSelection: 'Replace selection',
  inserted: 'Inserted into the letter.',
  replaced: 'The selection was replaced.',
} as const;

/** Ours: how the letter shows what it holds but may not show (docs/architecture.md, "Security"). */
export const letterContentMessages = {
  /** An image without a description. */
  image: 'Image',
  /** An image stored elsewhere (a web address, a file beside the letter, an email part). */
  imageNotShown: (description: string) => `${description} (not shown: it is stored elsewhere)`,
};
