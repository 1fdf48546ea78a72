import { ApiError, type DocumentPatch } from '@dictation/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDocumentSaver, type SavedDocument } from './createDocumentSaver';
import { applyDocumentEdits, contentHashOf } from './documentPatch';
import { createMemoryEditJournal } from './editJournal';
import { reconcileEdits, recoverEdits } from './recoverEdits';

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

function setup(initial = '<p>Dear Colleague,</p>') {
  const server = fakeServer(initial);
  const journal = createMemoryEditJournal();
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
    saver.pageHidden();
    await vi.advanceTimersByTimeAsync(0);
    expect((await journal.read(1046))?.html).toBe('<p>Typed just before closing</p>');
  });

  it('flush resolves once the server has everything', async () => {
    const { server, saver, type } = setup();
    type('<p>Quick</p>');
    const flushed = saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    await flushed;
    expect(server.document.html).toBe('<p>Quick</p>');
  });
});

describe('recovering kept edits at open', () => {
  const server: SavedDocument = { documentId: 7, version: 3, html: '<p>A</p><p>B</p>', patchNumber: 4 };
  const base = { baseVersion: 3, baseHtml: server.html };

  it('restores edits made on the version the server still has', () => {
    expect(reconcileEdits({ ...base, html: '<p>A!</p><p>B</p>' }, server)).toEqual({
      kind: 'restored',
      html: '<p>A!</p><p>B</p>',
    });
    expect(reconcileEdits({ ...base, html: server.html }, server)).toEqual({ kind: 'none' });
  });

  it('goes on from a save the server applied when its answer was lost', () => {
    const applied = { ...server, version: 4, html: '<p>A!</p><p>B</p>' };
    expect(
      reconcileEdits({ ...base, sentHtml: '<p>A!</p><p>B</p>', html: '<p>A!</p><p>B?</p>' }, applied),
    ).toEqual({ kind: 'restored', html: '<p>A!</p><p>B?</p>' });
  });

  it('merges into a version changed elsewhere, or asks when the edits overlap', () => {
    const theirs = { ...server, version: 5, html: '<p>A</p><p>B</p><p>C</p>' };
    expect(reconcileEdits({ ...base, html: '<p>A!</p><p>B</p>' }, theirs)).toEqual({
      kind: 'merged',
      html: '<p>A!</p><p>B</p><p>C</p>',
      mine: '<p>A!</p><p>B</p>',
    });
    const rewritten = { ...server, version: 5, html: '<p>Something else entirely, rewritten.</p>' };
    expect(reconcileEdits({ ...base, html: '<p>A!</p><p>B</p>' }, rewritten).kind).toBe('conflict');
  });

  it('forgets kept edits the server already has', async () => {
    const journal = createMemoryEditJournal();
    await journal.write({
      letterId: 1,
      documentId: 7,
      ...base,
      html: server.html,
      patchNumber: 4,
      updatedAt: 0,
    });
    expect(await recoverEdits(journal, 1, server)).toEqual({ kind: 'none' });
    expect(await journal.read(1)).toBeUndefined();
  });
});
