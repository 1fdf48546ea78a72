import { createHash } from 'node:crypto';
import { applyPatches, parsePatch } from '@sanity/diff-match-patch';

/** Largest document the sandbox keeps (a letter of hundreds of pages). */
export const documentMaximumLength = 5_000_000;

/** SHA-256 hex of the UTF-8 bytes of a document (the patch's `contentHash`). */
export const contentHashOf = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

export type PatchOutcome =
  | { kind: 'applied'; content: string }
  /** The text is not diff-match-patch patch text. */
  | { kind: 'malformed' }
  /** A hunk did not apply, or the result is not the content the client had (its hash). */
  | { kind: 'mismatch' }
  | { kind: 'tooLong' };

/**
 * Applies a client's patch to the document it was made against (docs/wire-contract.md,
 * Documents): every hunk must apply, and when the client says what the result must be (its
 * SHA-256) the result must be exactly that. diff-match-patch applies fuzzily, so a hunk that
 * "applies" somewhere nearby would otherwise store a document nobody wrote.
 */
export function applyDocumentPatch(content: string, patchText: string, contentHash?: string): PatchOutcome {
  let patches: ReturnType<typeof parsePatch>;
  try {
    patches = parsePatch(patchText);
  } catch {
    return { kind: 'malformed' };
  }
  const [result, applied] = applyPatches(patches, content);
  if (!applied.every(Boolean)) return { kind: 'mismatch' };
  if (contentHash !== undefined && contentHashOf(result) !== contentHash.toLowerCase())
    return { kind: 'mismatch' };
  if (result.length > documentMaximumLength) return { kind: 'tooLong' };
  return { kind: 'applied', content: result };
}
