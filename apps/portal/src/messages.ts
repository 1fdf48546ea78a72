import { newLetterMessages } from '@dictation/recorder';

/** Every user-facing string of the portal, worded as spec 000 and 001 word them; ours are marked. */
export const messages = {
  appName: 'Dictate',
  // Sidebar (spec 000 section 2).
  navigation: 'Main navigation',
  newLetter: 'New letter',
  inProgress: 'In Progress',
  completed: 'Completed',
  uploadAudio: 'Upload audio',
  help: 'Help',
  settings: 'Settings',
  adminPanel: 'Go to the Admin Panel',
  signOut: 'Sign out',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  // Page titles (spec 000 section 2).
  audioCapture: 'Audio Capture',
  inProgressJobs: 'In Progress Jobs',
  completedJobs: 'Completed Jobs',
  uploadAudioTitle: 'Upload Audio',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  // Routes and letters.
  pageNotFound: 'Page not found',
  letterNotFound: 'Sorry, but the letter was not found',
  letterTitle: (id: number) => `Job ${id}`,
  /** Ours: the empty state of a screen whose package has not landed yet. */
  // Global (spec 000 section 8).
  connectionLost: 'Internet connection lost',
  browserUnsupported: 'The browser will not be supported',
  loading: 'Loading',
  /** Ours (WCAG 2.4.1): the first Tab stop of a signed-in page. */
  skipToContent: 'Skip to main content',
  // Settings (spec 001 section 2).
  settingsTabs: 'Settings',
  recordingTab: 'Recording and Audio player',
  footPedalTab: 'Foot pedal',
  downloadsTab: 'Downloads',
  changePasswordTab: 'Change password',
  defaultPriorityTab: 'Default priority',
  /** Ours: labels of the recording settings. */
  defaultToOverwrite: 'Default to overwrite',
  startStopSound: 'Start/stop sound',
  playbackSpeed: 'Default playback speed',
  playbackSpeedHelp: 'The speed audio starts playing at; the player can still change it.',
  /** Ours: labels of the download links. */
  emisBroker: 'EMIS broker',
  usbDeviceBroker: 'USB device broker',
  useDefaultPriority: 'Use default priority',
  fastComplete: 'Fast complete',
  saved: 'Success',
  // The recording page, spoken by @dictation/recorder (spec 000 sections 2, 4, 5 and 8).
  ...newLetterMessages,
  // Upload audio screen (spec 000 sections 2, 4, 5 and 8).
  uploadFromPc: 'Upload from PC',
  author: 'Author',
  confirmCompleteAll: 'Complete all files?',
  discardAll: 'Discard all',
  confirmDeleteAll: 'Delete all files?',
  selectPriority: 'Please select the priority',
  selectOrganisation: 'Please select the organisation',
  selectDepartment: 'Please select the department',
  selectAuthor: 'Please select the author',
  fileUploaded: (name: string) => `File ${name} successfully uploaded`,
  filesCompleted: 'Files are completed',
  filesDeleted: 'Files are deleted',
  unsavedChangesLost: 'All unsaved changes will be lost. Do you want to proceed?',
  failedToSaveFile: 'Failed to save file',
  failedToCreateJob: 'Failed to create job',
  systemError: 'System error',
  filesCannotBeProcessed: 'Some of your files cannot be processed',
  filesRejectedBeforeUpload: 'Due to the system limitations the following files cannot be completed',
  filesFailedDuringUpload:
    'Due to system errors the following files could not be loaded. Please try again or contact support.',
  duplicateAudiosFound: 'Duplicate audios found',
  duplicatesNotUploaded:
    'The following audio files have been identified as duplicates and will not be uploaded',
  processingFiles:
    'Processing the audio files. Please do not leave this page until all files are processed. Otherwise the data will be lost.',
  date: 'Date',
  fileName: 'File Name',
  reason: 'Reason',
  jobId: 'Job ID',
  /** Ours: counts, labels and the help text of the upload screen (spec 000 section 2 lists its topics). */
  processedCount: (done: number, total: number) => `${done} / ${total}`,
  audioFiles: 'Audio files',
  uploadDetails: 'Author and department',
  remove: 'Remove',
  /** Contains the visible 'Remove' (WCAG 2.5.3, label in name). */
  removeFile: (name: string) => `Remove ${name}`,
  playFile: (name: string) => `Play ${name}`,
  fileDuration: (duration: string) => `Length ${duration}`,
  notPlayableTitle: 'Some files cannot be played here',
  notPlayable:
    '.wma, .dss and .ds2 files cannot be played before upload; they are checked and uploaded as usual.',
  cannotBePlayedHere: 'Cannot be played before upload',
  unreadableAudio: 'The audio file cannot be read',
  ok: 'OK',
  uploadHelp: [
    'Upload dictations from a dictaphone, from this PC or from external storage (a USB stick or a memory card).',
    'Accepted files: .wav, .opus, .mp3, .m4a, .dss, .ds2 and .wma. Files in .wma, .dss and .ds2 cannot be played before upload.',
    'You may select several files at once, but only for one author and one organisation or department.',
    'Fill in the details of each file, then press Complete.',
    'Leaving this page before completion loses the files.',
  ],
} as const;
