import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findLetterId, freeLetter, json, startTestSandbox, type TestSandbox } from '../testing/harness';
import { archivedBefore } from './search';

let sandbox: TestSandbox;
let doctor: string;
let doctor2: string;
let secretary: string;
beforeAll(async () => {
  sandbox = await startTestSandbox({ workflowStepMs: 10_000, lockLifetimeSeconds: 300 });
});
afterAll(async () => {
  await sandbox.dispose();
});
beforeEach(async () => {
  await sandbox.call('/sandbox/test/reset', { method: 'POST' });
  doctor = await sandbox.token('doctor');
  doctor2 = await sandbox.token('doctor2');
  secretary = await sandbox.token('secretary');
});

type Metadata = Record<string, unknown> & {
  id: number;
  letterStepType: number;
  audio: { audioSegment: { audioRecord: { key: string } } };
};
const metadata = async (id: number, token: string) =>
  (await (await sandbox.call(`/api/author/letters/metadata-with-lock/${id}`, { token })).json()) as Metadata;
const search = async (token: string, filter: string) =>
  (await (
    await sandbox.call(
      `/api/author/odata/Letters/LettersService.Search()?$count=true&$top=1000&$filter=${encodeURIComponent(filter)}`,
      { token },
    )
  ).json()) as { '@odata.count': number; value: Record<string, unknown>[] };

/** A new letter in Cardiology (mandatory label and MRN) with `seconds` of recorded audio. */
async function recordLetter(seconds: number) {
  const orgs = (await (
    await sandbox.call('/api/author/organization-items/all-my', { token: doctor })
  ).json()) as {
    childrenOrgItems: { id: number; name: string; letterLabels: { name: string }[] }[];
  }[];
  const cardiology = orgs[0]!.childrenOrgItems.find((item) => item.name === 'Cardiology')!;
  const created = (await (
    await sandbox.call('/api/author/letters/create?instantComplete=false', {
      ...json({ organisationItemId: cardiology.id, priority: 1 }),
      token: doctor,
    })
  ).json()) as Metadata;
  const key = created.audio.audioSegment.audioRecord.key;
  const frames = new Uint8Array(seconds * 32_000);
  const upload = await sandbox.call(
    `/api/author/audio-records/suspend?fileName=${key}&recordMode=0&startPosition=0&endPosition=${seconds * 1000}`,
    { method: 'POST', token: doctor, headers: { 'Content-Type': 'application/octet-stream' }, body: frames },
  );
  expect(upload.status).toBe(200);
  return { letter: created, label: cardiology.letterLabels[0]!.name };
}

