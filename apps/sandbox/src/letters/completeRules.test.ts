/**
 * Who may complete a letter, at every step (issue 34): role x step x author or not, and the answer.
 * Spec 000 sections 2, 4 and 6 (a recording is its author's; Doctor and the admin roles record),
 * spec 001 section 6 and core's `letterPermissions` (anyone of the tenant completes at To Review,
 * only a Secretary where the department blocks doctors). A refused complete changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLetterId, freeLetter, json, startTestSandbox, type TestSandbox } from '../testing/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ workflowStepMs: 3_600_000 });
});
afterAll(async () => {
  await sandbox.dispose();
});

const roles = ['doctor', 'doctor2', 'secretary', 'admin', 'support', 'customeradmin'] as const;
type Role = (typeof roles)[number];

const tokens = new Map<string, Promise<string>>();
const tokenOf = (user: string) => {
  if (!tokens.has(user)) tokens.set(user, sandbox.token(user));
  return tokens.get(user)!;
};
const reset = async () => {
  await sandbox.call('/sandbox/test/reset', { method: 'POST' });
  tokens.clear();
};

/** A letter at Audio capture of `author`, with 5 s of audio and every field complete needs; nobody has written it for 61 s. */
async function recording(author: Role): Promise<number> {
  const token = await tokenOf(author);
  const { db } = sandbox.context;
  const department = db
    .prepare("SELECT id FROM organisation_items WHERE tenant_id = 1 AND name = 'Pathology'")
    .get() as { id: number };
  const priority = db.prepare("SELECT id FROM priorities WHERE tenant_id = 1 AND name = 'Normal'").get() as {
    id: number;
  };
  const created = (await (
    await sandbox.call('/api/author/letters/create?instantComplete=false', {
      ...json({ organisationItemId: department.id, priority: priority.id }),
      token,
    })
  ).json()) as { id: number; audio: { audioSegment: { audioRecord: { key: string } } } };
  const key = created.audio.audioSegment.audioRecord.key;
  const stored = await sandbox.call(
    `/api/author/audio-records/store-with-length?fileName=${key}&isLastPart=true&length=5000`,
    { method: 'POST', token, body: Buffer.alloc(5000 * 32, 1).toString('base64') },
  );
  expect(stored.status).toBe(200);
  sandbox.clock.advanceSeconds(61);
  return created.id;
}

/** Seeded letters of Alice Carter ('doctor'), by step; found as the secretary. */
const seeded = {
  speechRecognition: freeLetter(3000, 'authorId eq 1'),
  toReview: freeLetter(
    5000,
    "orgItemName eq 'Cardiology' and authorId eq 1 and priorityName ne 'Manual typing'",
  ),
  toReviewBlocked: freeLetter(5000, "orgItemName eq 'Radiology' and authorId eq 1"),
  manualTranscription: freeLetter(2000, 'isManual eq true and authorId eq 1'),
  completed: 'letterStepType eq 7000 and isDeleted eq false and authorId eq 1',
};
type Step = 'audioCapture' | keyof typeof seeded;

const onlyTheAuthor = "Only the letter's author can complete it while it is at Audio capture";
const noPermission = 'You have no permission to complete the job';
const processing = 'The audio is processing. Please, reload the page in a minute';
const transcribed = 'The job is being transcribed. The text will be available later.';
const completed = 'Completed jobs cannot be edited';

/** The letter's author at each step (the seeded letters are Alice Carter's). */
const authorOf = (step: Step, author: Role) => (step === 'audioCapture' ? author : 'doctor');
type Row = [step: Step, author: Role, caller: Role, status: number, refusal?: string];
const rows: Row[] = [
  // Audio capture: the author's own recording, nobody else's, whatever the role.
  ['audioCapture', 'doctor', 'doctor', 200],
  ['audioCapture', 'admin', 'admin', 200],
  ...roles
    .filter((caller) => caller !== 'doctor')
    .map((caller): Row => ['audioCapture', 'doctor', caller, 403, onlyTheAuthor]),
  ['audioCapture', 'admin', 'doctor', 403, onlyTheAuthor],
  // Before To Review the back office has it; at To Review anyone of the tenant, unless the
  // department blocks doctors (then a Secretary only: the admin roles are not one).
  ...roles.map((caller): Row => ['speechRecognition', 'doctor', caller, 409, processing]),
  ...roles.map((caller): Row => ['toReview', 'doctor', caller, 200]),
  ...roles.map(
    (caller): Row =>
      caller === 'secretary'
        ? ['toReviewBlocked', 'doctor', caller, 200]
        : ['toReviewBlocked', 'doctor', caller, 403, noPermission],
  ),
  ...roles.map((caller): Row => ['manualTranscription', 'doctor', caller, 409, transcribed]),
  ...roles.map((caller): Row => ['completed', 'doctor', caller, 409, completed]),
];

/** The letter as the list shows it, without taking a lock. */
const listed = async (id: number) => {
  const answer = await sandbox.call(`/api/author/odata/Letters/LettersService.Search()?$filter=id eq ${id}`, {
    token: await tokenOf('secretary'),
  });
  return ((await answer.json()) as { value: unknown[] }).value[0];
};

describe('complete, by role, step and authorship', () => {
  it.each(rows)(
    'at %s, a letter of %s, completed by %s: %i %s',
    async (step, author, caller, status, refusal) => {
      await reset();
      const id =
        step === 'audioCapture'
          ? await recording(authorOf(step, author))
          : await findLetterId(sandbox, await tokenOf('secretary'), seeded[step]);
      const before = await listed(id);
      const answer = await sandbox.call('/api/author/letters/complete', {
        ...json({ id }, 'PUT'),
        token: await tokenOf(caller),
      });
      expect([answer.status, status === 200 ? undefined : await answer.text()]).toEqual([status, refusal]);
      if (status !== 200) expect(await listed(id)).toEqual(before);
    },
  );
});
