import { messages } from '../messages';
import { hasLoneSurrogate, splitsPairAt } from './codePoints';
import { applied, invalid, malformed, mismatch, type PatchOutcome, splitsCharacter } from './patchOutcome';

type Edit = [start: number, deleted: string, inserted: string];

const isEdit = (value: unknown): value is Edit =>
  Array.isArray(value) &&
  value.length === 3 &&
  Number.isSafeInteger(value[0]) &&
  (value[0] as number) >= 0 &&
  typeof value[1] === 'string' &&
  typeof value[2] === 'string';

function editsOf(patchContent: string): Edit[] | null {
  try {
    const parsed: unknown = JSON.parse(patchContent);
    return Array.isArray(parsed) && parsed.every(isEdit) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The JSON list of edits `[[start, deleted, inserted], ...]` (docs/wire-contract.md, Documents):
 * offsets in UTF-16 code units of the base, ascending, not overlapping; each edit removes exactly
 * the text it names at its offset. An offset past the end (which used to append, issue 34), a cut
 * through a surrogate pair and a lone surrogate in a text are refused as malformed; a text that is
 * not where the edit says is a mismatch.
 */
export function applyEditList(content: string, patchContent: string): PatchOutcome {
  const edits = editsOf(patchContent);
  if (!edits) return malformed;
  if (edits.some(([, deleted, inserted]) => hasLoneSurrogate(deleted) || hasLoneSurrogate(inserted)))
    return splitsCharacter;
  let result = '';
  let cursor = 0;
  for (const [start, deleted, inserted] of edits) {
    if (start > content.length) return invalid(messages.editPastEnd);
    if (splitsPairAt(content, start) || splitsPairAt(content, start + deleted.length)) return splitsCharacter;
    if (start < cursor || !content.startsWith(deleted, start)) return mismatch;
    result += content.slice(cursor, start) + inserted;
    cursor = start + deleted.length;
  }
  return applied(result + content.slice(cursor));
}
