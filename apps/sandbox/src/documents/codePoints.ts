/**
 * Characters outside the Basic Multilingual Plane (emoji, 𝔸) are two UTF-16 code units, a
 * surrogate pair. A patch must never cut one in half (issue 34): the half left behind is not a
 * character, and its UTF-8 form (U+FFFD) would make two different documents hash alike, so the
 * `contentHash` check could no longer tell them apart (docs/wire-contract.md, Documents).
 */

/** In unicode mode a pair is one code point, so only a lone half is of the Cs category. */
const loneSurrogate = /\p{Cs}/u;

/** Text holding half of a surrogate pair without the other. */
export const hasLoneSurrogate = (text: string): boolean => loneSurrogate.test(text);

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * Whether a cut between the code units `before` and `after` (NaN at either end of the text)
 * falls between the two halves of a pair.
 */
export const cutsPair = (before: number, after: number): boolean =>
  isHighSurrogate(before) && isLowSurrogate(after);

/** Whether offset `index` of `text` falls between the two halves of a pair. */
export const splitsPairAt = (text: string, index: number): boolean =>
  cutsPair(text.charCodeAt(index - 1), text.charCodeAt(index));