describe('letter workflow', () => {
  it('creates, checks required fields and audio length, then simulates SR -> Processing -> To Review with a draft', async () => {
    const { letter, label } = await recordLetter(5);
    expect(letter.letterStepName).toBe('Audio capture');
    const current = (await (
      await sandbox.call('/api/author/letters/current-letter', { token: doctor })
    ).json()) as Metadata;
    expect(current.id).toBe(letter.id);

    const complete = (body: unknown) =>
      sandbox.call('/api/author/letters/complete', { ...json(body, 'PUT'), token: doctor });
    const missing = await complete({ ...letter });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toBe('Please fill the required fields');
    expect((await complete({ ...letter, labelName: label, patientMRN: 'H12345' })).status).toBe(200);
    expect((await metadata(letter.id, doctor)).letterStepName).toBe('Speech recognition');
    expect(
      (
        await sandbox.call(`/api/author/documents/patched?documentId=null&letterId=${letter.id}`, {
          token: doctor,
        })
      ).status,
    ).toBe(404);

    sandbox.clock.advanceSeconds(11);
    await sandbox.call('/sandbox/test/advance-workflow', json({ all: false }));
    expect((await metadata(letter.id, doctor)).letterStepName).toBe('Processing');
    sandbox.clock.advanceSeconds(11);
    await sandbox.call('/sandbox/test/advance-workflow', json({ all: false }));
    const reviewed = await metadata(letter.id, doctor);
    expect(reviewed).toMatchObject({ letterStepName: 'To Review', letterStepType: 5000 });
    const document = (await (
      await sandbox.call(`/api/author/documents/patched?documentId=null&letterId=${letter.id}`, {
        token: doctor,
      })
    ).json()) as {
      editableContent: string;
    };
    expect(document.editableContent).toContain('Dear Colleague');
    const history = (await (
      await sandbox.call(`/api/author/workflow-history/get-letter-history/${letter.id}`, { token: doctor })
    ).json()) as {
      stepName: string;
      details: string;
    }[];
    expect(history.map((row) => [row.stepName, row.details])).toEqual([
      ['Audio capture', 'Letter created'],
      ['Audio capture', 'Letter completed by author'],
      ['Processing', 'Moved to Processing'],
      ['To Review', 'Draft text ready for review'],
    ]);
  });

  it('refuses to complete a letter with less than 4 s of audio, with the message the recorder retries on', async () => {
    const { letter, label } = await recordLetter(2);
    const answer = await sandbox.call('/api/author/letters/complete', {
      ...json({ ...letter, labelName: label, patientMRN: 'H1' }, 'PUT'),
      token: doctor,
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/length is 4000 ms/);
  });

  it('answers 202 while stored parts are pending, then completes', async () => {
    const { letter, label } = await recordLetter(5);
    const key = letter.audio.audioSegment.audioRecord.key;
    const part = Buffer.from(new Uint8Array(32_000 * 5)).toString('base64');
    await sandbox.call(
      `/api/author/audio-records/store-with-length?fileName=${key}&isLastPart=false&length=5000&audioKey=${key}`,
      {
        method: 'POST',
        token: doctor,
        headers: { 'Content-Type': 'application/octet-stream' },
        body: part,
      },
    );
    const body = { ...letter, labelName: label, patientMRN: 'H1' };
    const pending = await sandbox.call('/api/author/letters/complete', {
      ...json(body, 'PUT'),
      token: doctor,
    });
    expect(pending.status).toBe(202);
    expect(await pending.json()).toEqual({ audioStored: false });
    await sandbox.call(
      `/api/author/audio-records/store-with-length?fileName=${key}&isLastPart=true&length=5000&audioKey=${key}`,
      {
        method: 'POST',
        token: doctor,
        headers: { 'Content-Type': 'application/octet-stream' },
        body: '',
      },
    );
    expect(
      (await sandbox.call('/api/author/letters/complete', { ...json(body, 'PUT'), token: doctor })).status,
    ).toBe(200);
  });

  it('completes To Review letters, blocks doctors where the department says so, and un-completes', async () => {
    const blocked = await findLetterId(sandbox, secretary, freeLetter(5000, "orgItemName eq 'Radiology'"));
    const answer = await sandbox.call('/api/author/letters/complete', {
      ...json({ id: blocked }, 'PUT'),
      token: doctor,
    });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe('You have no permission to complete the job');
    expect(
      (
        await sandbox.call('/api/author/letters/complete', {
          ...json({ id: blocked }, 'PUT'),
          token: secretary,
        })
      ).status,
    ).toBe(200);
    expect((await metadata(blocked, secretary)).letterStepType).toBe(7000);
    expect(
      (
        await sandbox.call('/api/author/letters/uncomplete', {
          ...json({ id: blocked }, 'PUT'),
          token: doctor,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await sandbox.call('/api/author/letters/uncomplete', {
          ...json({ id: blocked }, 'PUT'),
          token: secretary,
        })
      ).status,
    ).toBe(200);
    expect((await metadata(blocked, secretary)).letterStepName).toBe('To Review');
  });
});

describe('manual and outsource paths', () => {
  it('sends Manual priorities to Manual Transcription and Outsource ones through Outsource Transcription', async () => {
    const priorities = (await (
      await sandbox.call('/api/author/priorities/all-my', { token: doctor })
    ).json()) as {
      id: number;
      workflow: string;
    }[];
    const byWorkflow = (workflow: string) =>
      priorities.find((priority) => priority.workflow === workflow)!.id;
    const manual = await recordLetter(5);
    const outsourced = await recordLetter(5);
    for (const [{ letter, label }, workflow] of [
      [manual, 'Manual'],
      [outsourced, 'Outsource'],
    ] as const) {
      const body = { ...letter, labelName: label, patientMRN: 'H1', priority: byWorkflow(workflow) };
      expect(
        (await sandbox.call('/api/author/letters/complete', { ...json(body, 'PUT'), token: doctor })).status,
      ).toBe(200);
    }
    expect(await metadata(manual.letter.id, doctor)).toMatchObject({
      letterStepName: 'Manual Transcription',
      isManual: true,
    });
    expect(await metadata(outsourced.letter.id, doctor)).toMatchObject({
      letterStepName: 'Outsource Transcription',
      isOutsource: true,
    });
    await sandbox.call('/sandbox/test/advance-workflow', json({ all: true }));
    expect((await metadata(manual.letter.id, doctor)).letterStepName).toBe('Manual Transcription');
    expect(await metadata(outsourced.letter.id, doctor)).toMatchObject({
      letterStepName: 'To Review',
      isOutsource: true,
    });
  });
});

describe('delete and restore', () => {
  it('restores as To Review or, when deleted from Completed, as Completed; not from early steps', async () => {
    const completed = await findLetterId(sandbox, secretary, freeLetter(7000));
    await sandbox.call(`/api/author/letters/delete/${completed}`, { method: 'DELETE', token: secretary });
    expect((await metadata(completed, secretary)).isDeleted).toBe(true);
    const restore = (id: number, letterStepType: number) =>
      sandbox.call(`/api/author/letters/restore/${id}`, {
        ...json({ letterStepType }, 'PUT'),
        token: secretary,
      });
    expect((await restore(completed, 7000)).status).toBe(200);
    expect(await metadata(completed, secretary)).toMatchObject({ isDeleted: false, letterStepType: 7000 });

    const review = await findLetterId(sandbox, secretary, freeLetter(5000));
    await sandbox.call(`/api/author/letters/delete/${review}`, { method: 'DELETE', token: secretary });
    const asCompleted = await restore(review, 7000);
    expect(asCompleted.status).toBe(409);
    expect(await asCompleted.text()).toBe("This letter can be restored only as 'To Review' (5000)");
    expect((await restore(review, 5000)).status).toBe(200);

    const early = await findLetterId(sandbox, secretary, 'letterStepType eq 3000 and isDeleted eq true');
    const fromEarly = await restore(early, 5000);
    expect(fromEarly.status).toBe(409);
    expect(await fromEarly.text()).toBe(
      'Only letters deleted at To Review, Completed or Manual Transcription can be restored',
    );
  });
});

describe('locks', () => {
  it('auto-locks on open, refuses other users, expires unless elongated', async () => {
    const id = await findLetterId(sandbox, doctor, freeLetter(5000));
    await metadata(id, doctor);
    const other = await sandbox.call(`/api/author/letters/metadata-with-lock/${id}`, { token: doctor2 });
    expect(other.status).toBe(400);
    expect(await other.text()).toBe('This letter is autolocked by Alice Carter');
    sandbox.clock.advanceSeconds(200);
    expect(
      (
        await sandbox.call(`/api/author/clinical-letter-locks/elongate/${id}`, {
          method: 'PUT',
          token: doctor,
        })
      ).status,
    ).toBe(200);
    sandbox.clock.advanceSeconds(200);
    // The access tokens lapsed meanwhile (299 s): sign in again.
    const later = await sandbox.token('doctor2');
    expect(
      (await sandbox.call(`/api/author/letters/metadata-with-lock/${id}`, { token: later })).status,
    ).toBe(400);
    sandbox.clock.advanceSeconds(101);
    expect(
      (await sandbox.call(`/api/author/letters/metadata-with-lock/${id}`, { token: later })).status,
    ).toBe(200);
  });

  it('lets only the holder, secretaries and the author release a lock', async () => {
    const id = await findLetterId(sandbox, secretary, freeLetter(5000, 'authorId eq 1'));
    await sandbox.call(`/api/author/letters/${id}/hold`, { method: 'POST', token: secretary });
    expect(
      (
        await sandbox.call(`/api/author/letters/update-notes`, {
          ...json({ letterId: id, notes: 'x' }, 'PUT'),
          token: doctor2,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await sandbox.call(`/api/author/clinical-letter-locks/unlock/${id}`, {
          method: 'PUT',
          token: doctor2,
        })
      ).status,
    ).toBe(403);
    expect(
      (await sandbox.call(`/api/author/clinical-letter-locks/unlock/${id}`, { method: 'PUT', token: doctor }))
        .status,
    ).toBe(200);
    expect((await metadata(id, doctor2)).heldUserId).toBeNull();
  });
});

describe('search', () => {
  it('counts CJLMC months back by the calendar, to the last day of a shorter month', () => {
    expect(archivedBefore(new Date('2026-11-22T10:00:00Z'), 3)).toBe('2026-08-22T10:00:00Z');
    expect(archivedBefore(new Date('2026-05-31T08:30:00Z'), 3)).toBe('2026-02-28T08:30:00Z');
    expect(archivedBefore(new Date('2028-05-31T08:30:00Z'), 3)).toBe('2028-02-29T08:30:00Z');
    expect(archivedBefore(new Date('2026-01-15T00:00:00Z'), 1)).toBe('2025-12-15T00:00:00Z');
  });

  it('leaves letters completed more than CJLMC (3) months ago out of every list, but still opens them', async () => {
    const completedList = () => search(secretary, 'isCompleted eq true');
    const shown = await completedList();
    expect(shown['@odata.count']).toBeGreaterThan(0);
    const cutoff = archivedBefore(sandbox.context.now(), 3);
    expect(shown.value.every((row) => String(row.completedDateTime) >= cutoff)).toBe(true);
    // The seeded letters were completed in the last four months: some are archived already.
    const archived = sandbox.context.db
      .prepare(
        'SELECT id FROM letters WHERE tenant_id = 1 AND step_type = 7000 AND completed_date < ? LIMIT 1',
      )
      .get(cutoff) as { id: number };
    expect((await search(secretary, `id eq ${archived.id}`)).value).toEqual([]);
    expect((await metadata(archived.id, secretary)).id).toBe(archived.id);

    // Four months on, every seeded completion is archived, and a letter completed now is listed.
    await sandbox.call('/sandbox/test/clock', json({ advanceSeconds: 124 * 86_400 }));
    secretary = await sandbox.token('secretary');
    expect((await completedList())['@odata.count']).toBe(0);
    const review = await findLetterId(sandbox, secretary, freeLetter(5000));
    await sandbox.call('/api/author/letters/complete', { ...json({ id: review }, 'PUT'), token: secretary });
    expect((await completedList()).value.map((row) => row.id)).toEqual([review]);
  });

  it("never shows another tenant's letters, and 404s them by id", async () => {
    const nhs = await sandbox.token('nhs.doctor');
    const mine = await search(doctor, 'id gt 0');
    const theirs = await search(nhs, 'id gt 0');
    const mineIds = new Set(mine.value.map((row) => row.id));
    expect(theirs.value.some((row) => mineIds.has(row.id))).toBe(false);
    expect(
      (await sandbox.call(`/api/author/letters/metadata-with-lock/${mine.value[0]!.id}`, { token: nhs }))
        .status,
    ).toBe(404);
    // "or" in the caller's filter cannot widen the tenant condition.
    const widened = await search(nhs, `id eq ${mine.value[0]!.id} or id gt 0`);
    expect(widened.value.every((row) => !mineIds.has(row.id))).toBe(true);
  });

  it('filters, orders, pages and counts', async () => {
    const all = await search(secretary, 'isDeleted eq false and isCompleted eq false');
    const page = (await (
      await sandbox.call(
        `/api/author/odata/Letters/LettersService.Search()?$count=true&$top=10&$skip=10&$orderby=priority desc,recordedDate asc&$filter=${encodeURIComponent('isDeleted eq false and isCompleted eq false')}`,
        { token: secretary },
      )
    ).json()) as { '@odata.count': number; value: { priority: number; recordedDate: string }[] };
    expect(page['@odata.count']).toBe(all['@odata.count']);
    expect(page.value).toHaveLength(10);
    const sorted = [...page.value].sort(
      (a, b) => b.priority - a.priority || a.recordedDate.localeCompare(b.recordedDate),
    );
    expect(page.value).toEqual(sorted);
    const labelled = await search(secretary, "label eq 'Referral' and contains(mrn,'H')");
    expect(labelled.value.every((row) => row.label === 'Referral' && String(row.mrn).includes('H'))).toBe(
      true,
    );
    expect(labelled.value.length).toBeGreaterThan(0);
  });

  it('counts again after every write to the tenant\u2019s letters: a call, a lapsing lock, a script on the database', async () => {
    // Counts are kept per tenant and filter (issue 22); each of these writes must show at once.
    const inProgress = 'isDeleted eq false and isCompleted eq false';
    const count = async (filter: string) => (await search(secretary, filter))['@odata.count'];
    const before = await count(inProgress);
    expect(await count(inProgress)).toBe(before);

    const review = await findLetterId(sandbox, secretary, freeLetter(5000));
    await sandbox.call(`/api/author/letters/delete/${review}`, { method: 'DELETE', token: secretary });
    expect(await count(inProgress)).toBe(before - 1);
    sandbox.context.db.prepare('UPDATE letters SET is_deleted = 0 WHERE id = ?').run(review);
    expect(await count(inProgress)).toBe(before);

    const free = `autoLockedUserId eq null and ${inProgress}`;
    const unlocked = await count(free);
    await sandbox.call(`/api/author/letters/metadata-with-lock/${review}`, { token: doctor2 });
    expect(await count(free)).toBe(unlocked - 1);
    await sandbox.call('/sandbox/test/clock', json({ advanceSeconds: 301 }));
    secretary = await sandbox.token('secretary');
    expect(await count(free)).toBe(unlocked);
  });

  it("seeds Dit2 letters with spec 000's job statuses 1-6 as Dit2 Status Sync, filterable by value", async () => {
    const dit2 = await sandbox.token('dit2.secretary');
    const letters = await search(dit2, 'isDeleted eq false');
    const values = new Set(letters.value.map((row) => row.dit2StatusSync));
    expect([...values].every((value) => ['1', '2', '3', '4', '5', '6'].includes(String(value)))).toBe(true);
    expect(values.size).toBeGreaterThan(1);
    const inTranscription = await search(dit2, "dit2StatusSync eq '2'");
    expect(inTranscription.value.length).toBeGreaterThan(0);
    expect(inTranscription.value.every((row) => row.dit2StatusSync === '2')).toBe(true);
    // Other tenants have no Dit2 sync state.
    expect((await search(secretary, 'id gt 0')).value.every((row) => row.dit2StatusSync == null)).toBe(true);
  });
});
