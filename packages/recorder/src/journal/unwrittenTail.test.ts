import { createMemoryStorage } from '@dictation/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecordingJournal } from './createRecordingJournal';
import { fragment } from './journalFragment.fixture';
import type { JournalStorage } from './journalStorage';
import { createMemoryJournalStorage } from './memoryJournalStorage';

const samplesOf = async (journal: ReturnType<typeof createRecordingJournal>) =>
  (await journal.load()).operations.map((operation) => Array.from(operation.pcm));

/**
 * The journal's storage as a page that is going away sees it: the first write reaches it, then
 * every later one hangs and never lands (the page is destroyed first).
 */
function dyingAfterFirstWrite(storage: JournalStorage): JournalStorage {
  let writes = 0;
  return {
    ...storage,
    appendFragments(fragments, session) {
      writes += 1;
      return writes === 1 ? storage.appendFragments(fragments, session) : new Promise(() => {});
    },
  };
}

describe('the unwritten tail of a journal', () => {
  it('a page that goes before its writes land loses none of the frames it had', async () => {
    const storage = createMemoryJournalStorage();
    const unwrittenStore = createMemoryStorage();
    const dying = createRecordingJournal(dyingAfterFirstWrite(storage), 'key', { unwrittenStore });
    await dying.appendFragment(fragment(0, 0, [1, 2]), { capturing: true, cursorMs: 1 });
    // One write under way (it never lands), two waiting behind it.
    void dying.appendFragment(fragment(0, 1, [3, -4]), { cursorMs: 2 });
    await Promise.resolve();
    void dying.appendFragment(fragment(0, 2, [32767]), { cursorMs: 3 });
    void dying.appendFragment(fragment(1, 0, [-32768]), { cursorMs: 4, nextSequence: 1 });
    dying.keepUnwritten();

    const next = createRecordingJournal(storage, 'key', { unwrittenStore });
    expect(await samplesOf(next)).toEqual([[1, 2, 3, -4, 32767], [-32768]]);
    expect(next.session()).toMatchObject({ capturing: true, cursorMs: 4, nextSequence: 1 });
    // Taken once: the tail is in the journal now, not kept twice.
    expect(unwrittenStore.length).toBe(0);
  });

  it('without the tail the same page loses its last frames (what the tail is for)', async () => {
    const storage = createMemoryJournalStorage();
    const dying = createRecordingJournal(dyingAfterFirstWrite(storage), 'key', {
      unwrittenStore: undefined,
    });
    await dying.appendFragment(fragment(0, 0, [1, 2]), {});
    void dying.appendFragment(fragment(0, 1, [3]), {});
    dying.keepUnwritten();
    expect(await samplesOf(createRecordingJournal(storage, 'key'))).toEqual([[1, 2]]);
  });

  it('is forgotten once the page’s own writes catch up', async () => {
    const unwrittenStore = createMemoryStorage();
    const journal = createRecordingJournal(createMemoryJournalStorage(), 'key', { unwrittenStore });
    const written = journal.appendFragment(fragment(0, 0, [1]), {});
    journal.keepUnwritten();
    expect(unwrittenStore.length).toBe(1);
    await written;
    expect(unwrittenStore.length).toBe(0);
  });

  it('a capture the page sealed as it went reads as ended, not interrupted; a crash still reads as interrupted', async () => {
    for (const [page, capturingAfter] of [
      ['sealed', false],
      ['crashed', true],
    ] as const) {
      const storage = createMemoryJournalStorage();
      const unwrittenStore = createMemoryStorage();
      const dying = createRecordingJournal(dyingAfterFirstWrite(storage), 'key', { unwrittenStore });
      await dying.appendFragment(fragment(0, 0, [1, 2]), { capturing: true, cursorMs: 1 });
      void dying.appendFragment(fragment(0, 1, [3]), { cursorMs: 2 });
      if (page === 'sealed') dying.keepUnwritten({ captureEnded: true });
      const next = createRecordingJournal(storage, 'key', { unwrittenStore });
      expect(await samplesOf(next), page).toEqual(page === 'sealed' ? [[1, 2, 3]] : [[1, 2]]);
      expect(next.session().capturing, page).toBe(capturingAfter);
    }
  });

  it('a sealed capture with every frame already written still records that it ended', async () => {
    const storage = createMemoryJournalStorage();
    const unwrittenStore = createMemoryStorage();
    const hanging: JournalStorage = { ...storage, writeSession: () => new Promise(() => {}) };
    const journal = createRecordingJournal(hanging, 'key', { unwrittenStore });
    await journal.appendFragment(fragment(0, 0, [1]), { capturing: true });
    journal.keepUnwritten({ captureEnded: true });
    const next = createRecordingJournal(storage, 'key', { unwrittenStore });
    expect(await samplesOf(next)).toEqual([[1]]);
    expect(next.session().capturing).toBe(false);
  });

  it('keeps nothing when nothing waits', async () => {
    const unwrittenStore = createMemoryStorage();
    const journal = createRecordingJournal(createMemoryJournalStorage(), 'key', { unwrittenStore });
    await journal.appendFragment(fragment(0, 0, [1]), {});
    journal.keepUnwritten();
    expect(unwrittenStore.length).toBe(0);
  });

  it('an older tail adds its frames but leaves a newer session as it is', async () => {
    const storage = createMemoryJournalStorage();
    const unwrittenStore = createMemoryStorage();
    let clock = 1;
    const dying = createRecordingJournal(dyingAfterFirstWrite(storage), 'key', {
      unwrittenStore,
      now: () => clock,
    });
    await dying.appendFragment(fragment(0, 0, [1]), { cursorMs: 1 });
    void dying.appendFragment(fragment(0, 1, [2]), { cursorMs: 2 });
    dying.keepUnwritten();
    clock = 5;
    await storage.writeSession({ fileName: 'key', capturing: false, nextSequence: 3, updatedAt: 5 });
    const next = createRecordingJournal(storage, 'key', { unwrittenStore });
    expect(await samplesOf(next)).toEqual([[1, 2]]);
    expect(next.session()).toMatchObject({ capturing: false, nextSequence: 3, updatedAt: 5 });
  });

  it('a damaged or foreign tail is dropped without harm', async () => {
    const storage = createMemoryJournalStorage();
    await createRecordingJournal(storage, 'key').appendFragment(fragment(0, 0, [7]), {});
    for (const kept of [
      '{not json',
      JSON.stringify({ session: { fileName: 'other' }, fragments: [] }),
      JSON.stringify({ session: { fileName: 'key' }, fragments: [{ fileName: 'key', pcm: 5 }] }),
      JSON.stringify({
        session: { fileName: 'key' },
        fragments: [{ ...fragment(0, 1, []), fileName: 'key', pcm: '%%not base64' }],
      }),
    ]) {
      const unwrittenStore = createMemoryStorage({ 'dictation:journal-tail:key': kept });
      expect(await samplesOf(createRecordingJournal(storage, 'key', { unwrittenStore }))).toEqual([[7]]);
      expect(unwrittenStore.length).toBe(0);
    }
  });

  it('is forgotten with the journal', async () => {
    const storage = createMemoryJournalStorage();
    const unwrittenStore = createMemoryStorage();
    const dying = createRecordingJournal(dyingAfterFirstWrite(storage), 'key', { unwrittenStore });
    await dying.appendFragment(fragment(0, 0, [1]), {});
    void dying.appendFragment(fragment(0, 1, [2]), {});
    dying.keepUnwritten();
    await createRecordingJournal(storage, 'key', { unwrittenStore }).clear();
    expect(unwrittenStore.length).toBe(0);
  });

  describe('while writes queue up (a crash runs no pagehide)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('keeps the backlog as it lasts, so a crash loses at most what arrived since', async () => {
      vi.useFakeTimers();
      const storage = createMemoryJournalStorage();
      const unwrittenStore = createMemoryStorage();
      const crashing = createRecordingJournal(dyingAfterFirstWrite(storage), 'key', { unwrittenStore });
      await crashing.appendFragment(fragment(0, 0, [1]), { capturing: true });
      void crashing.appendFragment(fragment(0, 1, [2]), {}); // under way, never lands
      void crashing.appendFragment(fragment(0, 2, [3]), {}); // waits behind it
      expect(unwrittenStore.length).toBe(0);
      await vi.advanceTimersByTimeAsync(250);
      void crashing.appendFragment(fragment(0, 3, [4]), {});
      await vi.advanceTimersByTimeAsync(250);
      void crashing.appendFragment(fragment(0, 4, [5]), {}); // within the last quarter second
      // The tab crashes here: no keepUnwritten.
      vi.useRealTimers();
      expect(await samplesOf(createRecordingJournal(storage, 'key', { unwrittenStore }))).toEqual([
        [1, 2, 3, 4],
      ]);
    });

    it('keeps nothing while the writes keep up', async () => {
      vi.useFakeTimers();
      const unwrittenStore = createMemoryStorage();
      const journal = createRecordingJournal(createMemoryJournalStorage(), 'key', { unwrittenStore });
      for (let index = 0; index < 10; index += 1) {
        void journal.appendFragment(fragment(0, index, [index]), {});
        await journal.appendFragment(fragment(0, index + 10, [index]), {});
        await vi.advanceTimersByTimeAsync(250);
      }
      expect(unwrittenStore.length).toBe(0);
    });
  });
});
