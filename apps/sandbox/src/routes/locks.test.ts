import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findLetterId, freeLetter, json, startTestSandbox, type TestSandbox } from '../testing/harness';

/** The letter screen's lock (spec 001 section 4): taken on open, extended, released on leaving. */
let sandbox: TestSandbox;
let secretary: string;
let doctor2: string;
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
});

const open = (id: number, token: string) =>
  sandbox.call(`/api/author/letters/metadata-with-lock/${id}`, { token });
const put = (path: string, token: string) => sandbox.call(path, { method: 'PUT', token });

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
