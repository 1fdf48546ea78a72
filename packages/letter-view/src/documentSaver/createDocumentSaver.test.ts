import { ApiError, type DocumentPatch } from '@dictation/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDocumentSaver, type SavedDocument } from './createDocumentSaver';
import { applyDocumentEdits, contentHashOf } from './documentPatch';
import { createMemoryEditJournal, type EditJournal } from './editJournal';

const network = () => new ApiError({ kind: 'network' }, 'Internet connection lost', 'documents.patch');
const conflict = () =>
  new ApiError({ kind: 'conflict', status: 409, body: '' }, 'Conflict', 'documents.patch');

/** A server that applies edits exactly, as the sandbox does, and can fail or lose answers. */
function fakeServer(initial: string) {
  const document = { version: 1, html: initial, patchNumber: 1 };
  const calls: DocumentPatch[] = [];
  let failures: (() => Error)[] = [];
  let loseAnswer = false;
  const send = vi.fn(async (_documentId: number, patch: DocumentPatch) => {
    calls.push(patch);
    await Promise.resolve();
    const failure = failures.shift();
    if (failure) throw failure();
    const retryOfApplied =
      patch.documentVersion === document.version - 1 &&
      patch.patchNumber === document.patchNumber &&
      patch.contentHash === (await contentHashOf(document.html));
    if (!retryOfApplied) {
      if (patch.documentVersion !== document.version) throw conflict();
      document.html = applyDocumentEdits(document.html, JSON.parse(patch.patchContent));
      document.version += 1;
      document.patchNumber = patch.patchNumber;
    }
    if (loseAnswer) {
      loseAnswer = false;
      throw network();
    }
    return { documentVersion: document.version, newPatchNumber: document.patchNumber + 1 };
  });
  return {
    document,
    calls,
    send,
    failNext: (...errors: (() => Error)[]) => {
      failures = errors;
    },
    loseNextAnswer: () => {
      loseAnswer = true;
    },
    saved: (): SavedDocument => ({
      documentId: 7,
      version: document.version,
      html: document.html,
      patchNumber: document.patchNumber + 1,
    }),
  };
}

function setup(initial = '<p>Dear Colleague,</p>', journal: EditJournal = createMemoryEditJournal()) {
  const server = fakeServer(initial);
  let text = initial;
  const onConflict = vi.fn();
  const saver = createDocumentSaver({
    letterId: 1046,
    saved: server.saved(),
    read: () => text,
    send: server.send,
    journal,
    onConflict,
  });
  const type = (html: string) => {
    text = html;
    saver.change();
  };
  return { server, journal, saver, type, onConflict, text: () => text };
}

