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

/**
 * The recording page's words (the new-letter flow of `newLetter/`), as spec 000 sections 2, 4, 5
 * and 8 word them; ours are marked. The portal spreads them into its own catalogue.
 */
export const newLetterMessages = {
  /** Spec 000 section 8: the open job could not be asked for. */
  somethingWentWrong: 'Something went wrong.',
  // Recording page (spec 000 sections 2 and 5).
  organisation: 'Organisation',
  department: 'Department',
  priority: 'Priority',
  loadingPriorities: 'Loading priorities…',
  complete: 'Complete',
  delete: 'Delete',
  confirmComplete: 'Complete this dictation?',
  confirmDelete: 'Delete this dictation?',
  pickPriority: 'Please pick a priority',
  pickDepartment: 'Please pick a department',
  pickLabel: 'Please pick a label',
  /** 'Please fill Hosp. No.' or 'Please fill NHS No.', by the DMION setting. */
  fillHospitalNumber: (fieldName: string) => `Please fill ${fieldName}`,
  label: 'Label',
  sampleId: 'Sample ID',
  dictationType: 'Dictation type',
  /** Spec 000 section 3: the None label (id -1). */
  template: 'Template',
  noTemplate: 'None',
  untitledTemplate: (id: number) => `Template ${id}`,
  /** Issue 23: field changes wait for the server; the page keeps them meanwhile. */
  fieldsNotSavedYet:
    'Changes to the letter details are not saved yet. They are kept on this computer and saved when the server answers.',
  leaveTitle: 'Your new letter has not been completed',
  discard: 'Discard',
  backToLetter: 'Cancel - go back to the letter',
  multipleRecordingPages: 'Multiple recording pages detected',
  /** Spec 000 section 4: on reload with an existing job (it must be completed or deleted). */
  currentJobAtAudioCapture: 'You currently have a job at Audio capture',
  // External patient (spec 000 sections 2 and 8); {system} is EMIS or TPP.
  useThisPatient: 'Use this patient',
  checkAgain: 'Check again',
  notAboutPatient: 'Recording not about a patient',
  cancel: 'Cancel',
  gettingPatient: (system: string) => `Getting patient details from ${system}`,
  createWithoutPatient: (system: string) => `Create letter without ${system} patient details`,
  patientTimedOut: 'Connection timed out. Please press Check again',
  helperNotRunning: 'Swift desktop app is not running',
  /** Ours: the titles, the patient's details and the codes the spec only classifies. */
  currentPatient: (system: string) => `Current ${system} patient`,
  patientError: (system: string) => `${system} patient details`,
  /** Ours: the EMIS/TPP patient of the job on the recording page. */
  patient: 'Patient',
  patientName: 'Name',
  dateOfBirth: 'Date of birth',
  nhsNumber: 'NHS number',
  systemNotRunning: (system: string) => `${system} is not running`,
  noPatientSelected: (system: string) => `No patient is selected in ${system}`,
  moreThanOneEmis: 'More than one EMIS is running',
  systemTechnicalError: (system: string, code: string) => `${system} technical error (code ${code})`,
  systemMismatch: (code: string) =>
    `The external clinical system set for this department does not match the one running (code ${code})`,
  /** Ours: the recording page's choices. */
  letterDetails: 'Letter details',
} as const;

/**
 * The Upload audio screen's words (the upload flow of `upload/`), as spec 000 sections 2, 4, 5
 * and 8 word them; ours are marked. The fields and buttons it shares with the recording page are
 * the recording page's words.
 */
export const uploadMessages = {
  organisation: newLetterMessages.organisation,
  department: newLetterMessages.department,
  priority: newLetterMessages.priority,
  label: newLetterMessages.label,
  sampleId: newLetterMessages.sampleId,
  dictationType: newLetterMessages.dictationType,
  complete: newLetterMessages.complete,
  delete: newLetterMessages.delete,
  /** The screen's title, which the progress dialog repeats (spec 000 section 2). */
  uploadAudioTitle: 'Upload Audio',
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
  /** Ours: the drop zone's name, and the empty list's heading and next step. */
  dropFiles: 'Drop audio files here',
  noFilesYet: 'No audio files yet',
  dropOrChoose:
    'Drag audio files here from a folder, a dictaphone or a memory card, or press Upload from PC.',
  uploadHelp: [
    'Upload dictations from a dictaphone, from this PC or from external storage (a USB stick or a memory card).',
    'Accepted files: .wav, .opus, .mp3, .m4a, .dss, .ds2 and .wma. Files in .wma, .dss and .ds2 cannot be played before upload.',
    'You may select several files at once, but only for one author and one organisation or department.',
    'Fill in the details of each file, then press Complete.',
    'Leaving this page before completion loses the files.',
  ],
} as const;
