/** Business constants of the lists (spec 001 section 9, spec 000 section 9). */

export const pageSizes = [10, 25, 50, 100, 200] as const;
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize: PageSize = 50;

/** Setting CJLMC: months completed jobs stay on the list. */
export const defaultArchiveMonths = 3;

/** Filter storage expiry (spec 000 section 9): one day. */
export const filterExpiryMs = 24 * 60 * 60 * 1000;

/**
 * The spec leaves the auto-refresh interval open ("not shown in this area"). Thirty seconds keeps
 * a secretary's list fresh without loading a 200-row page more than twice a minute per tab.
 */
export const autoRefreshIntervalMs = 30_000;

export const filterLimits = {
  jobIdDigits: 9,
  hospitalNumberLength: 30,
  sampleIdLength: 20,
  patientNameMinimumLetters: 3,
} as const;

/** Step names (spec 001 section 4, spec 000 section 4). */
export const stepNames = {
  audioCapture: 'Audio capture',
  speechRecognition: 'Speech recognition',
  processing: 'Processing',
  outsourceTranscription: 'Outsource Transcription',
  toReview: 'To Review',
  completed: 'Completed',
  manualTranscription: 'Manual Transcription',
} as const;

/** letterApprovalType codes (spec 000 section 6). */
export const approvalTypes = {
  notRequired: 0,
  beforeSecretaryAuthorOnly: 1,
  beforeSecretaryAllAuthors: 2,
} as const;

/** Dit2 job statuses 1-6 (spec 000 section 4), the values of the Dit2 Status Sync filter. */
export const dit2Statuses = [
  { id: 1, name: 'On Swift' },
  { id: 2, name: 'In transcription' },
  { id: 3, name: 'Job appeared on trust side' },
  { id: 4, name: 'Job was cancelled' },
  { id: 5, name: 'Job has small audio' },
  { id: 6, name: 'Job has too big audio' },
] as const;

/** Role type 200 is author (spec 001 section 6). */
export const authorRoleType = 200;
