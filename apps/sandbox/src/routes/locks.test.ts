import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findLetterId, freeLetter, json, startTestSandbox, type TestSandbox } from '../testing/harness';

/** The letter screen's lock (spec 001 section 4): taken on open, extended, released on leaving. */
let sandbox: TestSandbox;
let secretary: string;
let doctor2: string;
let admin: string;
beforeAll(async () => {
  sandbox = await startTestSandbox({ lockLifetimeSeconds: 300, tokenLifetimeSeconds: 3600 });
});
afterAll(async () => {
  await sandbox.dispose();
});
beforeEach(async () => {
  await sandbox.call('/sandbox/test/reset', { method: 'POST' });
  secretary = await sandbox.token('secretary');
  doctor2 = await sandbox.token('doctor2');
  admin = await sandbox.token('admin');
});

/** Opens the letter as the letter screen does, as one opening (`lockHolderId`) when given. */
const open = (id: number, token: string, lockHolderId?: string) =>
  sandbox.call(`/api/author/letters/metadata-with-lock/${id}${holder(lockHolderId)}`, { token });
const put = (path: string, token: string) => sandbox.call(path, { method: 'PUT', token });
const holder = (lockHolderId?: string) => (lockHolderId === undefined ? '' : `?lockHolderId=${lockHolderId}`);
const leave = (id: number, token: string, lockHolderId?: string) =>
  put(`/api/author/clinical-letter-locks/unlock/${id}${holder(lockHolderId)}`, token);
const elongate = (id: number, token: string, lockHolderId?: string) =>
  put(`/api/author/clinical-letter-locks/elongate/${id}${holder(lockHolderId)}`, token);
const advance = (advanceSeconds: number) => sandbox.call('/sandbox/test/clock', json({ advanceSeconds }));
type LockFields = { autoLockedUserId: number | null; heldUserId: number | null; heldUserName: string | null };
const lockOf = async (answer: Response) => {
  expect(answer.status).toBe(200);
  const { autoLockedUserId, heldUserId, heldUserName } = (await answer.json()) as LockFields;
  return { autoLockedUserId, heldUserId, heldUserName };
};
/** Seeded ids (apps/sandbox/src/db/seed.ts). */
const samId = 3;
const adaId = 4;

describe('the letter lock', () => {
  it('leaving releases the auto-lock but never the caller\u2019s own manual hold', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000));
    await sandbox.call(`/api/author/letters/${id}/hold`, { method: 'POST', token: secretary });
    await open(id, secretary);
    expect((await put(`/api/author/clinical-letter-locks/unlock/${id}`, secretary)).status).toBe(200);
    // The auto-lock is gone (doctor2 may open the letter), the secretary's hold is not.
    const seenByDoctor2 = await open(id, doctor2);
    expect(seenByDoctor2.status).toBe(200);
    expect(((await seenByDoctor2.json()) as { heldUserId: number | null }).heldUserId).not.toBeNull();
  });

  it('an auto-lock blocks others until it is released or expires, and extending keeps it', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000));
    await open(id, secretary);
    const refused = await open(id, doctor2);
    expect([refused.status, await refused.text()]).toEqual([
      400,
      expect.stringMatching(/^This letter is autolocked by /),
    ]);

    await sandbox.call('/sandbox/test/clock', json({ advanceSeconds: 200 }));
    expect((await put(`/api/author/clinical-letter-locks/elongate/${id}`, secretary)).status).toBe(200);
    await sandbox.call('/sandbox/test/clock', json({ advanceSeconds: 200 }));
    // 400 s after opening, but extended at 200 s: still held.
    expect((await open(id, doctor2)).status).toBe(400);
    await sandbox.call('/sandbox/test/clock', json({ advanceSeconds: 301 }));
    expect((await open(id, doctor2)).status).toBe(200);
    // The secretary's lock lapsed: extending it is refused.
    expect((await put(`/api/author/clinical-letter-locks/elongate/${id}`, secretary)).status).toBe(400);
  });

  it('a lapsed auto-lock blocks nobody: the list shows the letter free and others may edit it', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000));
    await open(id, doctor2);
    const sampleId = () => put(`/api/author/letters/update-sample-id?letterId=${id}&sampleID=S1`, secretary);
    expect((await sampleId()).status).toBe(400);
    await sandbox.call('/sandbox/test/clock', json({ advanceSeconds: 301 }));
    const listed = (await (
      await sandbox.call(
        `/api/author/odata/Letters/LettersService.Search()?$filter=${encodeURIComponent(`id eq ${id}`)}`,
        { token: secretary },
      )
    ).json()) as { value: { autoLockedUserId: number | null }[] };
    expect(listed.value[0]?.autoLockedUserId).toBeNull();
    expect((await sampleId()).status).toBe(200);
  });

  it('released on leaving, the letter opens for the next user at once', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000));
    await open(id, secretary);
    await put(`/api/author/clinical-letter-locks/unlock/${id}`, secretary);
    expect((await open(id, doctor2)).status).toBe(200);
  });
});

