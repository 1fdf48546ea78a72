import type { SavedDocument } from './createDocumentSaver';
import { rebaseEdits } from './documentPatch';
import type { EditJournal, EditJournalEntry } from './editJournal';

/**
 * What to show when a letter opens (or after a 409), given the server's document and the edits
 * this computer kept:
 * - `none`: nothing of ours is missing from the server;
 * - `restored`: our edits go on top of the server's version as they are (the server has exactly
 *   the version they were made on, or our last save, whose answer was lost);
 * - `merged`: the letter changed elsewhere and our edits found their places in it (the user is
 *   asked to check);
 * - `conflict`: our edits overlap the other version: the user chooses.
 */
export type EditRecovery =
  | { kind: 'none' }
  | { kind: 'restored'; html: string }
  | { kind: 'merged'; html: string; mine: string }
  | { kind: 'conflict'; mine: string; merged: string };

/** Decides from what was kept: `base` is the version the edits were made on. */
export function reconcileEdits(
  kept: Pick<EditJournalEntry, 'baseVersion' | 'baseHtml' | 'html' | 'sentHtml'>,
  server: SavedDocument,
): EditRecovery {
  if (kept.html === server.html) return { kind: 'none' };
  if (kept.baseVersion === server.version && kept.baseHtml === server.html)
    return { kind: 'restored', html: kept.html };
  if (kept.sentHtml !== undefined && kept.baseVersion + 1 === server.version && kept.sentHtml === server.html)
    return { kind: 'restored', html: kept.html };
  const { merged, clean } = rebaseEdits(kept.baseHtml, kept.html, server.html);
  return clean
    ? { kind: 'merged', html: merged, mine: kept.html }
    : { kind: 'conflict', mine: kept.html, merged };
}

/**
 * At open: what the journal kept of this letter (if anything) against the server's document;
 * `forget` when it holds nothing the server lacks (the entry can go).
 */
export function recoveryOf(
  kept: EditJournalEntry | undefined,
  server: SavedDocument,
): { recovery: EditRecovery; forget: boolean } {
  if (!kept || kept.documentId !== server.documentId) return { recovery: { kind: 'none' }, forget: false };
  const recovery = reconcileEdits(kept, server);
  return { recovery, forget: recovery.kind === 'none' };
}

/** At open: the journal's entry for this letter against the server's document. */
export async function recoverEdits(
  journal: EditJournal,
  letterId: number,
  server: SavedDocument,
): Promise<EditRecovery> {
  const { recovery, forget } = recoveryOf(await journal.read(letterId), server);
  if (forget) await journal.remove(letterId);
  return recovery;
}
