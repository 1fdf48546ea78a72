import * as z from 'zod/mini';
import { idSchema, isoDateSchema, optionalFlag, optionalNumber, optionalText } from './common';

/** Patient fetched from the external clinical system (EMIS 10, TPP 20). */
export const externalPatientSchema = z.looseObject({
  familyName: optionalText,
  firstNames: optionalText,
  dateOfBirth: optionalText,
  nhsNumber: optionalText,
  refId: optionalText,
  externalClinicalSystem: optionalNumber,
});
export type ExternalPatient = z.infer<typeof externalPatientSchema>;

/** `audio.audioSegment.audioRecord`: `key` is the audio file name used by the upload calls. */
export const audioRecordSchema = z.looseObject({
  id: optionalNumber,
  key: optionalText,
  /** Milliseconds. */
  length: optionalNumber,
});
export type AudioRecord = z.infer<typeof audioRecordSchema>;

/** Letter metadata: spec 000 section 3 plus the letter detail fields of spec 001 section 3. */
export const letterMetadataSchema = z.looseObject({
  id: idSchema,
  documentId: optionalNumber,
  letterStepName: optionalText,
  letterStepType: optionalNumber,
  isDeleted: optionalFlag,
  isOutsource: optionalFlag,
  isManual: optionalFlag,
  isLetterCleaned: optionalFlag,
  approved: optionalFlag,
  approvalDate: optionalText,
  /** 0 not required, 1 before secretary author only, 2 before secretary all authors. */
  letterApprovalType: optionalNumber,
  authorName: optionalText,
  authorId: optionalNumber,
  isAuthor: optionalFlag,
  createdDate: optionalText,
  priority: optionalNumber,
  organisationItemId: optionalNumber,
  labelName: optionalText,
  patientMRN: optionalText,
  sampleID: optionalText,
  externalPatient: z.nullish(externalPatientSchema),
  /** Default "Dictation"; "Conversation" is another value. */
  dictationType: optionalText,
  departmentName: optionalText,
  organisationName: optionalText,
  mandatoryLabel: optionalFlag,
  mandatoryMRN: optionalFlag,
  /** The department's flag: the job header shows Hosp. No. / NHS No. only then (spec 000 section 3). */
  showMRN: optionalFlag,
  showSampleID: optionalFlag,
  isLabelAble: optionalFlag,
  isExternalSystemPatient: optionalFlag,
  externalClinicalSystem: optionalNumber,
  autoLockedUserName: optionalText,
  autoLockedUserId: optionalNumber,
  /** When the auto-lock lapses unless extended (spec 001 section 4). */
  lockExpirationDate: optionalText,
  heldUserName: optionalText,
  heldUserId: optionalNumber,
  notes: optionalText,
  showNotes: optionalFlag,
  hasDocumentHistory: optionalFlag,
  templateId: optionalNumber,
  doctorCompleteBlockedByOrgItem: optionalFlag,
  lastDeleteOperation: z.nullish(z.looseObject({ endDateTime: optionalText })),
  /**
   * Sent with `complete` only: the audio the recorder holds (SHA-256 hex of the PCM, length in
   * ms); the server refuses the complete when its stored audio differs (wire contract, Audio).
   */
  expectedAudio: z.optional(z.object({ hash: z.string(), length: z.number() })),
  audio: z.nullish(
    z.looseObject({
      audioSegment: z.nullish(z.looseObject({ audioRecord: z.nullish(audioRecordSchema) })),
    }),
  ),
});
export type LetterMetadata = z.infer<typeof letterMetadataSchema>;

/** `GET author/letters/current-letter`: the caller's letter at Audio capture, or `{}`. */
export const currentLetterSchema = z.union([
  letterMetadataSchema,
  z.pipe(
    z.looseObject({ id: z.optional(z.undefined()) }),
    z.transform((): null => null),
  ),
]);

