import type { LetterDocument } from '@dictation/core';
import type { SavedDocument } from '../documentSaver/createDocumentSaver';
import type { EditJournal } from '../documentSaver/editJournal';
import { type EditRecovery, recoverEdits } from '../documentSaver/recoverEdits';
import { letterViewMessages } from '../messages';

/** The letter's text as it opens: the server's version, and what this computer kept of it. */
export interface OpenedText {
  saved: SavedDocument;
  recovery: EditRecovery;
}

/** The server's document (`documents/patched`) as the saver holds it. */
export async function savedDocumentOf(
  answer: Promise<LetterDocument>,
  detailDocumentId: number | null | undefined,
): Promise<SavedDocument> {
  const document = await answer;
  // The spec's document answer is `documentVersion, editableContent, newPatchNumber, data`; its id
  // is the letter detail's. An answer that names its own id is believed first.
  const documentId = document.documentId ?? detailDocumentId;
  if (typeof documentId !== 'number') throw new TypeError(letterViewMessages.documentWithoutId);
  return {
    documentId,
    version: document.documentVersion,
    html: document.editableContent ?? '',
    patchNumber: document.newPatchNumber,
  };
}

/**
 * The text opened ahead (openingAhead.ts) once the user's account, and so the database of its
 * kept edits, is known: the screen's first render shows it (useLetterDocument.ts) rather than a
 * loader, then a second render of the whole screen once IndexedDB has answered (at a quarter of
 * the CPU, that second render and its layout were about 0.4 s before the editor could be typed in).
 */
export interface TextAhead {
  /** The opened text, if it read the kept edits of `databaseName` (the screen's journal). */
  of(databaseName: string): TextAheadOf;
}

/** The text opened ahead as one screen takes it. */
export interface TextAheadOf {
  /** In by the time the screen asked. */
  now: OpenedText | undefined;
  /** Once it is in: undefined if it read another database or could not be read. */
  when: Promise<OpenedText | undefined>;
}

/** Reads the kept edits of the account `accountDatabase` names against the letter's document. */
export function openTextAhead(
  letterId: number,
  document: Promise<SavedDocument>,
  accountDatabase: Promise<{ name: string; journal: EditJournal }>,
): TextAhead {
  let opened: { databaseName: string; text: OpenedText } | undefined;
  const done = Promise.all([document, accountDatabase])
    .then(async ([saved, { name, journal }]) => {
      opened = {
        databaseName: name,
        text: { saved, recovery: await recoverEdits(journal, letterId, saved) },
      };
      return opened;
    })
    // The screen opens the text itself, and says what failed.
    .catch(() => undefined);
  const textOf = (ahead: typeof opened, databaseName: string) =>
    ahead?.databaseName === databaseName ? ahead.text : undefined;
  return {
    of: (databaseName) => ({
      now: textOf(opened, databaseName),
      when: done.then((ahead) => textOf(ahead, databaseName)),
    }),
  };
}
