import type { ImportAnswer } from '../schemas/audio';

/**
 * Spec 000 section 7: an import answer with `error` and `letterId` means a duplicate. A module of
 * its own, without the validator: the upload flow asks this without loading every letter schema.
 */
export function isDuplicateImport(answer: ImportAnswer): boolean {
  return Boolean(answer.error) && answer.letterId != null;
}
