import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  type LetterPermissions,
  type LetterPermissionsContext,
  letterPermissions,
  type PermissionsLetter,
  type PermissionsProfile,
  readOnlyMessageKeys,
} from './letterPermissions';

/** The user is 5; 9 is someone else (the letter's author unless a row says otherwise). */
const me = 5;
const other = 9;
const doctor: PermissionsProfile = { id: me, roles: [{ name: 'Doctor', type: 200 }] };
const secretary: PermissionsProfile = { id: me, roles: [{ name: 'Secretary', type: 100 }] };
/** The first role decides (spec 001 section 6). */
const doctorThenSecretary: PermissionsProfile = {
  id: me,
  roles: [
    { name: 'Doctor', type: 200 },
    { name: 'Secretary', type: 100 },
  ],
};
const secretaryThenDoctor: PermissionsProfile = { id: me, roles: [...doctorThenSecretary.roles].reverse() };

/** A To Review letter of another author, opened by the user (who took the auto-lock). */
const toReview: PermissionsLetter = {
  letterStepName: 'To Review',
  letterStepType: 5000,
  isDeleted: false,
  isLetterCleaned: false,
  isManual: false,
  isExternalSystemPatient: false,
  autoLockedUserId: me,
  heldUserId: null,
  authorId: other,
  isAuthor: false,
  letterApprovalType: 0,
  approved: false,
  doctorCompleteBlockedByOrgItem: false,
  showNotes: true,
};
const completed: PermissionsLetter = {
  ...toReview,
  letterStepName: 'Completed',
  letterStepType: 7000,
  autoLockedUserId: null,
};
const manualTranscription: PermissionsLetter = {
  ...toReview,
  letterStepName: 'Manual Transcription',
  isManual: true,
};
const outsourced: PermissionsLetter = {
  ...toReview,
  letterStepName: 'Outsource Transcription',
  letterStepType: 2000,
};
const heldByOther: PermissionsLetter = { ...toReview, heldUserId: other };
const autoLockedByOther: PermissionsLetter = { ...toReview, autoLockedUserId: other };
const heldByMe: PermissionsLetter = { ...toReview, heldUserId: me };
const deleted: PermissionsLetter = { ...toReview, isDeleted: true, autoLockedUserId: null };
const cleared: PermissionsLetter = { ...toReview, isLetterCleaned: true };
const blocked = { doctorCompleteBlockedByOrgItem: true };
const gp = { workflow: 'GP' };

type Row = [
  name: string,
  letter: PermissionsLetter,
  profile: PermissionsProfile,
  expected: Partial<LetterPermissions>,
  context?: LetterPermissionsContext,
];

const check = (letter: PermissionsLetter, profile: PermissionsProfile, context?: LetterPermissionsContext) =>
  letterPermissions(letter, profile, context);

describe('read-only reasons and their precedence (spec 001 sections 4, 6 and 8)', () => {
  it.each<Row>([
    ['an open To Review letter', toReview, doctor, { readOnlyReason: null, readOnlyMessageKey: null }],
    ["the user's own manual lock", heldByMe, doctor, { readOnlyReason: null }],
    ['completed', completed, doctor, { readOnlyReason: 'completed' }],
    [
      'completed by step type only',
      { ...completed, letterStepName: null },
      doctor,
      { readOnlyReason: 'completed' },
    ],
    [
      'completed beats locked by another user',
      { ...completed, heldUserId: other },
      secretary,
      { readOnlyReason: 'completed' },
    ],
    ['held by another user', heldByOther, secretary, { readOnlyReason: 'lockedByOther' }],
    ['auto-locked by another user', autoLockedByOther, doctor, { readOnlyReason: 'lockedByOther' }],
    ['locked beats deleted', { ...deleted, heldUserId: other }, doctor, { readOnlyReason: 'lockedByOther' }],
    ['deleted', deleted, doctor, { readOnlyReason: 'deleted' }],
    ['deleted beats cleared', { ...deleted, isLetterCleaned: true }, doctor, { readOnlyReason: 'deleted' }],
    ['cleared', cleared, secretary, { readOnlyReason: 'cleared' }],
    [
      'cleared beats outsourced',
      { ...outsourced, isLetterCleaned: true },
      doctor,
      { readOnlyReason: 'cleared' },
    ],
    ['outsourced (step type 2000)', outsourced, secretary, { readOnlyReason: 'outsourced' }],
  ])('%s', (_name, letter, profile, expected) => {
    const permissions = check(letter, profile);
    expect(permissions).toMatchObject(expected);
    const reason = permissions.readOnlyReason;
    expect(permissions.readOnlyMessageKey).toBe(reason && readOnlyMessageKeys[reason]);
  });

  it('shows the spec wording for each reason', () => {
    const text = Object.fromEntries(
      Object.entries(readOnlyMessageKeys).map(([reason, key]) => [reason, messages[key]]),
    );
    expect(text).toEqual({
      completed: 'Completed jobs cannot be edited',
      lockedByOther: 'This job is locked',
      deleted: 'This letter is deleted. Restore it to edit it.',
      cleared: [
        'The data on this job has been cleared.',
        'Please delete the job to remove it from the list of letters.',
        'Due to security reasons the data on the patient is cleared in 365 days.',
      ],
      outsourced: 'The job is being transcribed. The text will be available later.',
    });
  });
});

