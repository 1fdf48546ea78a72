import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLetterId, freeLetter, json, startTestSandbox, type TestSandbox } from '../testing/harness';

/** Issue 34: letter writes that answered 200, or said too much, on input they should refuse. */
let sandbox: TestSandbox;
let secretary: string;
let letterId: number;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  secretary = await sandbox.token('secretary');
  letterId = await findLetterId(sandbox, secretary, freeLetter(5000, "orgItemName eq 'Cardiology'"));
});
afterAll(async () => {
  await sandbox.dispose();
});

const put = (path: string, body: unknown, token = secretary) =>
  sandbox.call(`/api/author/letters/${path}`, { ...json(body, 'PUT'), token });
const metadata = async (id: number) =>
  (await (
    await sandbox.call(`/api/author/letters/metadata-with-lock/${id}`, { token: secretary })
  ).json()) as {
    priority: number;
    templateId: number | null;
    notes: string | null;
  };

describe('update-priority and update-template', () => {
  it.each([
    ['update-priority', 'priorityId', 'priority'],
    ['update-template', 'templateId', 'templateId'],
  ] as const)(
    '%s refuses a %s that is not a whole number with 400, changing nothing',
    async (path, name, field) => {
      const before = (await metadata(letterId))[field];
      for (const value of [true, false, '', '1.5', -1, null, 'x']) {
        const answer = await put(path, { letterId, [name]: value });
        expect([value, answer.status, await answer.text()]).toEqual([
          value,
          400,
          `${name} must be a whole number`,
        ]);
      }
      const badLetter = await put(path, { letterId: true, [name]: 1 });
      expect([badLetter.status, await badLetter.text()]).toEqual([400, 'letterId must be a whole number']);
      expect((await metadata(letterId))[field]).toBe(before);
    },
  );
});

