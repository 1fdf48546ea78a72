/**
 * The letter screen's actions refuse what spec 001 sections 4-6 forbid, whatever a client sends
 * (issue 17): each row is an action, who tries it on which letter, and the answer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findLetterId, freeLetter, json, startTestSandbox, type TestSandbox } from '../testing/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ workflowStepMs: 10_000, lockLifetimeSeconds: 300 });
});
afterAll(async () => {
  await sandbox.dispose();
});
beforeEach(async () => {
  await sandbox.call('/sandbox/test/reset', { method: 'POST' });
});

type User = 'doctor' | 'doctor2' | 'secretary';
const call = async (user: User, path: string, init: RequestInit = {}) =>
  sandbox.call(path, { ...init, token: await sandbox.token(user) });
const put = (user: User, path: string, body?: unknown) =>
  call(user, path, body === undefined ? { method: 'PUT' } : json(body, 'PUT'));
const post = (user: User, path: string, body?: unknown) =>
  call(user, path, body === undefined ? { method: 'POST' } : json(body, 'POST'));
const letterOf = async (id: number) =>
  (
    await (
      await call('secretary', `/api/author/odata/Letters/LettersService.Search()?$filter=id eq ${id}`)
    ).json()
  ).value[0] as Record<string, unknown>;

/** A To Review letter of `doctor` that nobody holds. */
const doctorsLetter = async () => {
  const doctorId = (await (await call('doctor', '/api/author/user-profiles/current')).json()).id as number;
  return findLetterId(sandbox, await sandbox.token('secretary'), freeLetter(5000, `authorId eq ${doctorId}`));
};
const completeIt = async (id: number) =>
  expect((await put('secretary', '/api/author/letters/complete', { id })).status).toBe(200);
const deleteIt = async (id: number) =>
  expect((await call('secretary', `/api/author/letters/delete/${id}`, { method: 'DELETE' })).status).toBe(
    200,
  );
const holdAs = async (user: User, id: number) =>
  expect((await post(user, `/api/author/letters/${id}/hold`)).status).toBe(200);

describe('refused actions', () => {
  it('restore: only the author or a secretary (403), and not while another user holds the letter (409)', async () => {
    const id = await doctorsLetter();
    await deleteIt(id);
    const byOtherDoctor = await put('doctor2', `/api/author/letters/restore/${id}`, { letterStepType: 5000 });
    expect(byOtherDoctor.status).toBe(403);
    expect(await byOtherDoctor.text()).toContain('Only the author or a secretary can restore a letter');
    expect((await letterOf(id)).isDeleted).toBe(true);

    expect((await put('doctor', `/api/author/letters/restore/${id}`, { letterStepType: 5000 })).status).toBe(
      200,
    );
    expect((await letterOf(id)).isDeleted).toBe(false);
  });

  it('approval: not on a completed letter, nor while another user holds it (409)', async () => {
    const doctorId = (await (await call('doctor', '/api/author/user-profiles/current')).json()).id as number;
    const id = await findLetterId(
      sandbox,
      await sandbox.token('secretary'),
      freeLetter(5000, `authorId eq ${doctorId} and orgItemName eq 'Cardiology' and approved eq false`),
    );
    await holdAs('secretary', id);
    const approve = () =>
      post('doctor', '/api/author/letters/update-letter-approval-status', { letterId: id, approved: true });
    expect((await approve()).status).toBe(409);
    expect((await letterOf(id)).approved).toBe(false);
    expect((await post('secretary', `/api/author/letters/${id}/unhold`)).status).toBe(200);
    expect((await approve()).status).toBe(200);
    await completeIt(id);
    expect(
      (
        await post('doctor', '/api/author/letters/update-letter-approval-status', {
          letterId: id,
          approved: false,
        })
      ).status,
    ).toBe(409);
    expect((await letterOf(id)).approved).toBe(true);
  });

  it('notes: at most 200 characters (400), kept on a completed letter, refused on a deleted one (409)', async () => {
    const id = await doctorsLetter();
    const notes = (text: string) =>
      put('secretary', '/api/author/letters/update-notes', { letterId: id, notes: text });
    const tooLong = await notes('x'.repeat(201));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain('Notes may hold at most 200 characters');
    expect((await notes('x'.repeat(200))).status).toBe(200);
    await completeIt(id);
    expect((await notes('Sent to the GP')).status).toBe(200);
    expect((await letterOf(id)).notes).toBe('Sent to the GP');
    await deleteIt(id);
    expect((await notes('Too late')).status).toBe(409);
    expect((await letterOf(id)).notes).toBe('Sent to the GP');
  });

  it('lock: a completed letter cannot be held (409)', async () => {
    const id = await doctorsLetter();
    await completeIt(id);
    const refused = await post('secretary', `/api/author/letters/${id}/hold`);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Completed jobs cannot be edited');
    expect((await letterOf(id)).heldUserId).toBeNull();
  });
});