describe('text, header, document and auto-lock', () => {
  it.each<Row>([
    [
      'an open letter',
      toReview,
      doctor,
      {
        canEditText: true,
        canEditHeader: true,
        canChangePriority: true,
        loadsDocument: true,
        holdsAutoLock: true,
      },
    ],
    [
      'an external patient: the patient header is fixed, the priority is not',
      { ...toReview, isExternalSystemPatient: true },
      secretary,
      { canEditText: true, canEditHeader: false, canChangePriority: true },
    ],
    [
      'completed (step 7000)',
      completed,
      secretary,
      {
        canEditText: false,
        canEditHeader: false,
        canChangePriority: false,
        loadsDocument: true,
        holdsAutoLock: false,
      },
    ],
    [
      'held by another user',
      heldByOther,
      secretary,
      {
        canEditText: false,
        canEditHeader: false,
        canChangePriority: false,
        loadsDocument: true,
        holdsAutoLock: true,
      },
    ],
    [
      'auto-locked by another user',
      autoLockedByOther,
      doctor,
      { canEditText: false, canEditHeader: false, holdsAutoLock: false },
    ],
    ["the user's own hold", heldByMe, doctor, { canEditText: true, canEditHeader: true }],
    [
      'deleted at To Review: the text is shown',
      deleted,
      doctor,
      { canEditText: false, canEditHeader: false, loadsDocument: true },
    ],
    [
      'deleted at Audio capture: no document',
      { ...deleted, letterStepName: 'Audio capture', letterStepType: 1000 },
      doctor,
      { loadsDocument: false },
    ],
    [
      'cleared: no document',
      cleared,
      doctor,
      { canEditText: false, canEditHeader: false, loadsDocument: false },
    ],
    [
      'outsourced: no document, the header stays editable',
      outsourced,
      doctor,
      { canEditText: false, canEditHeader: true, loadsDocument: false },
    ],
  ])('%s', (_name, letter, profile, expected) => {
    expect(check(letter, profile)).toMatchObject(expected);
  });
});