/** Body of `POST author/letters/create` (spec 000 section 3, create payload). */
export const createLetterPayloadSchema = z.looseObject({
  authorId: idSchema,
  letterStepType: z.int(),
  templateName: z.nullish(z.string()),
  templateId: z.nullish(z.int()),
  recipients: z.array(z.unknown()),
  authorName: z.nullish(z.string()),
  createdDate: isoDateSchema,
  audioKey: z.string(),
  priority: z.nullish(z.int()),
  audio: z.looseObject({
    authorId: idSchema,
    audioSegment: z.looseObject({
      length: z.number(),
      startPosition: z.number(),
      audioRecord: z.looseObject({
        created: isoDateSchema,
        key: z.string(),
        audioFormat: z.literal(1),
        length: z.number(),
        authorId: idSchema,
        creatorId: idSchema,
      }),
    }),
  }),
  isDeleted: z.literal(false),
  letterStatus: z.literal(0),
  organisationItemId: z.nullish(z.int()),
  labelName: z.nullish(z.string()),
  patientMRN: z.nullish(z.string()),
  externalPatient: z.nullish(externalPatientSchema),
  sampleID: z.nullish(z.string()),
  dictationType: z.nullish(z.string()),
});
export type CreateLetterPayload = z.infer<typeof createLetterPayloadSchema>;

/** `PUT author/letters/complete` answers 202 `{ audioStored: false }` while audio is being stored. */
export const audioStoredAnswerSchema = z.looseObject({ audioStored: z.boolean() });

/**
 * The fields the recording page chooses for a letter (spec 000 sections 2 and 3), as the letter
 * carries them; null clears one.
 */
export const letterFieldsSchema = z.object({
  organisationItemId: z.nullable(z.int()),
  priority: z.nullable(z.int()),
  labelName: z.nullable(z.string()),
  patientMRN: z.nullable(z.string()),
  sampleID: z.nullable(z.string()),
  dictationType: z.string(),
  templateId: z.nullable(z.int()),
});
export type LetterFields = z.infer<typeof letterFieldsSchema>;

/** Body of `PATCH author/letters/patch`: the letter id and the fields that change. */
export const letterPatchSchema = z.extend(z.partial(letterFieldsSchema), { id: idSchema });
export type LetterPatch = z.infer<typeof letterPatchSchema>;

/** Body of `PUT author/letters/update-priority` (shape not in the spec: our decision). */
export const updatePriorityPayloadSchema = z.object({ letterId: idSchema, priorityId: idSchema });
export type UpdatePriorityPayload = z.infer<typeof updatePriorityPayloadSchema>;

/** Body of `PUT author/letters/update-template` (shape not in the spec: our decision). */
export const updateTemplatePayloadSchema = z.object({ letterId: idSchema, templateId: idSchema });
export type UpdateTemplatePayload = z.infer<typeof updateTemplatePayloadSchema>;

/**
 * Body of `PUT author/letters/update-notes` (spec 001 section 7: letterId, notes). `previousNotes`
 * is ours: the notes the edit started from; the server refuses (409) when they changed meanwhile
 * (docs/wire-contract.md, Letters).
 */
export const updateNotesPayloadSchema = z.object({
  letterId: idSchema,
  notes: z.string().check(z.maxLength(200)),
  previousNotes: z.optional(z.nullable(z.string())),
});
export type UpdateNotesPayload = z.infer<typeof updateNotesPayloadSchema>;

/** Body of `POST author/letters/update-letter-approval-status`. */
export const approvalStatusPayloadSchema = z.object({ letterId: idSchema, approved: z.boolean() });
export type ApprovalStatusPayload = z.infer<typeof approvalStatusPayloadSchema>;

/** Body of `PUT author/letters/restore/{id}`: the step to restore to (5000, 2000 or 7000). */
export const restorePayloadSchema = z.object({ letterStepType: z.int() });
export type RestorePayload = z.infer<typeof restorePayloadSchema>;

