import type { DictationEventType } from '../events';

export interface AttributeDoc {
  name: string;
  description: string;
  /** @default none: the attribute is optional and absent means what the description says */
  defaultValue?: string;
}

export interface ElementDoc {
  tag: 'dictation-sign-in' | 'dictation-letters-table' | 'dictation-letter-view' | 'dictation-recorder';
  summary: string;
  /** Its own attributes, after the common ones. */
  attributes: readonly AttributeDoc[];
  /** The events it dispatches, in the order a host typically sees them. */
  events: readonly DictationEventType[];
}

/** Every element reads these. */
export const commonAttributeDocs: readonly AttributeDoc[] = [
  { name: 'brand', description: 'The look: `clinical` or `evergreen`.', defaultValue: 'clinical' },
  {
    name: 'api-base-url',
    description: 'Origin of the dictation API; the session is shared by elements with the same one.',
    defaultValue: "the page's origin",
  },
  {
    name: 'client-id',
    description: 'The OAuth client the session signs in with.',
    defaultValue: 'dictation-portal',
  },
];

/** Every element has it, as a property (a function cannot be an attribute). */
export const accessTokenProviderDoc =
  "`accessTokenProvider`: a function returning a promise of the host's access token (its own single sign-on). When set, the element uses it instead of the session `<dictation-sign-in>` holds.";

/**
 * What each element takes and tells, for Storybook's 'Widgets/Embedding' page. The attribute
 * names are checked against each element's `observedAttributes` (elementDocs.test.ts), the event
 * names against `DictationEventType`, and the events' details are read from events.ts itself.
 */
export const elementDocs: readonly ElementDoc[] = [
  {
    tag: 'dictation-sign-in',
    summary:
      "The login form of `@dictation/auth` while signed out, then who is signed in and Sign out. Its session is the one every element with the same `api-base-url` and `client-id` uses, in this tab and the page's other tabs.",
    attributes: [
      {
        name: 'portal-url',
        description: 'Where the password pages are (forgotten or expired password).',
        defaultValue: '`api-base-url`',
      },
    ],
    events: ['dictation-signed-in', 'dictation-signed-out', 'dictation-error'],
  },
  {
    tag: 'dictation-letters-table',
    summary:
      'The in-progress (or completed) list of `@dictation/letters-table` with its filters, paging and saved preferences. Opening a row tells the host, which shows the letter (for example in `<dictation-letter-view>`). A letter created, completed, deleted, changed or opened through any element of the page on the same server refreshes it at once; its `refresh()` method asks the server again for a change made elsewhere.',
    attributes: [
      { name: 'mode', description: '`in-progress` or `completed`.', defaultValue: 'in-progress' },
      { name: 'show-count', description: "Boolean: 'Showing X of Y' above the table." },
    ],
    events: ['dictation-letter-selected', 'dictation-error'],
  },
  {
    tag: 'dictation-letter-view',
    summary:
      "The letter screen of `@dictation/letter-view`: header, player, the editor with autosave, the letter's lock while it is open.",
    attributes: [
      { name: 'letter-id', description: 'The letter to show; without a usable id the element says so.' },
    ],
    events: ['dictation-letter-opened', 'dictation-letter-closed', 'dictation-error'],
  },
  {
    tag: 'dictation-recorder',
    summary:
      "The recording flow of `@dictation/recorder` for the host's patient: the letter's fields (those the host gives are used and locked, the others asked for), the recorder, Complete and Delete, the EMIS/TPP patient, the foot pedal. The job is created on the first record press; after Complete or Delete a new one starts. Leaving the page with a job that holds audio asks the browser's 'Leave site?' question. A reload reopens the open job in the recorder that recorded it: with several on a page, give each an `id`.",
    attributes: [
      {
        name: 'hospital-number',
        description:
          "The patient's Hosp. No.: the letter's patient number where the tenant numbers patients by hospital.",
      },
      { name: 'nhs-number', description: "The patient's NHS No. (spaces ignored): the number otherwise." },
      { name: 'organisation-id', description: 'The organisation the letter is for (its id).' },
      { name: 'department-id', description: 'The department the letter is for (its id).' },
      { name: 'dictation-type', description: "The letter's dictation type, by name." },
      { name: 'label', description: "The letter's label, by name." },
    ],
    events: [
      'dictation-letter-created',
      'dictation-recording-state',
      'dictation-upload-synced',
      'dictation-letter-completed',
      'dictation-letter-deleted',
      'dictation-error',
    ],
  },
];