describe('complete, un-complete, lock, unlock, delete, restore (spec 001 sections 4 and 6)', () => {
  const noPermissionToComplete = { blocked: 'You have no permission to complete the job' };
  const noPermissionToUncomplete = { blocked: 'You have no permission to UNcomplete the job' };
  it.each<Row>([
    [
      'To Review',
      toReview,
      doctor,
      { complete: 'shown', uncomplete: 'hidden', lock: false, unlock: 'hidden', delete: false, restore: [] },
    ],
    ['To Review: its author may delete it', { ...toReview, authorId: me }, doctor, { delete: true }],
    ['To Review: a secretary may delete it', toReview, secretary, { delete: true }],
    // Who may unlock may lock (spec 001 section 6; the README's decision where the spec is silent).
    ['To Review: its author may lock it', { ...toReview, authorId: me }, doctor, { lock: true }],
    ['To Review: a secretary may lock it', toReview, secretary, { lock: true }],
    ['To Review: the first role decides (Secretary first)', toReview, secretaryThenDoctor, { lock: true }],
    ['To Review: the first role decides (Doctor first)', toReview, doctorThenSecretary, { lock: false }],
    [
      "deleted: a doctor who is not the author cannot restore another author's letter",
      deleted,
      doctor,
      { delete: false, restore: [] },
    ],
    [
      'To Review, doctor completion blocked: an author',
      { ...toReview, ...blocked },
      doctor,
      { complete: noPermissionToComplete },
    ],
    [
      'To Review, blocked: the first role decides (Doctor first)',
      { ...toReview, ...blocked },
      doctorThenSecretary,
      { complete: noPermissionToComplete },
    ],
    ['To Review, blocked: a secretary may', { ...toReview, ...blocked }, secretary, { complete: 'shown' }],
    [
      'To Review, blocked: the first role decides (Secretary first)',
      { ...toReview, ...blocked },
      secretaryThenDoctor,
      { complete: 'shown' },
    ],
    [
      'Manual Transcription, blocked: only To Review is blocked',
      { ...manualTranscription, ...blocked },
      doctor,
      { complete: 'shown' },
    ],
    [
      'Completed',
      completed,
      secretary,
      { complete: 'hidden', uncomplete: 'shown', lock: false, delete: true },
    ],
    [
      'Completed, blocked: an author',
      { ...completed, ...blocked },
      doctor,
      { uncomplete: noPermissionToUncomplete },
    ],
    ['Completed, blocked: a secretary may', { ...completed, ...blocked }, secretary, { uncomplete: 'shown' }],
    [
      'Completed, held by another user',
      { ...completed, heldUserId: other },
      secretary,
      { uncomplete: 'hidden', unlock: 'unlock', delete: false },
    ],
    ['held by the user', heldByMe, doctor, { lock: false, unlock: 'unhold', complete: 'shown' }],
    [
      'held by another user: a secretary unlocks',
      heldByOther,
      secretary,
      { lock: false, unlock: 'unlock', complete: 'hidden', delete: false },
    ],
    [
      'held by another user: the author unlocks',
      { ...heldByOther, authorId: me },
      doctor,
      { unlock: 'unlock' },
    ],
    [
      'held by another user: the server says the user is the author',
      { ...heldByOther, isAuthor: true },
      doctor,
      { unlock: 'unlock' },
    ],
    ['held by another user: another doctor cannot unlock', heldByOther, doctor, { unlock: 'hidden' }],
    ['auto-locked by another user: a secretary unlocks', autoLockedByOther, secretary, { unlock: 'unlock' }],
    [
      'deleted from To Review',
      deleted,
      secretary,
      {
        complete: 'hidden',
        uncomplete: 'hidden',
        lock: false,
        delete: false,
        restore: [{ label: 'To Review', letterStepType: 5000 }],
      },
    ],
    [
      'deleted from Completed',
      { ...completed, isDeleted: true },
      secretary,
      {
        uncomplete: 'hidden',
        delete: false,
        restore: [
          { label: 'To Review', letterStepType: 5000 },
          { label: 'Completed', letterStepType: 7000 },
        ],
      },
    ],
    [
      'deleted manual letter',
      { ...manualTranscription, isDeleted: true },
      secretary,
      { restore: [{ label: 'To Review', letterStepType: 2000 }] },
    ],
    ['deleted and held by another user', { ...deleted, heldUserId: other }, secretary, { restore: [] }],
    [
      'cleared: only delete',
      cleared,
      secretary,
      { complete: 'hidden', uncomplete: 'hidden', lock: false, delete: true },
    ],
    [
      'outsourced: nothing to do',
      outsourced,
      secretary,
      { complete: 'hidden', lock: false, delete: false, restore: [] },
    ],
  ])('%s', (_name, letter, profile, expected) => {
    expect(check(letter, profile)).toMatchObject(expected);
  });
});

