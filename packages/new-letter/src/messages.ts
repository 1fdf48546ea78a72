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
  /** Issue 35: recorded with no network (ours). */
  offlineDraft:
    'No network: this letter will be created when the network returns. Its recording is kept on this computer until then.',
  /** Issue 35: Complete on a letter recorded with no network (ours). */
  draftCompleted:
    'Completed on this computer: the letter will be created and completed when the network returns.',
  // Issue 35: the outbox of letters recorded with no network (ours).
  outboxTitle: 'Recorded with no network',
  outboxWaiting: (count: number) => `${count} ${count === 1 ? 'letter' : 'letters'} waiting to be sent.`,
  outboxRefusedCount: (count: number) => `${count} ${count === 1 ? 'was' : 'were'} not accepted.`,
  outboxAllSent: 'All letters sent.',
  outboxItem: (item: { recordedAt: string; length: string | null; department: string | null }) =>
    [`Recorded ${item.recordedAt}`, item.length, item.department ?? 'No department']
      .filter(Boolean)
      .join(' · '),
  outboxWaitingForNetwork: 'Completed: waiting for the network',
  outboxNotCompleted: 'Not completed yet: open New letter to finish it',
  outboxSending: 'Sending…',
  outboxRefused: (refusal: string) => `Not sent: ${refusal}`,
  outboxSent: (letterId: number) => `Sent as Job ${letterId}`,
  outboxSendAgain: 'Send again',
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