describe('createDocumentSaver (spec 001 section 4, Editor)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves 500 ms after the last change, as a small patch with the hash of the result', async () => {
    const { server, saver, type } = setup();
    type('<p>Dear Dr Jones,</p>');
    await vi.advanceTimersByTimeAsync(300);
    type('<p>Dear Dr Jones, thank you</p>');
    await vi.advanceTimersByTimeAsync(499);
    expect(server.calls).toHaveLength(0);
    expect(saver.status().state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(1);
    expect(server.document.html).toBe('<p>Dear Dr Jones, thank you</p>');
    expect(server.calls[0]?.contentHash).toBe(await contentHashOf('<p>Dear Dr Jones, thank you</p>'));
    expect(saver.status().state).toBe('saved');
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('sends one request at a time; edits made meanwhile go in the next one', async () => {
    const { server, saver, type } = setup();
    let answer = () => {};
    const send = server.send.getMockImplementation()!;
    server.send.mockImplementationOnce(async (id, patch) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return send(id, patch);
    });
    type('<p>Dear Dr Jones,</p>');
    await vi.advanceTimersByTimeAsync(500);
    type('<p>Dear Dr Jones, hello</p>');
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(saver.status().state).toBe('saving');
    answer();
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]?.documentVersion).toBe(2);
    expect(server.document.html).toBe('<p>Dear Dr Jones, hello</p>');
  });

  it('keeps edits on this computer while offline and sends them when the network is back', async () => {
    const { server, saver, type, journal } = setup();
    server.failNext(network, network);
    type('<p>Dear Dr Jones,</p>');
    await vi.advanceTimersByTimeAsync(500);
    expect(saver.status()).toMatchObject({ state: 'offline', failures: 1 });
    expect((await journal.read(1046))?.html).toBe('<p>Dear Dr Jones,</p>');
    type('<p>Dear Dr Jones, more</p>');
    await vi.advanceTimersByTimeAsync(500);
    expect((await journal.read(1046))?.html).toBe('<p>Dear Dr Jones, more</p>');
    await vi.advanceTimersByTimeAsync(1000);
    expect(saver.status()).toMatchObject({ state: 'offline', failures: 2 });
    globalThis.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(saver.status().state).toBe('saved'));
    expect(server.document.html).toBe('<p>Dear Dr Jones, more</p>');
    expect(await journal.read(1046)).toBeUndefined();
  });

  it('sends a save whose answer was lost again as it was: the server applies it once, no conflict', async () => {
    const { server, saver, type, onConflict } = setup();
    server.loseNextAnswer();
    type('<p>Dear Dr Jones,</p>');
    await vi.advanceTimersByTimeAsync(500);
    type('<p>Dear Dr Jones, and more</p>');
    await vi.advanceTimersByTimeAsync(1500);
    await vi.waitFor(() => expect(saver.status().state).toBe('saved'));
    expect(onConflict).not.toHaveBeenCalled();
    expect(server.calls[1]).toEqual(server.calls[0]);
    expect(server.document).toMatchObject({ version: 3, html: '<p>Dear Dr Jones, and more</p>' });
  });

  it('a 409 stops saving, keeps the edits and hands the conflict to the screen', async () => {
    const { server, saver, type, onConflict, journal } = setup();
    server.failNext(conflict);
    type('<p>Mine</p>');
    const refused = expect(saver.flush()).rejects.toThrow('The letter changed elsewhere');
    await vi.advanceTimersByTimeAsync(0);
    await refused;
    expect(saver.status().state).toBe('conflict');
    expect(onConflict).toHaveBeenCalledOnce();
    expect((await journal.read(1046))?.html).toBe('<p>Mine</p>');
    type('<p>Mine, still typing</p>');
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls).toHaveLength(1);
    // The user chose: the server's version is the base now, the editor's text is saved on it.
    saver.rebase(server.saved());
    await vi.waitFor(() => expect(saver.status().state).toBe('saved'));
    expect(server.document.html).toBe('<p>Mine, still typing</p>');
  });

  it('journals what is not saved yet when the page is hidden', async () => {
    const { saver, type, journal } = setup();
    type('<p>Typed just before closing</p>');
    // No timer runs: the page may be gone before the next one would.
    saver.pageHidden();
    expect((await journal.read(1046))?.html).toBe('<p>Typed just before closing</p>');
  });

  it('keeps what is not saved at once when the page goes, as a closing page does not wait for a write', () => {
    const kept: string[] = [];
    const journal: EditJournal = {
      ...createMemoryEditJournal(),
      write: () => new Promise(() => {}),
      keepNow: (entry) => kept.push(entry.html),
    };
    const { saver, type } = setup('<p>Dear Colleague,</p>', journal);
    type('<p>Typed just before closing</p>');
    saver.pageHidden();
    expect(kept).toEqual(['<p>Typed just before closing</p>']);
  });

  it('keeps what is typed on this computer at once, not only when the save is due', async () => {
    const { server, type, journal } = setup();
    type('<p>Dear Dr Jones, the last words before a crash</p>');
    await vi.advanceTimersByTimeAsync(0);
    expect((await journal.read(1046))?.html).toBe('<p>Dear Dr Jones, the last words before a crash</p>');
    expect(server.calls).toHaveLength(0);
  });

  it('keeps typing that goes on while a write is out with one more write after it', async () => {
    const kept = createMemoryEditJournal();
    let finishWrite = () => {};
    const written: string[] = [];
    const slowJournal: EditJournal = {
      ...kept,
      write: async (entry) => {
        written.push(entry.html);
        await new Promise<void>((resolve) => {
          finishWrite = resolve;
        });
        await kept.write(entry);
      },
    };
    const { type } = setup(undefined, slowJournal);
    type('<p>Dear</p>');
    await vi.advanceTimersByTimeAsync(0);
    type('<p>Dear Dr</p>');
    type('<p>Dear Dr Jones,</p>');
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual(['<p>Dear</p>']);
    finishWrite();
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual(['<p>Dear</p>', '<p>Dear Dr Jones,</p>']);
    finishWrite();
    await vi.advanceTimersByTimeAsync(0);
    expect((await kept.read(1046))?.html).toBe('<p>Dear Dr Jones,</p>');
  });

  it('flush resolves once the server has everything', async () => {
    const { server, saver, type } = setup();
    type('<p>Quick</p>');
    const flushed = saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    await flushed;
    expect(server.document.html).toBe('<p>Quick</p>');
  });

  it('has the edits on this computer before each request leaves', async () => {
    const { server, type, journal } = setup();
    const kept: (string | undefined)[] = [];
    const send = server.send.getMockImplementation()!;
    server.send.mockImplementation(async (id, patch) => {
      kept.push((await journal.read(1046))?.html);
      return send(id, patch);
    });
    type('<p>Dear Dr Jones,</p>');
    await vi.advanceTimersByTimeAsync(500);
    type('<p>Dear Dr Jones, again</p>');
    await vi.advanceTimersByTimeAsync(500);
    expect(kept).toEqual(['<p>Dear Dr Jones,</p>', '<p>Dear Dr Jones, again</p>']);
    expect(await journal.read(1046)).toBeUndefined();
  });

  it('tries a failed save again after 1, 2, 4 ... seconds, at most 30 s apart', async () => {
    const serverError = () =>
      new ApiError({ kind: 'http', status: 503, statusText: '', body: '' }, 'Server busy', 'documents.patch');
    const { server, saver, type } = setup();
    server.failNext(...Array.from({ length: 7 }, () => serverError));
    type('<p>Dear Dr Jones,</p>');
    await vi.advanceTimersByTimeAsync(500);
    expect(saver.status()).toMatchObject({ state: 'retrying', failures: 1, lastError: 'Server busy' });
    const attemptsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return server.calls.length;
    };
    expect([await attemptsAfter(999), await attemptsAfter(1)]).toEqual([1, 2]);
    expect([await attemptsAfter(1999), await attemptsAfter(1)]).toEqual([2, 3]);
    expect([await attemptsAfter(3999), await attemptsAfter(1)]).toEqual([3, 4]);
    await vi.advanceTimersByTimeAsync(8000 + 16_000);
    expect(server.calls).toHaveLength(6);
    expect(saver.status().failures).toBe(6);
    expect([await attemptsAfter(29_999), await attemptsAfter(1)]).toEqual([6, 7]);
    expect([await attemptsAfter(29_999), await attemptsAfter(1)]).toEqual([7, 8]);
    expect(saver.status()).toMatchObject({ state: 'saved', failures: 0 });
    expect(new Set(server.calls.map((call) => JSON.stringify(call))).size).toBe(1);
  });

  it('keeps what is typed after a 409 on this computer, and a flush says the letter changed', async () => {
    const { server, saver, type, journal } = setup();
    server.failNext(conflict);
    type('<p>Mine</p>');
    await vi.advanceTimersByTimeAsync(500);
    expect(saver.status().state).toBe('conflict');
    type('<p>Mine, typed after</p>');
    await vi.advanceTimersByTimeAsync(500);
    expect((await journal.read(1046))?.html).toBe('<p>Mine, typed after</p>');
    await expect(saver.flush()).rejects.toThrow('The letter changed elsewhere');
    expect(saver.hasUnsaved()).toBe(true);
  });

  it('takes any error with status 409 from a host\u2019s own send as a conflict', async () => {
    const { server, saver, type, onConflict } = setup();
    server.failNext(() => Object.assign(new Error('Conflict'), { status: 409 }));
    type('<p>Mine</p>');
    await vi.advanceTimersByTimeAsync(500);
    expect(saver.status().state).toBe('conflict');
    expect(onConflict).toHaveBeenCalledOnce();
  });

  it('sends nothing when the text is back to what the server has', async () => {
    const { server, saver, type } = setup('<p>Dear Colleague,</p>');
    type('<p>Dear Colleague, x</p>');
    type('<p>Dear Colleague,</p>');
    await vi.advanceTimersByTimeAsync(500);
    expect(server.calls).toHaveLength(0);
    expect(saver.status().state).toBe('saved');
    expect(saver.hasUnsaved()).toBe(false);
  });
});