describe('approval (spec 001 sections 2, 4 and 6)', () => {
  const hidden = { approve: false, recallApproval: false, approvalLabel: null };
  it.each<Row>([
    ['not required', toReview, secretary, hidden],
    [
      'author only: the author approves',
      { ...toReview, letterApprovalType: 1, authorId: me },
      doctor,
      { approve: true, recallApproval: false, approvalLabel: null },
    ],
    [
      'author only: the author recalls',
      { ...toReview, letterApprovalType: 1, authorId: me, approved: true },
      doctor,
      { approve: false, recallApproval: true, approvalLabel: 'approved' },
    ],
    [
      'author only: another doctor waits',
      { ...toReview, letterApprovalType: 1 },
      doctor,
      { approve: false, recallApproval: false, approvalLabel: 'waitingForApproval' },
    ],
    [
      'author only: a secretary waits',
      { ...toReview, letterApprovalType: 1 },
      secretary,
      { approve: false, approvalLabel: 'waitingForApproval' },
    ],
    [
      'all authors: a secretary approves',
      { ...toReview, letterApprovalType: 2 },
      secretary,
      { approve: true, approvalLabel: null },
    ],
    [
      'all authors: the author waits',
      { ...toReview, letterApprovalType: 2, authorId: me },
      doctor,
      { approve: false, approvalLabel: 'waitingForApproval' },
    ],
    [
      'all authors, approved, another user sees the label',
      { ...toReview, letterApprovalType: 2, approved: true },
      doctor,
      { recallApproval: false, approvalLabel: 'approved' },
    ],
    [
      'read-only letters keep their label but not the buttons',
      { ...completed, letterApprovalType: 2 },
      secretary,
      { approve: false, recallApproval: false, approvalLabel: 'waitingForApproval' },
    ],
  ])('%s', (_name, letter, profile, expected) => {
    expect(check(letter, profile)).toMatchObject(expected);
  });
});

describe('notes, Text magic, original SR, history (spec 001 sections 2 and 5)', () => {
  it.each<Row>([
    ['notes: showNotes on an open letter', toReview, doctor, { notes: true, history: true }],
    ['notes: not without showNotes', { ...toReview, showNotes: false }, doctor, { notes: false }],
    ['notes: not when another user holds the lock', heldByOther, secretary, { notes: false }],
    ["notes: the user's own lock is no obstacle", heldByMe, doctor, { notes: true }],
    ['notes: not on a deleted letter', deleted, doctor, { notes: false, history: true }],
    ['notes: on a completed letter', completed, doctor, { notes: true }],
    [
      'Text magic: AI processing and a GP priority',
      toReview,
      doctor,
      { textMagic: true },
      { aiProcessingEnabled: true, priority: gp },
    ],
    [
      'Text magic: a priority without a workflow is not Manual',
      toReview,
      doctor,
      { textMagic: true },
      { aiProcessingEnabled: true, priority: { workflow: null } },
    ],
    [
      'Text magic: not for a Manual priority',
      toReview,
      doctor,
      { textMagic: false },
      { aiProcessingEnabled: true, priority: { workflow: 'Manual' } },
    ],
    [
      'Text magic: not without AI processing',
      toReview,
      doctor,
      { textMagic: false },
      { aiProcessingEnabled: false, priority: gp },
    ],
    [
      'Text magic: not while the priority is unknown',
      toReview,
      doctor,
      { textMagic: false },
      { aiProcessingEnabled: true },
    ],
    [
      'Text magic: not without a text',
      cleared,
      doctor,
      { textMagic: false },
      { aiProcessingEnabled: true, priority: gp },
    ],
    ['Text magic: hidden by default', toReview, doctor, { textMagic: false }],
    ['original SR: a transcribed letter', completed, secretary, { seeOriginalSr: true }],
    ['original SR: not for manual transcription', manualTranscription, secretary, { seeOriginalSr: false }],
    ['original SR: not without a document', outsourced, secretary, { seeOriginalSr: false }],
  ])('%s', (_name, letter, profile, expected, context) => {
    expect(check(letter, profile, context)).toMatchObject(expected);
  });
});
