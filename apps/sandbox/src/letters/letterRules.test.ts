/**
 * The letter screen's actions against the running sandbox, as a table: who does what to which
 * letter in which state, and the answer (spec 001 sections 4-6; docs/wire-contract.md, Letters).
 * A refused call must leave the letter exactly as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLetterId, freeLetter, json, startTestSandbox, type TestSandbox } from '../testing/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ workflowStepMs: 10_000, lockLifetimeSeconds: 300 });
});
afterAll(async () => {
  await sandbox.dispose();
});
/** Each user signs in once between resets: a reset ends every session. */
const tokens = new Map<string, Promise<string>>();
const tokenOf = (user: string) => {
  if (!tokens.has(user)) tokens.set(user, sandbox.token(user));
  return tokens.get(user)!;
};
/**
 * The letter and setup the sandbox is in after a refused row (which changed nothing, as the row
 * asserts): the next row of the same letter and setup starts from there instead of a reset, which
 * re-seeds the database and is the bulk of a row's time.
 */
let unchanged: { state: string; id: number } | null = null;

type User = 'doctor' | 'doctor2' | 'secretary' | 'admin' | 'nhs.doctor';
const call = async (user: User, method: string, path: string, body?: unknown) =>
  sandbox.call(path, {
    ...(body === undefined ? { method } : json(body, method)),
    token: await tokenOf(user),
  });

/** Seeded letters, found as the secretary of their tenant. Alice Carter ('doctor', id 1) wrote the free ones. */
const letters = {
  // Author-only approval, doctors may complete.
  cardiology: [
    'secretary',
    freeLetter(5000, "orgItemName eq 'Cardiology' and authorId eq 1 and priorityName ne 'Manual typing'"),
  ],
  // All-authors approval, doctor completion blocked.
  radiology: ['secretary', freeLetter(5000, "orgItemName eq 'Radiology' and authorId eq 1")],
  // No approval.
  pathology: ['secretary', freeLetter(5000, "orgItemName eq 'Pathology' and authorId eq 1")],
  manual: ['secretary', freeLetter(2000, 'isManual eq true')],
  deletedManual: ['secretary', 'letterStepType eq 2000 and isManual eq true and isDeleted eq true'],
  deletedEarly: ['secretary', 'letterStepType eq 3000 and isDeleted eq true'],
  // A tenant without AI processing.
  nhs: ['nhs.doctor', freeLetter(5000)],
} as const satisfies Record<string, [User, string]>;
type LetterKey = keyof typeof letters;

/** What happened to the letter before the call. */
type Given = 'completed' | 'deleted' | 'manualPriority' | `held:${User}` | `opened:${User}`;
const setUp = async (given: Given, id: number) => {
  const [step, who = 'secretary'] = given.split(':') as [string, User | undefined];
  const answer = await {
    completed: () => call('secretary', 'PUT', '/api/author/letters/complete', { id }),
    deleted: () => call('secretary', 'DELETE', `/api/author/letters/delete/${id}`),
    held: () => call(who, 'POST', `/api/author/letters/${id}/hold`),
    opened: () => call(who, 'GET', `/api/author/letters/metadata-with-lock/${id}`),
    manualPriority: async () => {
      const priorities = (await (await call('secretary', 'GET', '/api/author/priorities/all-my')).json()) as {
        id: number;
        workflow: string;
      }[];
      const manual = priorities.find((priority) => priority.workflow === 'Manual')!;
      return call('secretary', 'PUT', '/api/author/letters/update-priority', {
        letterId: id,
        priorityId: manual.id,
      });
    },
  }[step as 'completed']();
  expect(answer.status, `${given} of letter ${id}`).toBe(200);
};

type Request = (id: number) => [method: string, path: string, body?: unknown];
const complete: Request = (id) => ['PUT', '/api/author/letters/complete', { id }];
const uncomplete: Request = (id) => ['PUT', '/api/author/letters/uncomplete', { id }];
const remove: Request = (id) => ['DELETE', `/api/author/letters/delete/${id}`];
const restoreAs =
  (letterStepType: number): Request =>
  (id) => ['PUT', `/api/author/letters/restore/${id}`, { letterStepType }];
