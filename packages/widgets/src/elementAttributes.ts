import { brandNames } from '@dictation/ui/theme';
import { flag, oneOf, positiveInteger, text, trimmedText } from './attributeSchema';
import { defaultClientId } from './defaultClientId';

/**
 * Every element's attributes, the one place they are declared (attributeSchema.ts says what comes
 * from them). Each has its one-line description for integrators as its doc comment, and a
 * `@default` there only where the parsed default needs words. The README's tables are generated
 * from here: after a change, run
 * `UPDATE_README=1 npx vitest run --project unit packages/widgets/src/docs/readmeAttributes.test.ts`.
 */

/** Every element reads these. */
export const commonAttributes = {
  /** The look. */
  brand: oneOf(brandNames),
  /**
   * URL of the dictation API's origin; elements with the same one share the session.
   * @default the page's origin
   */
  'api-base-url': text(''),
  /** The OAuth client the session signs in with. */
  'client-id': text(defaultClientId),
};

/** Each element's own attributes, after the common ones, by tag. */
export const elementAttributes = {
  'dictation-sign-in': {
    /**
     * URL of the portal, where the password pages are (forgotten or expired password).
     * @default `api-base-url`
     */
    'portal-url': text(),
  },
  'dictation-letters-table': {
    /** Which list: letters in progress or completed. */
    mode: oneOf(['in-progress', 'completed']),
    /** 'Showing X of Y' above the table. */
    'show-count': flag,
  },
  'dictation-letter-view': {
    /** The letter to show; without a usable id the element says so. */
    'letter-id': positiveInteger,
  },
  'dictation-recorder': {
    /** The patient's Hosp. No.: the letter's patient number where the tenant numbers patients by hospital. */
    'hospital-number': trimmedText,
    /** The patient's NHS No. (spaces ignored): the number otherwise. */
    'nhs-number': trimmedText,
    /** The organisation the letter is for (its id). */
    'organisation-id': positiveInteger,
    /** The department the letter is for (its id). */
    'department-id': positiveInteger,
    /** The letter's dictation type, by name. */
    'dictation-type': trimmedText,
    /** The letter's label, by name. */
    label: trimmedText,
  },
} as const;

export type DictationTag = keyof typeof elementAttributes;
