import { createHash } from 'node:crypto';
import { messages } from '../messages';
import { applyEditList } from './editList';
import { applied, invalid, malformed, mismatch, type PatchOutcome } from './patchOutcome';
import { applyPatchText } from './patchText';

/** Largest document the sandbox keeps (a letter of hundreds of pages). */
export const documentMaximumLength = 5_000_000;

/** SHA-256 hex of the UTF-8 bytes of a document (the patch's `contentHash`). */
export const contentHashOf = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

/**
 * The document a `patchContent` makes of `content`, in either format the wire contract takes
 * (docs/wire-contract.md, Documents), told apart by how the text starts: a JSON list of edits
 * `[`, diff-match-patch patch text `@@ `, and the empty string for no change. Both are applied
 * exactly. Stored versions are rebuilt with it too (versions.ts), so a patch means the same
 * thing when it arrives and when it is read back.
 */
export function patchedContent(content: string, patchContent: string): PatchOutcome {
  if (patchContent === '') return applied(content);
  if (patchContent.startsWith('[')) return applyEditList(content, patchContent);
  if (patchContent.startsWith('@@ ')) return applyPatchText(content, patchContent);
  return malformed;
}

/**
 * Applies a client's patch to the document it was made against: the result must hash to what the
 * client has (when it says), and stay within the document limit. A document nobody wrote is
 * never stored.
 */
export function applyDocumentPatch(
  content: string,
  patchContent: string,
  contentHash?: string,
): PatchOutcome {
  const outcome = patchedContent(content, patchContent);
  if (outcome.kind !== 'applied') return outcome;
  if (contentHash !== undefined && contentHashOf(outcome.content) !== contentHash.toLowerCase())
    return mismatch;
  if (outcome.content.length > documentMaximumLength) return invalid(messages.documentTooLong);
  return outcome;
}