const hold: Request = (id) => ['POST', `/api/author/letters/${id}/hold`];
const unhold: Request = (id) => ['POST', `/api/author/letters/${id}/unhold`];
const unlock: Request = (id) => ['PUT', `/api/author/clinical-letter-locks/unlock/${id}`];
const approve =
  (approved: boolean): Request =>
  (letterId) => ['POST', '/api/author/letters/update-letter-approval-status', { letterId, approved }];
const notes =
  (text: string): Request =>
  (letterId) => ['PUT', '/api/author/letters/update-notes', { letterId, notes: text }];
const sampleId: Request = (letterId) => [
  'PUT',
  `/api/author/letters/update-sample-id?letterId=${letterId}&sampleID=S-1`,
];
const priority: Request = (letterId) => [
  'PUT',
  '/api/author/letters/update-priority',
  { letterId, priorityId: 1 },
];
const originalSr: Request = (id) => ['GET', `/api/author/letters/original-sr/${id}`];
const summary: Request = (id) => ['GET', `/api/author/ai-results/summary/${id}`];
const spell: Request = (letterId) => [
  'POST',
  '/api/author/spells/apply',
  { letterId, spellId: 3, textForProcess: 'one\ntwo' },
];
const history: Request = (id) => ['GET', `/api/author/workflow-history/get-letter-history/${id}`];

const locked = 'This letter is locked by Sam Patel';
// Held by its author: a doctor may hold only letters he wrote (who may unlock may lock).
const lockedByAuthor = 'This letter is locked by Alice Carter';
const autolocked = 'This letter is autolocked by Ben Okafor';
const completedRefusal = 'Completed jobs cannot be edited';
const deletedRefusal = 'This job was deleted and as such is not available to view';