/** Issue 35: an offline draft's outbox may send its create again (docs/wire-contract.md, Letters). */
describe('a create sent again with the same audio key', () => {
  const create = async (user: string, body: object, instantComplete = false) => {
    const answer = await sandbox.call(`/api/author/letters/create?instantComplete=${instantComplete}`, {
      ...json(body),
      token: await sandbox.token(user),
    });
    return { status: answer.status, text: await answer.text() };
  };
  const created = async (user: string, body: object, instantComplete = false) => {
    const answer = await create(user, body, instantComplete);
    expect([answer.status, answer.text.slice(0, 200)]).toEqual([200, expect.any(String)]);
    return JSON.parse(answer.text) as { id: number; letterStepName: string; isDeleted: boolean };
  };
  const lettersWithKey = (key: string) =>
    (
      sandbox.context.db.prepare('SELECT COUNT(*) AS n FROM letters WHERE audio_key = ?').get(key) as {
        n: number;
      }
    ).n;
  const history = async (id: number) =>
    (
      (await (
        await sandbox.call(`/api/author/workflow-history/get-letter-history/${id}`, { token: secretary })
      ).json()) as { details: string }[]
    ).map((row) => row.details);
  const keyTaken = {
    status: 400,
    text: 'This audio key cannot be used: send another, or none to have one made',
  };
  const cardiology = async () => {
    const [organisation] = (await (
      await sandbox.call('/api/author/organization-items/all-my', { token: await sandbox.token('doctor') })
    ).json()) as { childrenOrgItems: { id: number; name: string; letterLabels: { name: string }[] }[] }[];
    return organisation!.childrenOrgItems.find((item) => item.name === 'Cardiology')!;
  };

  it('by the same user answers the first letter as it was made, and applies and creates nothing again', async () => {
    const first = await create('doctor', { audioKey: 'draft-retried', priority: 1, sampleID: 'S-1' });
    expect(first.status).toBe(200);
    // A reload signs in again: the same user, another session; the key may come in the audio record.
    const again = await create('doctor', {
      audio: { audioSegment: { audioRecord: { key: 'draft-retried' } } },
      priority: 2,
      sampleID: 'S-2',
    });
    expect(again).toEqual(first);
    const letter = JSON.parse(first.text) as { id: number };
    expect(lettersWithKey('draft-retried')).toBe(1);
    expect(await history(letter.id)).toEqual(['Letter created']);
  });

  it('with instantComplete neither completes the letter nor completes it twice', async () => {
    const department = await cardiology();
    const fields = {
      audioKey: 'draft-completed',
      organisationItemId: department.id,
      priority: 1,
      labelName: department.letterLabels[0]!.name,
      patientMRN: 'H1',
    };
    const letter = await created('doctor', fields);
    const upload = await sandbox.call(
      '/api/author/audio-records/suspend?fileName=draft-completed&recordMode=0&startPosition=0&endPosition=5000',
      {
        method: 'POST',
        token: await sandbox.token('doctor'),
        headers: { 'Content-Type': 'application/octet-stream' },
        body: new Uint8Array(5 * 32_000),
      },
    );
    expect(upload.status).toBe(200);
    // A retry is not a new create: the letter stays at Audio capture until the outbox completes it.
    expect(await created('doctor', fields, true)).toMatchObject({
      id: letter.id,
      letterStepName: 'Audio capture',
    });
    const complete = await sandbox.call('/api/author/letters/complete', {
      ...json(letter, 'PUT'),
      token: await sandbox.token('doctor'),
    });
    expect(complete.status).toBe(200);
    const later = await created('doctor', fields, true);
    expect(later).toMatchObject({ id: letter.id, letterStepName: 'Speech recognition' });
    expect(await history(letter.id)).toEqual(['Letter created', 'Letter completed by author']);
  });

  it('answers a letter deleted since as it is now, so the outbox learns its id and state', async () => {
    const letter = await created('doctor', { audioKey: 'draft-deleted' });
    const deleted = await sandbox.call(`/api/author/letters/delete/${letter.id}`, {
      method: 'DELETE',
      token: await sandbox.token('doctor'),
    });
    expect(deleted.status).toBe(200);
    expect(await created('doctor', { audioKey: 'draft-deleted' })).toMatchObject({
      id: letter.id,
      isDeleted: true,
    });
    expect(lettersWithKey('draft-deleted')).toBe(1);
  });

  it('is refused by a server that knows only the spec, which has no such rule, and makes nothing', async () => {
    await created('doctor', { audioKey: 'draft-spec-only' });
    sandbox.context.specOnly = true;
    try {
      expect(await create('doctor', { audioKey: 'draft-spec-only' })).toEqual(keyTaken);
    } finally {
      sandbox.context.specOnly = false;
    }
    expect(lettersWithKey('draft-spec-only')).toBe(1);
  });

  it("is refused to another user of the tenant, even the letter's author when someone else created it", async () => {
    const doctor2 = sandbox.context.db.prepare("SELECT id FROM users WHERE user_name = 'doctor2'").get() as {
      id: number;
    };
    const letter = await created('doctor', { audioKey: 'draft-for-doctor2', authorId: doctor2.id });
    expect(await create('doctor2', { audioKey: 'draft-for-doctor2' })).toEqual(keyTaken);
    expect(await created('doctor', { audioKey: 'draft-for-doctor2' })).toMatchObject({ id: letter.id });
    expect(lettersWithKey('draft-for-doctor2')).toBe(1);
  });

  it('is refused to another tenant in the same words, so the answer never tells that another tenant has the key', async () => {
    await created('doctor', { audioKey: 'key-of-st-elsewhere' });
    expect(await create('nhs.doctor', { audioKey: 'key-of-st-elsewhere' })).toEqual(keyTaken);
    expect(lettersWithKey('key-of-st-elsewhere')).toBe(1);
  });

  it('after a create refused halfway finds no letter: the key is free for the corrected create', async () => {
    expect(await create('doctor', { audioKey: 'draft-refused', priority: 99_999 })).toEqual({
      status: 400,
      text: 'Unknown priority',
    });
    // instantComplete refused (no audio yet) undoes the letter it had made as well.
    expect((await create('doctor', { audioKey: 'draft-refused', priority: 1 }, true)).status).toBe(400);
    expect(lettersWithKey('draft-refused')).toBe(0);
    const letter = await created('doctor', { audioKey: 'draft-refused', priority: 1 });
    expect(await history(letter.id)).toEqual(['Letter created']);
  });
});

describe('notes saved by two people at once', () => {
  it('refuses the second with 409 when the notes it started from changed, and keeps the first', async () => {
    const notes = (text: string, previousNotes: string | null, token = secretary) =>
      put('update-notes', { letterId, notes: text, previousNotes }, token);
    const start = (await metadata(letterId)).notes;
    // Two sessions (two tabs, two computers) opened the dialog on `start`; the first saved first.
    const otherSession = await sandbox.token('secretary');
    expect((await notes('Call the GP', start)).status).toBe(200);
    const second = await notes('Send to cardiology', start, otherSession);
    expect([second.status, await second.text()]).toEqual([
      409,
      'Someone else changed the notes while you were editing them. Your text is still here: copy it, then open the notes again.',
    ]);
    expect((await metadata(letterId)).notes).toBe('Call the GP');
    // Starting from what is there now, the save goes through; a client that does not say is not checked.
    expect((await notes('Send to cardiology', 'Call the GP', otherSession)).status).toBe(200);
    expect((await put('update-notes', { letterId, notes: 'Plain' })).status).toBe(200);
    expect((await metadata(letterId)).notes).toBe('Plain');
  });
});
