import type { LetterDocument } from '@dictation/core';
import type { EditJournalEntry } from '../documentSaver/editJournal';

/** What the letter's text opens from: the server's document, and what this computer kept of it. */
export interface TextParts {
  document: LetterDocument;
  kept: EditJournalEntry | undefined;
}

/**
 * The letter's text read ahead (openingAhead.ts) once the user's account, and so the database of
 * its kept edits, is known: the screen's first render shows it (useLetterDocument.ts) rather than
 * a loader, then a second render of the whole screen once IndexedDB has answered (at a quarter of
 * the CPU, that second render and its layout were about 0.4 s before the editor could be typed in).
 */
export interface TextAhead {
  /** The text read ahead, if it read the kept edits of `databaseName` (the screen's journal). */
  of(databaseName: string): TextAheadOf;
}

/** The text read ahead as one screen takes it. */
export interface TextAheadOf {
  /** In by the time the screen asked. */
  now: TextParts | undefined;
  /** Once it is in: undefined if it read another database or could not be read. */
  when: Promise<TextParts | undefined>;
}

/** The text being read with the kept edits of the database it names. */
export function textAhead(reading: Promise<TextParts & { databaseName: string }>): TextAhead {
  let read: (TextParts & { databaseName: string }) | undefined;
  const done = reading.then(
    (parts) => {
      read = parts;
      return parts;
    },
    // The screen reads the text itself, and says what failed.
    () => undefined,
  );
  const partsOf = (parts: typeof read, databaseName: string) =>
    parts?.databaseName === databaseName ? { document: parts.document, kept: parts.kept } : undefined;
  return {
    of: (databaseName) => ({
      now: partsOf(read, databaseName),
      when: done.then((parts) => partsOf(parts, databaseName)),
    }),
  };
}
