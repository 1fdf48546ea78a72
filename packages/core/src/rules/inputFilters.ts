/** Spec 000 section 5: MRN max 30, Sample ID max 50. */
export const mrnMaxLength = 30;
export const sampleIdMaxLength = 50;

/** Letters, digits and _ @ , . space / \ ' # & + - (spec 000 section 5). */
export const identifierPattern = /^[A-Za-z0-9_@,. /\\'#&+-]*$/;

/**
 * The value a field keeps after an input: empty clears, a value with a character outside the
 * pattern or longer than `maxLength` is ignored (the previous value stays).
 */
export function filterIdentifierInput(next: string, previous: string, maxLength: number): string {
  if (next === '') return '';
  return identifierPattern.test(next) && next.length <= maxLength ? next : previous;
}

/** {@link filterIdentifierInput} for the Hosp. No. / NHS No. (MRN) field. */
export const filterMrnInput = (next: string, previous: string): string =>
  filterIdentifierInput(next, previous, mrnMaxLength);

/** {@link filterIdentifierInput} for the Sample ID field. */
export const filterSampleIdInput = (next: string, previous: string): string =>
  filterIdentifierInput(next, previous, sampleIdMaxLength);