type Row = [
  what: string,
  letter: LetterKey,
  given: Given[],
  as: User,
  request: Request,
  status: number,
  message?: string,
];
const rows: Row[] = [
  ['complete at To Review', 'cardiology', [], 'secretary', complete, 200],
  ['complete by a secretary where doctors may not', 'radiology', [], 'secretary', complete, 200],
  [
    'complete by a doctor where the department blocks it',
    'radiology',
    [],
    'doctor',
    complete,
    403,
    'You have no permission to complete the job',
  ],
  [
    'complete of a letter another user holds',
    'cardiology',
    ['held:secretary'],
    'doctor',
    complete,
    409,
    locked,
  ],
  [
    'complete of a letter another user has open',
    'cardiology',
    ['opened:doctor2'],
    'secretary',
    complete,
    409,
    autolocked,
  ],
  [
    'complete of a completed letter',
    'cardiology',
    ['completed'],
    'secretary',
    complete,
    409,
    completedRefusal,
  ],
  [
    'complete of a letter in manual transcription',
    'manual',
    [],
    'secretary',
    complete,
    409,
    'The job is being transcribed. The text will be available later.',
  ],
  ['un-complete by a doctor', 'cardiology', ['completed'], 'doctor', uncomplete, 200],
  [
    'un-complete by a doctor where the department blocks it',
    'radiology',
    ['completed'],
    'doctor',
    uncomplete,
    403,
    'You have no permission to UNcomplete the job',
  ],
  [
    'un-complete of a letter at To Review',
    'cardiology',
    [],
    'secretary',
    uncomplete,
    409,
    'Only completed letters can be un-completed',
  ],
  [
    'un-complete of a deleted letter',
    'cardiology',
    ['completed', 'deleted'],
    'secretary',
    uncomplete,
    409,
    deletedRefusal,
  ],
  ['delete by the author', 'cardiology', [], 'doctor', remove, 200],
  [
    'delete by another doctor',
    'cardiology',
    [],
    'doctor2',
    remove,
    403,
    'Only the author or a secretary can delete a letter',
  ],
  [
    'delete of a letter another user holds',
    'cardiology',
    ['held:doctor'],
    'secretary',
    remove,
    409,
    lockedByAuthor,
  ],
  [
    'delete of a deleted letter',
    'cardiology',
    ['deleted'],
    'secretary',
    remove,
    409,
    'The letter is already deleted',
  ],
  ['restore as To Review', 'cardiology', ['deleted'], 'secretary', restoreAs(5000), 200],
  [
    'restore as Completed when deleted from Completed',
    'cardiology',
    ['completed', 'deleted'],
    'doctor',
    restoreAs(7000),
    200,
  ],
  [
    'restore as Completed when deleted from To Review',
    'cardiology',
    ['deleted'],
    'secretary',
    restoreAs(7000),
    409,
    "This letter can be restored only as 'To Review' (5000)",
  ],
  ['restore of a manual letter as manual (2000)', 'deletedManual', [], 'secretary', restoreAs(2000), 200],
  [
    'restore of a manual letter as 5000',
    'deletedManual',
    [],
    'secretary',
    restoreAs(5000),
    409,
    "This letter can be restored only as 'To Review' (2000)",
  ],
  [
    'restore of a letter deleted before To Review',
    'deletedEarly',
    [],
    'secretary',
    restoreAs(5000),
    409,
    'Only letters deleted at To Review, Completed or Manual Transcription can be restored',
  ],
  [
    'restore of a letter not deleted',
    'cardiology',
    [],
    'secretary',
    restoreAs(5000),
    409,
    'Only deleted letters can be restored',
  ],
  [
    'restore as an unknown step',
    'cardiology',
    ['deleted'],
    'secretary',
    restoreAs(3000),
    400,
    'letterStepType must be 5000, 2000 or 7000',
  ],
  [
    'restore by another doctor',
    'cardiology',
    ['deleted'],
    'doctor2',
    restoreAs(5000),
    403,
    'Only the author or a secretary can restore a letter',
  ],
  [
    'restore of a letter another user holds',
    'cardiology',
    ['held:secretary', 'deleted'],
    'doctor',
    restoreAs(5000),
    409,
    locked,
  ],
  // Who may unlock may lock (core's rule; README, "Decisions where the spec is silent").
  ['lock by the author', 'cardiology', [], 'doctor', hold, 200],
  ['lock by a secretary', 'cardiology', [], 'secretary', hold, 200],
  [
    'lock by a doctor who did not write the letter',
    'cardiology',
    [],
    'doctor2',
    hold,
    403,
    'Only secretaries and the author can lock a letter',
  ],
  [
    'lock by an administrator who did not write the letter',
    'cardiology',
    [],
    'admin',
    hold,
    403,
    'Only secretaries and the author can lock a letter',
  ],
  ['lock of a letter another user holds', 'cardiology', ['held:secretary'], 'doctor', hold, 409, locked],
  ['lock of a completed letter', 'cardiology', ['completed'], 'secretary', hold, 409, completedRefusal],
  ['lock of a deleted letter', 'cardiology', ['deleted'], 'secretary', hold, 409, deletedRefusal],
  ["unlock of another user's lock by the author", 'cardiology', ['held:secretary'], 'doctor', unhold, 200],
  ["unlock of another user's lock by a secretary", 'cardiology', ['held:doctor'], 'secretary', unhold, 200],
  [
    "unlock of another user's lock by a doctor who did not write the letter",
    'cardiology',
    ['held:secretary'],
    'doctor2',
    unhold,
    403,
    'Only secretaries and the author can unlock a letter locked by someone else',
  ],
  // Core's rule: a Secretary (the first role) or the letter's author; an administrator is neither.
  [
    "unlock of another user's lock by an administrator who did not write the letter",
    'cardiology',
    ['held:secretary'],
    'admin',
    unhold,
    403,
    'Only secretaries and the author can unlock a letter locked by someone else',
  ],
  [
    "release of another user's auto-lock by a secretary",
    'cardiology',
    ['opened:doctor2'],
    'secretary',
    unlock,
    200,
  ],
  [
    "release of another user's auto-lock by a doctor who did not write the letter",
    'cardiology',
    ['opened:secretary'],
    'doctor2',
    unlock,
    403,
    'Only secretaries and the author can unlock a letter locked by someone else',
  ],
  ['approve (author-only) by the author', 'cardiology', [], 'doctor', approve(true), 200],
  [
    'approve (author-only) by a secretary',
    'cardiology',
    [],
    'secretary',
    approve(true),
    403,
    'You have no permission to approve this letter',
  ],
  ['approve (all authors) by a secretary', 'radiology', [], 'secretary', approve(true), 200],
  [
    'approve (all authors) by the author',
    'radiology',
    [],
    'doctor',
    approve(true),
    403,
    'You have no permission to approve this letter',
  ],
  [
    'recall approval of a completed letter',
    'radiology',
    ['completed'],
    'secretary',
    approve(false),
    409,
    completedRefusal,
  ],
  [
    'approve a letter another user holds',
    'cardiology',
    ['held:secretary'],
    'doctor',
    approve(true),
    409,
    locked,
  ],
  [
    'approve where none is required',
    'pathology',
    [],
    'doctor',
    approve(true),
    409,
    'This letter does not need approval',
  ],
  ['notes of 200 characters', 'cardiology', [], 'secretary', notes('x'.repeat(200)), 200],
  [
    'notes of 201 characters',
    'cardiology',
    [],
    'secretary',
    notes('x'.repeat(201)),
    400,
    'Notes may hold at most 200 characters',
  ],
  ['notes on a completed letter', 'cardiology', ['completed'], 'doctor', notes('Sent'), 200],
  ['notes on a deleted letter', 'cardiology', ['deleted'], 'secretary', notes('Sent'), 409, deletedRefusal],
  [
    'notes on a letter another user has open',
    'cardiology',
    ['opened:doctor2'],
    'secretary',
    notes('Sent'),
    409,
    autolocked,
  ],
  [
    'a header field of a letter another user holds',
    'cardiology',
    ['held:doctor'],
    'secretary',
    sampleId,
    400,
    lockedByAuthor,
  ],
  [
    'the priority of a completed letter',
    'cardiology',
    ['completed'],
    'secretary',
    priority,
    400,
    completedRefusal,
  ],
  ['original SR', 'cardiology', [], 'doctor2', originalSr, 200],
  [
    'original SR of a manual transcription',
    'manual',
    [],
    'doctor',
    originalSr,
    404,
    'This document does not exist',
  ],
  ['Text magic', 'cardiology', [], 'doctor', spell, 200],
  ['the AI summary', 'cardiology', [], 'doctor', summary, 200],
  [
    'Text magic with a Manual priority',
    'cardiology',
    ['manualPriority'],
    'doctor',
    spell,
    409,
    'Text magic needs a priority whose workflow is not Manual',
  ],
  ['Text magic without AI processing', 'nhs', [], 'nhs.doctor', spell, 403, 'AI processing is not enabled'],
  [
    'the AI summary without AI processing',
    'nhs',
    [],
    'nhs.doctor',
    summary,
    403,
    'AI processing is not enabled',
  ],
  ['the history, by anyone of the tenant', 'cardiology', ['completed', 'deleted'], 'doctor2', history, 200],
];

