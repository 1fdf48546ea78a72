import { brandNames } from '@dictation/ui/theme';
import { flag, oneOf, positiveInteger, text, trimmedText, url } from './attributeSchema';

/**
 * Every element's attributes, the one place they are declared (attributeSchema.ts says what
 * comes from them). The README's tables are generated from here: after a change, run
 * `UPDATE_README=1 npx vitest run --project unit packages/widgets/src/docs/readmeAttributes.test.ts`.
 */

/** The portal's OAuth client, which the sandbox and the product API know. */
export const defaultClientId = 'dictation-portal';

/** Every element reads these. */
export const commonAttributes = {
  brand: oneOf(brandNames, { description: 'The look.' }),
  'api-base-url': url(
    {
      description: 'Origin of the dictation API; elements with the same one share the session.',
      defaultValue: "the page's origin",
    },
    '',
  ),
  'client-id': text({ description: 'The OAuth client the session signs in with.' }, defaultClientId),
};

/** Each element's own attributes, after the common ones, by tag. */
export const elementAttributes = {
  'dictation-sign-in': {
    'portal-url': url({
      description: 'Where the password pages are (forgotten or expired password).',
      defaultValue: '`api-base-url`',
    }),
  },
  'dictation-letters-table': {
    mode: oneOf(['in-progress', 'completed'], {
      description: 'Which list: letters in progress or completed.',
    }),
    'show-count': flag({ description: "'Showing X of Y' above the table." }),
  },
  'dictation-letter-view': {
    'letter-id': positiveInteger({
      description: 'The letter to show; without a usable id the element says so.',
    }),
  },
  'dictation-recorder': {
    'hospital-number': trimmedText({
      description:
        "The patient's Hosp. No.: the letter's patient number where the tenant numbers patients by hospital.",
    }),
    'nhs-number': trimmedText({
      description: "The patient's NHS No. (spaces ignored): the number otherwise.",
    }),
    'organisation-id': positiveInteger({ description: 'The organisation the letter is for (its id).' }),
    'department-id': positiveInteger({ description: 'The department the letter is for (its id).' }),
    'dictation-type': trimmedText({ description: "The letter's dictation type, by name." }),
    label: trimmedText({ description: "The letter's label, by name." }),
  },
} as const;

export type DictationTag = keyof typeof elementAttributes;
