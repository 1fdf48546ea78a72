/**
 * The `scope` of a letter's `unsavedLetterFields` in account storage. A module of its own: the
 * recorder names the scope without taking the storage's schemas (10 KB gzip) with it.
 */
export const unsavedFieldsScope = (letterId: number): string => String(letterId);
