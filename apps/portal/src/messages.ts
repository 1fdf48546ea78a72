import { newLetterMessages, uploadMessages } from '@dictation/new-letter';
import { formatClock } from '@dictation/recorder';
import { appName } from './brand/appName';

/** Every user-facing string of the portal, worded as spec 000 and 001 word them; ours are marked. */
export const messages = {
  appName,
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
  uploadAudioTitle: uploadMessages.uploadAudioTitle,
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  // Routes and letters.
  pageNotFound: 'Page not found',
  letterNotFound: 'Sorry, but the letter was not found',
  letterTitle: (id: number) => `Job ${id}`,
  /** Ours: the empty state of a screen whose package has not landed yet. */
  // Global (spec 000 section 8).
  connectionLost: 'Internet connection lost',
  browserUnsupported: 'The browser will not be supported',
  /** The button of the spec's warning with a Confirm button (000 section 5). */
  confirm: 'Confirm',
  loading: 'Loading',
  /** Issue 35's words: a new version of the portal waits for the user. */
  newVersionReady: 'A new version is ready',
  reloadForNewVersion: 'Reload',
  /** Ours (issue 31): the sign-in after a sign-out that stopped a recording. */
  keptRecording: (lengthMs: number, letterId: number) =>
    `Your recording of ${formatClock(lengthMs)} for job ${letterId} was kept on this computer and will be sent when you open New letter.`,
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
} as const;
