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

describe('an audio key already in use', () => {
  it("is refused in the same words whether it is the caller's tenant's or another's", async () => {
    const create = async (user: string, audioKey: string) => {
      const answer = await sandbox.call('/api/author/letters/create?instantComplete=false', {
        ...json({ audioKey }),
        token: await sandbox.token(user),
      });
      return [answer.status, await answer.text()] as const;
    };
    expect((await create('doctor', 'key-of-st-elsewhere'))[0]).toBe(200);
    const sameTenant = await create('doctor2', 'key-of-st-elsewhere');
    const otherTenant = await create('nhs.doctor', 'key-of-st-elsewhere');
    expect(otherTenant).toEqual([
      400,
      'This audio key cannot be used: send another, or none to have one made',
    ]);
    expect(sameTenant).toEqual(otherTenant);
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
