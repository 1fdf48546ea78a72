import { makeDocumentEdits } from '@dictation/letter-view';
import { type Diff, diffText1, diffText2, patchMake, patchToText } from 'diff-match-patch-es';

/**
 * Patches whose edits begin and end between code points, never inside a surrogate pair, as the
 * wire contract asks of a client (docs/wire-contract.md, Documents). diff-match-patch works on
 * UTF-16 code units, so each text is first written in an alphabet of one code unit per code point
 * (the Private Use Area), diffed there, and the patch written back in the real characters.
 */
function codePointAlphabet() {
  const units = new Map<string, string>();
  const points = new Map<string, string>();
  const unitOf = (point: string) => {
    let unit = units.get(point);
    if (unit === undefined) {
      if (units.size >= 0x1900)
        throw new RangeError('more distinct characters than the Private Use Area holds');
      unit = String.fromCharCode(0xe000 + units.size);
      units.set(point, unit);
      points.set(unit, point);
    }
    return unit;
  };
  return {
    encode: (text: string) => Array.from(text, unitOf).join(''),
    decode: (text: string) => Array.from(text, (unit) => points.get(unit)!).join(''),
  };
}

/** The client's list of edits (`makeDocumentEdits`) found between code points, as JSON text. */
export function codePointEdits(base: string, next: string): string {
  const { encode, decode } = codePointAlphabet();
  const encodedBase = encode(base);
  return JSON.stringify(
    makeDocumentEdits(encodedBase, encode(next)).map(([start, deleted, inserted]) => [
      decode(encodedBase.slice(0, start)).length,
      decode(deleted),
      decode(inserted),
    ]),
  );
}

/**
 * diff-match-patch patch text from `patch_make` over code points: each hunk's place is converted
 * to code units of the text as the earlier hunks left it (diff-match-patch's rolling positions).
 */
export function codePointPatchText(base: string, next: string): string {
  const { encode, decode } = codePointAlphabet();
  let rolling = encode(base);
  const patches = patchMake(rolling, encode(next));
  for (const patch of patches) {
    const at = decode(rolling.slice(0, patch.start2)).length;
    rolling =
      rolling.slice(0, patch.start2) +
      diffText2(patch.diffs) +
      rolling.slice(patch.start2 + diffText1(patch.diffs).length);
    patch.diffs = patch.diffs.map(([operation, text]): Diff => [operation, decode(text)]);
    patch.start1 = at;
    patch.start2 = at;
    patch.length1 = diffText1(patch.diffs).length;
    patch.length2 = diffText2(patch.diffs).length;
  }
  return patchToText(patches);
}
