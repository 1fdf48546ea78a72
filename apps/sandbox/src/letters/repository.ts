import { canUnlockLetter } from '@dictation/core';
import type { Context, User } from '../context';
import { statement } from '../db/database';
import { Step } from '../domain';
import { badRequest, forbidden, HttpError } from '../http';
import { messages } from '../messages';

export interface LetterRow {
  id: number;
  tenantId: number;
  authorId: number;
  authorName: string;
  organisationItemId: number | null;
  organisationName: string | null;
  departmentName: string | null;
  parentOrganisationName: string | null;
  priorityId: number | null;
  priorityWorkflow: string | null;
  labelName: string | null;
  mrn: string | null;
  sampleId: string | null;
  dictationType: string;
  templateId: number | null;
  stepType: number;
  stepName: string;
  status: number | null;
  isDeleted: number;
  deletedFromStepType: number | null;
  deletedDate: string | null;
  isOutsource: number;
  isManual: number;
  isCleaned: number;
  approved: number;
  approvalDate: string | null;
  createdDate: string;
  completedDate: string | null;
  autoLockUserId: number | null;
  autoLockUserName: string | null;
  lockExpirationDate: string | null;
  heldUserId: number | null;
  heldUserName: string | null;
  heldDate: string | null;
  notes: string | null;
  audioKey: string;
  audioLengthMs: number;
  audioFormat: string;
  showLabels: number | null;
  showMRN: number | null;
  mandatoryMRN: number | null;
  mandatoryLabel: number | null;
  showSampleID: number | null;
  letterApprovalType: number | null;
  doctorCompleteBlocked: number | null;
  patientFamilyName: string | null;
  patientFirstNames: string | null;
  patientDateOfBirth: string | null;
  patientNhsNumber: string | null;
  patientRefId: string | null;
  patientSystem: number | null;
  tenantSystem: number;
  documentId: number | null;
  documentVersions: number;
  dit2JobNo: string | null;
  dit2StatusSync: string | null;
}

const letterSelect = `SELECT l.id, l.tenant_id AS tenantId, l.author_id AS authorId, a.full_name AS authorName,
  l.organisation_item_id AS organisationItemId, COALESCE(po.name, o.name) AS organisationName,
  CASE WHEN o.parent_id IS NULL THEN NULL ELSE o.name END AS departmentName, po.name AS parentOrganisationName,
  l.priority_id AS priorityId, p.workflow AS priorityWorkflow, l.label_name AS labelName, l.mrn, l.sample_id AS sampleId,
  l.dictation_type AS dictationType, l.template_id AS templateId, l.step_type AS stepType, l.step_name AS stepName, l.status,
  l.is_deleted AS isDeleted, l.deleted_from_step_type AS deletedFromStepType, l.deleted_date AS deletedDate,
  l.is_outsource AS isOutsource, l.is_manual AS isManual, l.is_cleaned AS isCleaned, l.approved, l.approval_date AS approvalDate,
  l.created_date AS createdDate, l.completed_date AS completedDate, l.auto_lock_user_id AS autoLockUserId,
  lu.full_name AS autoLockUserName, l.lock_expiration_date AS lockExpirationDate, l.held_user_id AS heldUserId,
  hu.full_name AS heldUserName, l.held_date AS heldDate, l.notes, l.audio_key AS audioKey, l.audio_length_ms AS audioLengthMs,
  l.audio_format AS audioFormat, o.show_labels AS showLabels, o.show_mrn AS showMRN, o.mandatory_mrn AS mandatoryMRN,
  o.mandatory_label AS mandatoryLabel, o.show_sample_id AS showSampleID, o.letter_approval_type AS letterApprovalType,
  o.doctor_complete_blocked AS doctorCompleteBlocked, l.patient_family_name AS patientFamilyName,
  l.patient_first_names AS patientFirstNames, l.patient_date_of_birth AS patientDateOfBirth,
  l.patient_nhs_number AS patientNhsNumber, l.patient_ref_id AS patientRefId, l.patient_system AS patientSystem,
  t.external_clinical_system AS tenantSystem, d.id AS documentId,
  (SELECT COUNT(*) FROM document_versions v WHERE v.document_id = d.id) AS documentVersions,
  l.dit2_job_no AS dit2JobNo, l.dit2_status_sync AS dit2StatusSync
  FROM letters l JOIN users a ON a.id = l.author_id JOIN tenants t ON t.id = l.tenant_id
  LEFT JOIN organisation_items o ON o.id = l.organisation_item_id LEFT JOIN organisation_items po ON po.id = o.parent_id
  LEFT JOIN priorities p ON p.id = l.priority_id LEFT JOIN users lu ON lu.id = l.auto_lock_user_id
  LEFT JOIN users hu ON hu.id = l.held_user_id LEFT JOIN documents d ON d.letter_id = l.id`;

/**
 * Auto-locks lapse when not elongated (spec 001 section 4); expired ones are cleared before any
 * lock decision and every list page. The earliest expiry comes from the partial index
 * `letters_lock_expiry` (one step, no scan), and the UPDATE runs only when it has passed: a list
 * page under load is a read, not a write over every letter (issue 22).
 */
export function clearExpiredLocks(ctx: Context): void {
  const now = ctx.nowIso();
  const { earliest } = statement(
    ctx.db,
    'SELECT MIN(lock_expiration_date) AS earliest FROM letters WHERE lock_expiration_date IS NOT NULL',
  ).get() as { earliest: string | null };
  if (earliest === null || earliest > now) return;
  ctx.db
    .prepare(
      'UPDATE letters SET auto_lock_user_id = NULL, lock_expiration_date = NULL WHERE lock_expiration_date IS NOT NULL AND lock_expiration_date <= ?',
    )
    .run(now);
}