/** The letter as the list shows it, without taking a lock. */
const listed = async (user: User, id: number) => {
  const answer = await call(
    user,
    'GET',
    `/api/author/odata/Letters/LettersService.Search()?$filter=id eq ${id}`,
  );
  return ((await answer.json()) as { value: unknown[] }).value[0];
};

const stateOf = ([, key, given]: Row) => `${key} ${given.join(' ')}`;
/** Rows of one letter and setup together, the refused ones first (they share one setup). */
const ordered = rows.toSorted(
  (a, b) => stateOf(a).localeCompare(stateOf(b)) || Number(a[5] === 200) - Number(b[5] === 200),
);

describe('letter actions (spec 001 sections 4-6)', () => {
  it.each(ordered)('%s (%s, given %j, as %s)', async (...row) => {
    const [, key, given, as, request, status, message] = row;
    const state = stateOf(row);
    const [finder, filter] = letters[key];
    let id = unchanged?.state === state ? unchanged.id : null;
    unchanged = null;
    if (id === null) {
      await sandbox.call('/sandbox/test/reset', { method: 'POST' });
      tokens.clear();
      id = await findLetterId(sandbox, await tokenOf(finder), filter);
      for (const step of given) await setUp(step, id);
    }
    const before = await listed(finder, id);
    const [method, path, body] = request(id);
    const answer = await call(as, method, path, body);
    expect([answer.status, message === undefined ? undefined : await answer.text()]).toEqual([
      status,
      message,
    ]);
    if (status !== 200) {
      expect(await listed(finder, id)).toEqual(before);
      unchanged = { state, id };
    }
  });
});
