import type { LetterDocument } from '@dictation/core';
import type { SavedDocument } from '../documentSaver/createDocumentSaver';
import type { EditRecovery } from '../documentSaver/recoverEdits';
import { letterViewMessages } from '../messages';

/** The letter's text as it opens: the server's version, and what this computer kept of it. */
export interface OpenedText {
  saved: SavedDocument;
  recovery: EditRecovery;
}

/** The server's document (`documents/patched`) as the saver holds it. */
export function savedDocumentOf(
  document: LetterDocument,
  detailDocumentId: number | null | undefined,
): SavedDocument {
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
