import { describe, expect, it, vi } from 'vitest';
import { createRecordingJournal } from './createRecordingJournal';
import { fragment } from './journalFragment.fixture';
import type { JournalStorage } from './journalStorage';
import { createMemoryJournalStorage } from './memoryJournalStorage';
import { holdBaseAfterFirstPart } from './slowBaseStorage.fixture';

describe('createRecordingJournal', () => {
  it('writes in the order asked, merges the session, and rebuilds unsealed operations', async () => {
    const storage = createMemoryJournalStorage();
    const journal = createRecordingJournal(storage, 'key', { now: () => 42 });
    void journal.updateSession({ capturing: true, base: 'stored' });
    void journal.appendFragment(fragment(0, 0, [1, 2]), { cursorMs: 1 });
    void journal.appendFragment(fragment(0, 1, [3]), { cursorMs: 2 });
    await journal.appendFragment(fragment(1, 0, [9]), { cursorMs: 3, nextSequence: 1 });
    expect(await storage.readSession('key')).toEqual({
      fileName: 'key',
      capturing: true,
      base: 'stored',
      cursorMs: 3,
      nextSequence: 1,
      updatedAt: 42,
    });
    const { operations } = await createRecordingJournal(storage, 'key').load();
    expect(operations.map((operation) => [operation.sequence, Array.from(operation.pcm)])).toEqual([
      [0, [1, 2, 3]],
      [1, [9]],
    ]);
  });

  it('reports a failed write instead of throwing, and goes on with the next ones', async () => {
    const storage = createMemoryJournalStorage();
    const full = new DOMException('Quota exceeded', 'QuotaExceededError');
    storage.appendFragments = vi.fn().mockRejectedValueOnce(full).mockImplementation(storage.appendFragments);
    const onWriteError = vi.fn();
    const journal = createRecordingJournal(storage, 'key', { onWriteError });
    await expect(journal.appendFragment(fragment(0, 0, [1]), {})).resolves.toBeUndefined();
    expect(onWriteError).toHaveBeenCalledWith(full);
    expect(journal.healthy()).toBe(false);
    await journal.updateSession({ capturing: false });
    expect(await storage.readSession('key')).toMatchObject({ capturing: false });
  });
});

describe('createRecordingJournal under a slow storage', () => {
  it('writes what arrived during one write together in the next, never a backlog of writes', async () => {
    const storage = createMemoryJournalStorage();
    const writes: number[] = [];
    let finishWrite = () => {};
    const appendFragments = storage.appendFragments;
    storage.appendFragments = async (fragments, session) => {
      writes.push(fragments.length);
      await new Promise<void>((resolve) => (finishWrite = resolve));
      return appendFragments(fragments, session);
    };
    const journal = createRecordingJournal(storage, 'key');
    void journal.appendFragment(fragment(0, 0, [1]), {});
    await Promise.resolve();
    // The first write is running: the next 20 deliveries wait for it and go in one write.
    let last: Promise<void> = Promise.resolve();
    for (let index = 1; index <= 20; index += 1)
      last = journal.appendFragment(fragment(0, index, [index]), {});
    expect(writes).toEqual([1]);
    finishWrite();
    await vi.waitFor(() => expect(writes).toEqual([1, 20]));
    finishWrite();
    await last;
    const { operations } = await journal.load();
    expect(operations[0]?.pcm.length).toBe(21);
  });

  it('reaches the storage in the order asked, so a crash only ever cuts off the end', async () => {
    const storage = createMemoryJournalStorage();
    const calls: string[] = [];
    let busy = true;
    const appendFragments = storage.appendFragments;
    storage.appendFragments = async (fragments, session) => {
      calls.push(`fragments ${fragments.map((f) => `${f.sequence}.${f.index}`).join(' ')}`);
      while (busy) await new Promise((resolve) => setTimeout(resolve, 1));
      return appendFragments(fragments, session);
    };
    const add = storage.add;
    storage.add = async (operation) => {
      calls.push(`add ${operation.sequence}`);
      return add(operation);
    };
    const journal = createRecordingJournal(storage, 'key');
    void journal.appendFragment(fragment(0, 0, [1]), {});
    // While that write is slow: the rest of operation 0, its seal, then operation 1 begins.
    void journal.appendFragment(fragment(0, 1, [2]), {});
    void journal.add({ ...fragment(0, 0, [1, 2]), fileName: 'key' });
    const last = journal.appendFragment(fragment(1, 0, [3]), { cursorMs: 3 });
    busy = false;
    await last;
    expect(calls).toEqual(['fragments 0.0', 'fragments 0.1', 'add 0', 'fragments 1.0']);
  });

  it('a long base is written beside the queue: frames and the session are written meanwhile', async () => {
    const storage = createMemoryJournalStorage();
    const finishBase = holdBaseAfterFirstPart(storage);
    const journal = createRecordingJournal(storage, 'key');
    void journal.updateSession({ base: 'writing' });
    const baseWritten = journal.writeBase(parts([1, 2], [3, 4]));
    // What a Record press waits for, and the first frames of the take, while the base is written.
    void journal.updateSession({ capturing: true, cursorMs: 2 });
    void journal.appendFragment(fragment(0, 0, [7]), { cursorMs: 3 });
    await vi.waitFor(async () =>
      expect(await storage.readSession('key')).toMatchObject({
        base: 'writing',
        capturing: true,
        cursorMs: 3,
      }),
    );
    const { operations } = await createRecordingJournal(storage, 'key').load();
    expect(operations.map((operation) => Array.from(operation.pcm))).toEqual([[7]]);
    expect(await baseRead(storage)).toEqual([1, 2]);
    finishBase();
    await baseWritten;
    expect(await baseRead(storage)).toEqual([1, 2, 3, 4]);
  });

  it('a clear waits for the base being written, so none of it is left behind', async () => {
    const storage = createMemoryJournalStorage();
    const finishBase = holdBaseAfterFirstPart(storage);
    const journal = createRecordingJournal(storage, 'key');
    void journal.writeBase(parts([1, 2], [3, 4]));
    const cleared = journal.clear();
    await vi.waitFor(async () => expect(await baseRead(storage)).toEqual([1, 2]));
    finishBase();
    await cleared;
    expect(await baseRead(storage)).toEqual([]);
  });

  it('acknowledgements are a number in the session, marked on the listed operations', async () => {
    const storage = createMemoryJournalStorage();
    const journal = createRecordingJournal(storage, 'key');
    for (const sequence of [0, 1, 2])
      await journal.add({ ...fragment(sequence, 0, [sequence]), fileName: 'key' });
    await journal.acknowledge(1);
    await journal.acknowledge(0);
    const { operations, session } = await createRecordingJournal(storage, 'key').load();
    expect(session?.acknowledgedThrough).toBe(1);
    expect(operations.map((operation) => operation.acknowledged ?? false)).toEqual([true, true, false]);
  });
});

async function* parts(...lists: number[][]) {
  for (const list of lists) yield Int16Array.from(list);
}

async function baseRead(storage: JournalStorage): Promise<number[]> {
  const samples: number[] = [];
  for await (const chunk of storage.readBase('key')) samples.push(...chunk);
  return samples;
}
