import { createHash } from 'node:crypto';

/** Largest document the sandbox keeps (a letter of hundreds of pages). */
export const documentMaximumLength = 5_000_000;

/** SHA-256 hex of the UTF-8 bytes of a document (the patch's `contentHash`). */
export const contentHashOf = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

export type PatchOutcome =
  | { kind: 'applied'; content: string }
  /** Not the JSON list of edits the wire contract describes. */
  | { kind: 'malformed' }
  /** An edit does not find its text where it says, or the result is not what the client had. */
  | { kind: 'mismatch' }
  | { kind: 'tooLong' };

type Edit = [start: number, deleted: string, inserted: string];

function editsOf(patchContent: string): Edit[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(patchContent);
  } catch {
    return null;
  }
  const isEdit = (value: unknown): value is Edit =>
    Array.isArray(value) &&
    value.length === 3 &&
    Number.isInteger(value[0]) &&
    (value[0] as number) >= 0 &&
    typeof value[1] === 'string' &&
    typeof value[2] === 'string';
  return Array.isArray(parsed) && parsed.every(isEdit) ? parsed : null;
}

/**
 * Applies a client's edits to the document they were made against (docs/wire-contract.md,
 * Documents): each edit removes exactly the text it names at its offset (UTF-16 code units of the
 * base, ascending, not overlapping) and puts its text there, and the result must hash to what the
 * client has. Nothing is applied approximately: a document nobody wrote is never stored.
 */
export function applyDocumentPatch(
  content: string,
  patchContent: string,
  contentHash?: string,
): PatchOutcome {
  const edits = editsOf(patchContent);
  if (!edits) return { kind: 'malformed' };
  let result = '';
  let cursor = 0;
  for (const [start, deleted, inserted] of edits) {
    if (start < cursor || !content.startsWith(deleted, start)) return { kind: 'mismatch' };
    result += content.slice(cursor, start) + inserted;
    cursor = start + deleted.length;
  }
  result += content.slice(cursor);
  if (contentHash !== undefined && contentHashOf(result) !== contentHash.toLowerCase())
    return { kind: 'mismatch' };
  if (result.length > documentMaximumLength) return { kind: 'tooLong' };
  return { kind: 'applied', content: result };
}