describe('a read-only opening never locks the wrong person out (issue 31)', () => {
  it('another user opening a held letter takes no lock, and the holder then opens it and locks it herself', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000));
    await sandbox.call(`/api/author/letters/${id}/hold`, { method: 'POST', token: secretary });
    expect(await lockOf(await open(id, admin, 'ada-tab'))).toEqual({
      autoLockedUserId: null,
      heldUserId: samId,
      heldUserName: 'Sam Patel',
    });
    // Leaving, as the spec's client does: Ada has nothing to release and may not release Sam's hold.
    expect((await leave(id, admin)).status).toBe(403);
    expect((await lockOf(await open(id, secretary, 'sam-tab'))).autoLockedUserId).toBe(samId);
  });

  const readOnly: [state: string, filter: string, setUp?: (id: number) => Promise<unknown>][] = [
    ['completed', freeLetter(7000)],
    ['deleted', 'letterStepType eq 5000 and isDeleted eq true'],
    [
      'cleared',
      'isLetterCleaned eq true and isDeleted eq false and autoLockedUserId eq null and heldUserId eq null',
    ],
    [
      'held by another user',
      freeLetter(5000),
      (id) => sandbox.call(`/api/author/letters/${id}/hold`, { method: 'POST', token: secretary }),
    ],
  ];
  it.each(readOnly)(
    'opening a %s letter takes no lock, and taking it is refused',
    async (_, filter, setUp) => {
      const id = await findLetterId(sandbox, secretary, filter);
      await setUp?.(id);
      expect((await lockOf(await open(id, doctor2))).autoLockedUserId).toBeNull();
      const taken = await sandbox.call(`/api/author/clinical-letter-locks/${id}`, {
        method: 'POST',
        token: doctor2,
      });
      expect(taken.status).toBe(400);
      expect((await lockOf(await open(id, doctor2))).autoLockedUserId).toBeNull();
    },
  );

  it('the caller\u2019s own auto-lock is released even beside a hold she may not release', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000));
    // A data folder from before: Ada opened Sam's held letter and took the auto-lock beside it.
    sandbox.context.db
      .prepare(
        "UPDATE letters SET held_user_id = ?, held_date = ?, auto_lock_user_id = ?, lock_expiration_date = '2026-11-22T11:00:00Z' WHERE id = ?",
      )
      .run(samId, '2026-11-22T09:00:00Z', adaId, id);
    expect((await leave(id, admin)).status).toBe(200);
    expect(await lockOf(await open(id, secretary))).toMatchObject({
      autoLockedUserId: samId,
      heldUserId: samId,
    });
  });
});

describe('locks per opening, not per user (issue 34; docs/wire-contract.md, Locks)', () => {
  it('one tab leaving keeps the lock the other tab holds; the last one leaving frees it', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000));
    await open(id, secretary, 'tab-a');
    await open(id, secretary, 'tab-b');
    expect((await lockOf(await leave(id, secretary, 'tab-a'))).autoLockedUserId).toBe(samId);
    expect((await open(id, doctor2)).status).toBe(400);
    await leave(id, secretary, 'tab-b');
    expect((await lockOf(await open(id, doctor2))).autoLockedUserId).not.toBe(samId);
  });

  it('the lock then lasts as long as the latest opening still holding it', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000));
    await open(id, secretary, 'tab-a');
    await advance(100);
    await open(id, secretary, 'tab-b');
    await advance(100);
    expect((await elongate(id, secretary, 'tab-a')).status).toBe(200);
    await leave(id, secretary, 'tab-a');
    // tab-b was last extended 100 s ago: 200 s are left of it, not the 300 tab-a had.
    await advance(199);
    expect((await open(id, doctor2)).status).toBe(400);
    await advance(2);
    expect((await open(id, doctor2)).status).toBe(200);
  });

  it('extending renews the opening that extends it', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000));
    await open(id, secretary, 'tab-a');
    await open(id, secretary, 'tab-b');
    await advance(200);
    await elongate(id, secretary, 'tab-a');
    await leave(id, secretary, 'tab-b');
    await advance(299);
    expect((await open(id, doctor2)).status).toBe(400);
  });

  it('leaving names only the caller\u2019s own opening: another user naming it releases nothing', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000));
    await open(id, secretary, 'tab-a');
    await open(id, secretary, 'tab-b');
    expect((await leave(id, doctor2, 'tab-a')).status).toBe(200);
    await leave(id, secretary, 'tab-b');
    // Sam's tab-a still holds it.
    expect((await open(id, doctor2)).status).toBe(400);
  });

  it('the openings of a lapsed lock hold nothing of the next one', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000));
    await open(id, secretary, 'tab-a');
    await open(id, secretary, 'tab-b');
    await advance(301);
    await open(id, secretary, 'tab-c');
    await leave(id, secretary, 'tab-c');
    expect((await open(id, doctor2)).status).toBe(200);
  });

  it('the openings of a lock that ended with the letter\u2019s step hold nothing of the next one', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000));
    await open(id, secretary, 'tab-a');
    // Completing ends the lock on the server (spec 001 section 4); un-completing opens the letter again.
    for (const step of ['complete', 'uncomplete'])
      expect(
        (await sandbox.call(`/api/author/letters/${step}`, { ...json({ id }, 'PUT'), token: secretary }))
          .status,
      ).toBe(200);
    await open(id, secretary, 'tab-b');
    await leave(id, secretary, 'tab-b');
    expect((await open(id, doctor2)).status).toBe(200);
  });

  it('without a holder id (the spec\u2019s client) unlock frees the lock of every opening, as before', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000));
    await open(id, secretary, 'tab-a');
    await open(id, secretary);
    await leave(id, secretary);
    expect((await open(id, doctor2)).status).toBe(200);
  });

  it('a holder id is 1 to 64 letters, digits, _ or -', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000));
    const refused = await open(id, secretary, 'x'.repeat(65));
    expect([refused.status, await refused.text()]).toEqual([400, expect.stringContaining('ids are 1 to 64')]);
    expect((await open(id, secretary, `${'x'.repeat(62)}_-`)).status).toBe(200);
  });
});
