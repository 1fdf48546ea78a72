import { describe, expect, it } from 'vitest';
import type { SavedDocument } from './createDocumentSaver';
import { createMemoryEditJournal } from './editJournal';
import { reconcileEdits, recoverEdits } from './recoverEdits';

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
