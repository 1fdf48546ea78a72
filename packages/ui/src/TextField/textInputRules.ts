/** Rules a TextField applies to every change (typing, paste, drop), without React. */
export interface TextInputRules {
  /** Longest value allowed, in UTF-16 code units like the native `maxLength`. */
  maxLength?: number;
  /** Returns false for a character the field must refuse (e.g. anything but digits). */
  allowCharacter?: (character: string) => boolean;
}

/**
 * The value the field keeps for a proposed value: refused characters removed, then cut to length.
 * A field that is already full keeps its value (typing past the limit is refused, wherever the
 * caret is), like the native `maxLength`.
 */
export function applyTextInputRules(
  proposed: string,
  { maxLength, allowCharacter }: TextInputRules,
  current?: string,
): string {
  const filtered = allowCharacter ? Array.from(proposed).filter(allowCharacter).join('') : proposed;
  if (maxLength === undefined || filtered.length <= maxLength) return filtered;
  if (current !== undefined && current.length >= maxLength) return current;
  return filtered.slice(0, Math.max(0, maxLength));
}

/** Whether the counter shows the field as full or past its limit (styled differently). */
export function counterState(length: number, maxLength: number): 'over' | 'full' | 'available' {
  if (length > maxLength) return 'over';
  return length === maxLength ? 'full' : 'available';
}