/** A letter of the caller's tenant; another tenant's letter answers 404 exactly like a missing one. */
export function loadLetter(ctx: Context, user: User, letterId: number): LetterRow {
  clearExpiredLocks(ctx);
  const row = ctx.db.prepare(`${letterSelect} WHERE l.id = ?`).get(letterId) as LetterRow | undefined;
  if (!row || row.tenantId !== user.tenantId) throw new HttpError(404, messages.letterNotFound);
  return row;
}

export function findLetterByAudioKey(ctx: Context, user: User, audioKey: string): LetterRow {
  const row = ctx.db
    .prepare('SELECT id FROM letters WHERE audio_key = ? AND tenant_id = ?')
    .get(audioKey, user.tenantId) as { id: number } | undefined;
  if (!row) throw new HttpError(404, 'Audio not found');
  return loadLetter(ctx, user, row.id);
}

const flag = (value: number | null | undefined) => Boolean(value);

export function externalPatientJson(row: LetterRow) {
  if (!row.patientFamilyName && !row.patientRefId) return null;
  return {
    familyName: row.patientFamilyName,
    firstNames: row.patientFirstNames,
    dateOfBirth: row.patientDateOfBirth,
    nhsNumber: row.patientNhsNumber,
    refId: row.patientRefId,
    externalClinicalSystem: row.patientSystem ?? row.tenantSystem,
  };
}

/** Letter metadata: spec 000 section 3 plus the letter detail fields of spec 001 section 3. */
export function letterMetadata(row: LetterRow, viewer: User) {
  const externalPatient = externalPatientJson(row);
  return {
    id: row.id,
    documentId: row.documentId,
    letterStepName: row.stepName,
    letterStepType: row.stepType,
    status: row.status,
    isDeleted: flag(row.isDeleted),
    isOutsource: flag(row.isOutsource),
    isManual: flag(row.isManual),
    isLetterCleaned: flag(row.isCleaned),
    approved: flag(row.approved),
    approvalDate: row.approvalDate,
    letterApprovalType: row.letterApprovalType ?? 0,
    authorName: row.authorName,
    authorId: row.authorId,
    isAuthor: row.authorId === viewer.id,
    createdDate: row.createdDate,
    completedDateTime: row.completedDate,
    priority: row.priorityId,
    organisationItemId: row.organisationItemId,
    organisationName: row.organisationName,
    departmentName: row.departmentName,
    labelName: row.labelName,
    patientMRN: row.mrn,
    sampleID: row.sampleId,
    externalPatient,
    isExternalSystemPatient: externalPatient !== null,
    externalClinicalSystem: row.tenantSystem,
    dictationType: row.dictationType,
    templateId: row.templateId,
    mandatoryLabel: flag(row.mandatoryLabel),
    mandatoryMRN: flag(row.mandatoryMRN),
    // The department's flag (spec 000 section 3, organisation item): the header shows Hosp. No. only then.
    showMRN: flag(row.showMRN),
    showSampleID: flag(row.showSampleID),
    isLabelAble: flag(row.showLabels),
    doctorCompleteBlockedByOrgItem: flag(row.doctorCompleteBlocked),
    autoLockedUserId: row.autoLockUserId,
    autoLockedUserName: row.autoLockUserName,
    lockExpirationDate: row.lockExpirationDate,
    heldUserId: row.heldUserId,
    heldUserName: row.heldUserName,
    heldDate: row.heldDate,
    notes: row.notes,
    showNotes: true,
    hasDocumentHistory: row.documentVersions > 1,
    lastDeleteOperation: row.deletedDate ? { endDateTime: row.deletedDate } : null,
    dit2JobNo: row.dit2JobNo,
    dit2StatusSync: row.dit2StatusSync,
    audio: {
      authorId: row.authorId,
      audioSegment: {
        length: row.audioLengthMs,
        startPosition: 0,
        audioRecord: {
          id: row.id,
          key: row.audioKey,
          length: row.audioLengthMs,
          audioFormat: 1,
          created: row.createdDate,
          authorId: row.authorId,
          creatorId: row.authorId,
        },
      },
    },
  };
}

/** The caller as core's rules see a profile: the first role decides (the sandbox gives one). */
export const rulesProfile = (user: User) => ({
  id: user.id,
  roles: [{ name: user.roleName, type: user.roleType }],
});

/**
 * Spec 001 section 6: secretaries and the letter's author may release another user's lock: core's
 * rule, the one that shows Unlock on the letter screen.
 */
export function mayReleaseOthersLock(user: User, letter: LetterRow): boolean {
  return canUnlockLetter(rulesProfile(user), letterMetadata(letter, user));
}

export function lockedByOther(user: User, letter: LetterRow): string | null {
  if (letter.autoLockUserId !== null && letter.autoLockUserId !== user.id)
    return messages.autolockedBy(letter.autoLockUserName ?? '');
  if (letter.heldUserId !== null && letter.heldUserId !== user.id)
    return messages.heldBy(letter.heldUserName ?? '');
  return null;
}

/** Header edits are blocked when the letter is locked or held by another, cleaned, deleted or completed (spec 000 section 2). */
export function assertEditable(user: User, letter: LetterRow): void {
  const lock = lockedByOther(user, letter);
  if (lock) throw badRequest(lock);
  if (letter.isDeleted) throw badRequest('This job was deleted and as such is not available to view');
  if (letter.isCleaned) throw badRequest('The data on this job has been cleared.');
  if (letter.stepType === Step.completed.type) throw badRequest('Completed jobs cannot be edited');
}

export function assertAuthorRole(user: User): void {
  if (user.roleName === 'Secretary') throw forbidden('Only authors can record letters');
}
