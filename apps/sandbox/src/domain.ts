/**
 * Workflow steps. Spec 001 section 4 fixes 1000 (audio capture), 2000 (outsource / manual
 * transcription), 5000 (To Review) and 7000 (Completed); the codes of Speech recognition and
 * Processing are not given, so the sandbox uses 3000 and 4000 (README).
 */
export const Step = {
  audioCapture: { type: 1000, name: 'Audio capture' },
  speechRecognition: { type: 3000, name: 'Speech recognition' },
  processing: { type: 4000, name: 'Processing' },
  outsource: { type: 2000, name: 'Outsource Transcription' },
  manual: { type: 2000, name: 'Manual Transcription' },
  toReview: { type: 5000, name: 'To Review' },
  completed: { type: 7000, name: 'Completed' },
} as const;

/** Spec 000 section 4: job statuses 1-6. */
export const JobStatus = {
  onSwift: 1,
  inTranscription: 2,
  appearedOnTrustSide: 3,
  cancelled: 4,
  smallAudio: 5,
  tooBigAudio: 6,
} as const;

/** Spec 000 section 6. */
export const ApprovalType = {
  notRequired: 0,
  beforeSecretaryAuthorOnly: 1,
  beforeSecretaryAllAuthors: 2,
} as const;

export const ExternalSystem = { none: 0, emis: 10, tpp: 20 } as const;

export const RoleType = {
  Secretary: 100,
  Doctor: 200,
  CustomerAdministrator: 299,
  Administrator: 300,
  SupportAdministrator: 400,
} as const;
export type RoleName = keyof typeof RoleType;

/** Roles that act on letters as a secretary would (unlock others' locks, complete blocked letters). */
export function isSecretaryClass(roleName: string): boolean {
  return roleName !== 'Doctor';
}

/** Spec 000 section 9 and the upload defaults. */
export const audioLimits = {
  minimumAllowedDuration: 4,
  maximumAllowedDuration: 1800,
  minimumAllowedSize: 0,
  maximumAllowedSize: 104_857_600,
} as const;

export const minimumCompleteMs = 4000;
export const importExtensions = ['wav', 'opus', 'mp3', 'm4a', 'dss', 'ds2', 'wma'] as const;
export const sampleRate = 16_000;

/** ISO 8601 in UTC without milliseconds, so that stored dates compare correctly as text. */
export function isoDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
