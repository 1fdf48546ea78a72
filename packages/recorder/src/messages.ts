/**
 * Every user-facing string of the recorder, worded exactly as spec 000 (sections 5 and 8) and
 * 001 words them. Where the spec only says a checklist exists, the checklist is ours (README).
 */
export const recorderMessages = {
  noMicrophoneSelected: 'No microphone selected',
  noMicrophoneChecklist:
    'Check that a microphone is plugged in, that the browser is allowed to use it, and that it is selected in the recording source list.',
  departmentRequired: 'You need to select department before recording',
  browserNotSupported: 'Your browser does not support this feature',
  lowVolumeStopped: (seconds: number) =>
    `Recording stopped – No sound detected during the last ${seconds} seconds`,
  lowVolumeChecklist:
    'Check that the microphone is not muted, that the right recording source is selected, and that you speak close to the microphone.',
  durationLimitReached: 'The duration limit is reached',
  tooShort:
    'The platform does not accept recordings less than 4 seconds long. Please either make a longer recording or delete this recording',
  connectionLost: 'Internet connection lost',
  connectionLostWhileRecording:
    'Recording was stopped. The audio recorded so far is kept on this computer and will be uploaded when the connection is back.',
  microphoneConnected: 'New device detected',
  microphoneDisconnected: 'A device has been disconnected',
  microphoneError: 'microphone error',
  noMicrophoneDetected: 'no microphone detected',
  helperNotRunning: 'Swift desktop app is not running',
  /** Ours (spec silent): getUserMedia refused by the user or the browser settings. */
  microphoneNotAllowed: 'The browser is not allowed to use the microphone',
  microphoneNotAllowedHelp:
    'Allow this site to use the microphone (the microphone or lock icon in the address bar), then press Record again.',
  /**
   * Ours (docs/architecture.md, "Embedding and theming"): an embedding page whose iframe lacks
   * allow="microphone".
   */
  microphoneBlockedByPage: 'This page does not allow the use of a microphone',
  microphoneBlockedByPageHelp:
    'The recorder is embedded in a page that does not allow the microphone. Ask your system administrator to add allow="microphone; hid" to its iframe.',
  /** Ours: the device exists but cannot be opened (another program holds it, or a hardware fault). */
  microphoneInUseHelp:
    'The microphone may be in use by another program. Close it, or choose another recording source, then press Record again.',
  /** Spec 000 section 4: the desktop connection is Connected or Disconnected. */
  desktopConnected: 'Connected',
  desktopDisconnected: 'Disconnected',
  recordingInterrupted: 'Recording was interrupted and audio may be lost',
  /** Spec 000 section 4 gives the message; what the clinician can do next is ours. */
  recordingInterruptedHelp: (keptUpTo: string) =>
    `The recording was recovered up to ${keptUpTo}. Play the end back and record again what is missing.`,
  /** Ours: the journal cannot keep audio (storage full or refused, a private window, IndexedDB gone). */
  audioNotKept: 'Audio cannot be kept on this computer and may be lost',
  audioNotKeptHelp:
    'Do not close or reload this page until the recorder says "Audio saved". If this keeps happening, free some disk space or leave private browsing.',
  /** Ours: the stored audio did not load, so recording now would replace it. */
  storedAudioMissing: 'The recording could not be loaded. Reload the page before recording.',
  /** Ours: another tab of this browser, or another computer, is recording this letter. */
  recordingElsewhere: 'This letter is being recorded in another window or on another computer',
  recordingElsewhereHelp:
    'Finish or close the recording there, then reload this page. Audio recorded here is kept and uploaded once the other recording stops.',
  /** Ours: audio the journal kept through a reload (e.g. while offline) reached the server. */
  recordingRecovered: 'Audio kept on this computer since the page was last open has been uploaded',
  audioNotFound: 'Audio not found',
  audioConversionInProgress: 'Audio conversion in progress, please wait. Do not close this window.',
  audioConversionFailed: 'Audio conversion failed. Please try again or contact support if this persists.',
  /**
   * Ours, in the words of the spec's conversion failure: the server's answer is not audio the
   * browser can read (a damaged file, a proxy's page in its place). The decoder's own words
   * ('The string to be decoded is not correctly encoded') tell a secretary nothing.
   */
  audioUnreadable: 'The audio could not be read. Please try again or contact support if this persists.',
  /** Ours: the player's own code did not download (its module comes after the screen's). */
  playerNotLoaded: 'The player could not load. Check the internet connection, then reload the page.',
} as const;

/** Accessible names and visible labels of the recorder's controls (not worded by the spec). */
export const recorderLabels = {
  record: 'Record',
  stopRecording: 'Stop recording',
  play: 'Play',
  pause: 'Pause',
  rewind: 'Rewind',
  forward: 'Forward',
  speed: 'Playback speed',
  position: 'Position',
  /** Ours (spec silent): names the Insert | Overwrite choice. */
  recordingMode: 'Recording mode',
  insert: 'Insert',
  overwrite: 'Overwrite',
  recordMode: 'Overwrite mode',
  device: 'Recording source',
  /** Names the desktop connection status text (spec 000 section 2); the same words as @dictation/pedal. */
  desktopApp: 'Desktop app',
  /** A desktop helper microphone in the recording source list, told apart from the browser's. */
  desktopDevice: (name: string) => `${name} (desktop app)`,
  level: 'Input level',
  /** The letter screen's player region. */
  player: 'Player',
  waveform: 'Waveform',
  recordedDate: 'Recorded',
  loading: 'Loading audio',
  uploadPending: 'Uploading audio',
  uploadSynced: 'Audio saved',
  uploadRetrying: 'Upload failed, retrying',
  stateIdle: 'Ready',
  stateRecording: 'Recording',
  stateStarting: 'Starting the microphone…',
  statePlaying: 'Playing',
  statePaused: 'Paused',
  positionText: (position: string, length: string) => `${position} of ${length}`,
} as const;
