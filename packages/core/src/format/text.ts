/** Spec 000 section 2: values over 30 characters show as 27 characters plus an ellipsis. */
export const displayValueLimit = 30;

/** Shortens a header value: over 30 characters -> first 27 + '...'. */
export function truncateValue(value: string | null | undefined): string {
  const text = value ?? '';
  return text.length > displayValueLimit ? `${text.slice(0, displayValueLimit - 3)}...` : text;
}

/** Spec 000 section 8: file names over 18 characters -> first 8 + '...' + last 8. */
export function shortenFileName(name: string): string {
  return name.length > 18 ? `${name.slice(0, 8)}...${name.slice(-8)}` : name;
}

/** Patient name as `SURNAME, first names`; either part may be missing. */
export function formatPatientName(
  familyName: string | null | undefined,
  firstNames: string | null | undefined,
): string {
  const family = (familyName ?? '').trim().toUpperCase();
  const first = (firstNames ?? '').trim();
  return family && first ? `${family}, ${first}` : family || first;
}

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The NHS number modulus 11 check: weights 10..2 on the first nine digits, check digit
 * 11 - (sum mod 11), where 11 means 0 and 10 is invalid.
 */
export function isValidNhsNumber(value: string | null | undefined): boolean {
  const digits = digitsOf(value ?? '');
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) sum += Number(digits[index]) * (10 - index);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[9]);
}

/** NHS number grouped 3-3-rest with spaces (`943 476 5919`); other text is returned unchanged. */
export function formatNhsNumber(value: string | null | undefined): string {
  const text = value ?? '';
  const digits = digitsOf(text);
  if (!/^\d{4,}$/.test(digits)) return text;
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join(' ');
}
