import { describe, expect, it } from 'vitest';
import { createBrowserMicrophoneEngine } from '../engine/createBrowserMicrophoneEngine';
import {
  createIndexedDbJournalStorage,
  deleteIndexedDbJournal,
  openJournalAhead,
} from './indexedDbJournalStorage';
import { keepUnwrittenTail, takeUnwrittenTail } from './unwrittenTail';

const operation = (sequence: number, fileName = 'key-a') => ({
  fileName,
  sequence,
  operationId: `operation-${sequence}`,
  recordMode: 0 as const,
  startMs: sequence * 2000,
  pcm: new Int16Array(32).map((_, i) => i * (sequence + 1)),
});

const session = (fileName: string, patch = {}) => ({
  fileName,
  capturing: true,
  nextSequence: 2,
  updatedAt: 1,
  cursorMs: 4002,
  base: 'stored' as const,
  ...patch,
});

async function* chunks(...lists: number[][]) {
  for (const list of lists) yield Int16Array.from(list);
}

describe('IndexedDB journal (real Chromium)', () => {
  it('is deleted with its tails past the retention, even while a tab holds it open', async () => {
    const databaseName = `journal-test-${crypto.randomUUID()}`;
    const other = `journal-test-${crypto.randomUUID()}`;
    const open = createIndexedDbJournalStorage({ databaseName });
    await open.add(operation(0, 'kept-key'));
    await open.appendFragments([{ ...operation(1, 'kept-key'), index: 0 }], session('kept-key'));
    await createIndexedDbJournalStorage({ databaseName: other }).add(operation(0, 'other-key'));
    const tail = { session: session('kept-key'), fragments: [] };
    keepUnwrittenTail(localStorage, tail);
    keepUnwrittenTail(localStorage, { ...tail, session: session('other-key') });

    await deleteIndexedDbJournal(databaseName);
    const reopened = createIndexedDbJournalStorage({ databaseName });
    expect(await reopened.list('kept-key')).toEqual([]);
    expect(await reopened.sessions()).toEqual([]);
    expect(takeUnwrittenTail(localStorage, 'kept-key')).toBeUndefined();
    // Another account's journal and tails are not touched.
    expect(await createIndexedDbJournalStorage({ databaseName: other }).list('other-key')).toHaveLength(1);
    expect(takeUnwrittenTail(localStorage, 'other-key')).toBeDefined();
    // The tab that held it open goes on with a fresh database.
    await open.add(operation(0, 'next-key'));
    expect(await open.list('next-key')).toHaveLength(1);
  });

  it('uses the database opened ahead (issue 33): one open, shared, and opened afresh once the sweep deletes it', async () => {
    const databaseName = `journal-test-${crypto.randomUUID()}`;
    const opens: string[] = [];
    const open = indexedDB.open.bind(indexedDB);
    indexedDB.open = (name: string, version?: number) => {
      opens.push(name);
      return open(name, version);
    };
    try {
      openJournalAhead(databaseName);
      const recorderJournal = createIndexedDbJournalStorage({ databaseName });
      const outboxJournal = createIndexedDbJournalStorage({ databaseName });
      await recorderJournal.add(operation(0));
      expect(await outboxJournal.list('key-a')).toHaveLength(1);
      expect(opens).toEqual([databaseName]);
      // The sweep's delete is not blocked by the shared connection, which gives way to it.
      await deleteIndexedDbJournal(databaseName);
      expect(await recorderJournal.list('key-a')).toEqual([]);
      await outboxJournal.add(operation(1));
      expect(await recorderJournal.list('key-a')).toHaveLength(1);
    } finally {
      indexedDB.open = open;
    }
  });

  it('keeps operations, fragments, the base and the session across a reopen (a reload)', async () => {
    const databaseName = `journal-test-${crypto.randomUUID()}`;
    const first = createIndexedDbJournalStorage({ databaseName });
    await first.add(operation(1));
    await first.add(operation(0));
    await first.add(operation(0, 'key-b'));
    await first.writeBase('key-a', chunks([1, 2, 3], [4, 5]));
    // The growing operation 2: fragments in two writes, the session written with each.
    await first.appendFragments(
      [{ ...operation(2), index: 1, pcm: Int16Array.from([7, 8]) }],
      session('key-a'),
    );
    await first.appendFragments(
      [{ ...operation(2), index: 0, pcm: Int16Array.from([5, 6]) }],
      session('key-a', { acknowledgedThrough: 0 }),
    );

    const reopened = createIndexedDbJournalStorage({ databaseName });
    const listed = await reopened.list('key-a');
    expect(listed.map((entry) => [entry.sequence, entry.operationId, entry.acknowledged])).toEqual([
      [0, 'operation-0', true],
      [1, 'operation-1', undefined],
      [2, 'operation-2', undefined],
    ]);
    expect(Array.from(listed[1]?.pcm ?? [])).toEqual(Array.from(operation(1).pcm));
    expect(Array.from(listed[2]?.pcm ?? [])).toEqual([5, 6, 7, 8]);
    const base: number[] = [];
    for await (const chunk of reopened.readBase('key-a')) base.push(...chunk);
    expect(base).toEqual([1, 2, 3, 4, 5]);
    expect(await reopened.readSession('key-a')).toMatchObject({
      capturing: true,
      cursorMs: 4002,
      base: 'stored',
    });
    expect((await reopened.sessions()).map((entry) => entry.fileName).sort()).toEqual(['key-a', 'key-b']);

    // Sealing operation 2 replaces its fragments.
    await reopened.add({ ...operation(2), pcm: Int16Array.from([5, 6, 7, 8]) });
    expect((await reopened.list('key-a')).map((entry) => entry.pcm.length)).toEqual([32, 32, 4]);

    await reopened.clear('key-a');
    expect(await reopened.list('key-a')).toEqual([]);
    expect(await reopened.readSession('key-a')).toBeUndefined();
    for await (const _ of reopened.readBase('key-a')) throw new Error('the base was not cleared');
    expect(await reopened.list('key-b')).toHaveLength(1);
  });

  it('keeps one writer id per database', async () => {
    const databaseName = `journal-test-${crypto.randomUUID()}`;
    const id = await createIndexedDbJournalStorage({ databaseName }).writerId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await createIndexedDbJournalStorage({ databaseName }).writerId()).toBe(id);
    expect(
      await createIndexedDbJournalStorage({ databaseName: `${databaseName}-other` }).writerId(),
    ).not.toBe(id);
  });

  it('upgrades a version 1 journal without losing its operations', async () => {
    const databaseName = `journal-test-${crypto.randomUUID()}`;
    const open = indexedDB.open(databaseName, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore('operations', { keyPath: ['fileName', 'sequence'] });
      open.result.createObjectStore('sessions', { keyPath: 'fileName' });
    };
    const legacy = await new Promise<IDBDatabase>((resolve) => {
      open.onsuccess = () => resolve(open.result);
    });
    const { operationId: _none, ...withoutId } = operation(3);
    const write = legacy.transaction('operations', 'readwrite');
    write.objectStore('operations').put({ ...withoutId, pcm: withoutId.pcm.buffer });
    await new Promise((resolve) => {
      write.oncomplete = resolve;
    });
    legacy.close();

    const upgraded = createIndexedDbJournalStorage({ databaseName });
    const [kept] = await upgraded.list('key-a');
    expect(kept).toMatchObject({ sequence: 3, operationId: 'v1-3' });
    expect(Array.from(kept?.pcm ?? [])).toEqual(Array.from(operation(3).pcm));
  });
});

describe('browser microphone engine (fake media stream)', () => {
  it('captures 16 kHz frames through the worklet and delivers the last block on stop', async () => {
    const engine = createBrowserMicrophoneEngine();
    expect(engine.isSupported()).toBe(true);
    const devices = await engine.listDevices();
    expect(devices.length).toBeGreaterThan(0);
    const blocks: Int16Array[] = [];
    await engine.start(devices[0]?.id ?? '', { frames: (pcm) => blocks.push(pcm), ended: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 700));
    await engine.stop();
    const samples = blocks.reduce((total, block) => total + block.length, 0);
    expect(samples).toBeGreaterThan(1600);
    expect(blocks.some((block) => block.some((sample) => sample !== 0))).toBe(true);
  });
});
