import { messages } from '../messages';

/** What applying a `patchContent` to a document came to (docs/wire-contract.md, Documents). */
export type PatchOutcome =
  | { kind: 'applied'; content: string }
  /** The patch itself is wrong, whatever the document (400, with the reason). */
  | { kind: 'invalid'; reason: string }
  /** The patch does not fit this document: a text is not where it says, or the hash differs (409). */
  | { kind: 'mismatch' };

export const applied = (content: string): PatchOutcome => ({ kind: 'applied', content });
export const invalid = (reason: string): PatchOutcome => ({ kind: 'invalid', reason });
export const mismatch: PatchOutcome = { kind: 'mismatch' };
export const malformed = invalid(messages.malformedPatch);
export const splitsCharacter = invalid(messages.patchSplitsCharacter);