/** Row of the letters list (spec 001 section 3, letter list item). */
export const letterListItemSchema = z.looseObject({
  id: idSchema,
  priority: optionalNumber,
  recordedDate: optionalText,
  authorName: optionalText,
  orgItemName: optionalText,
  orgItemId: optionalNumber,
  mrn: optionalText,
  sampleID: optionalText,
  label: optionalText,
  status: optionalNumber,
  workflowStepName: optionalText,
  letterStepType: optionalNumber,
  onOutsource: optionalFlag,
  isDeleted: optionalFlag,
  isCompleted: optionalFlag,
  isLetterCleaned: optionalFlag,
  isListenableAudioReady: optionalFlag,
  autoLockedUserName: optionalText,
  autoLockedUserId: optionalNumber,
  autoLockedUserNameFormatted: optionalText,
  lockExpirationDate: optionalText,
  heldUserName: optionalText,
  heldUserId: optionalNumber,
  heldUserNameFormatted: optionalText,
  heldDate: optionalText,
  notes: optionalText,
  approved: optionalFlag,
  approvalDate: optionalText,
  letterApprovalType: optionalNumber,
  durationInMilliseconds: optionalNumber,
  dit2JobNo: optionalText,
  dit2StatusSync: z.nullish(z.union([z.string(), z.number(), z.boolean()])),
  patientFamilyName: optionalText,
  patientFirstNames: optionalText,
  patientDateOfBirth: optionalText,
  patientNHSNumber: optionalText,
});
export type LetterListItem = z.infer<typeof letterListItemSchema>;

/** OData answer of `LettersService.Search()`. */
export const lettersSearchAnswerSchema = z.looseObject({
  '@odata.count': z.int().check(z.nonnegative()),
  value: z.array(letterListItemSchema),
});
export type LettersSearchAnswer = z.infer<typeof lettersSearchAnswerSchema>;

/**
 * Letter document (spec 001 section 3: `documentVersion, editableContent, newPatchNumber, data`).
 * Its id is the letter detail's `documentId`; an answer's own `documentId` is used when present.
 */
export const letterDocumentSchema = z.looseObject({
  documentId: optionalNumber,
  documentVersion: z.number(),
  editableContent: optionalText,
  newPatchNumber: z.number(),
  data: z.optional(z.unknown()),
});
export type LetterDocument = z.infer<typeof letterDocumentSchema>;

/**
 * Body of `PUT author/documents-patch/update?documentId=` (docs/wire-contract.md, Documents):
 * `patchContent` is the JSON list of edits against the content at `documentVersion`;
 * `contentHash` the SHA-256 hex (lower case) of the UTF-8 bytes of the whole content after the
 * patch, which also lets the server recognise the retry of a patch it already applied.
 */
export const documentPatchSchema = z.object({
  documentVersion: z.number(),
  patchContent: z.string(),
  patchNumber: z.int(),
  contentHash: z.optional(z.string()),
});
export type DocumentPatch = z.infer<typeof documentPatchSchema>;

/**
 * Answer of a saved patch: the document's new version and the next patch number. The spec names no
 * answer fields (spec 001 section 3 lists only what a patch sends), so a server may answer none:
 * the client then counts on (the version and patch number go up by one).
 */
export const documentPatchAnswerSchema = z.looseObject({
  documentId: optionalNumber,
  documentVersion: optionalNumber,
  newPatchNumber: optionalNumber,
});
export type DocumentPatchAnswer = z.infer<typeof documentPatchAnswerSchema>;

/** Row of the letter history. */
export const historyRowSchema = z.looseObject({
  id: idSchema,
  authorFullName: optionalText,
  startDateTime: optionalText,
  stepName: optionalText,
  isOutsource: optionalFlag,
  details: z.optional(z.unknown()),
  changes: z.optional(z.unknown()),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

/** `GET author/emis/connection-state`. */
export const emisConnectionStateSchema = z.looseObject({
  connected: z.boolean(),
  externalClinicalSystem: z.int(),
});
export type EmisConnectionState = z.infer<typeof emisConnectionStateSchema>;
