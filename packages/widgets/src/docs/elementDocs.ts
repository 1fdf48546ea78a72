import type { DictationTag } from '../elementAttributes';
import type { DictationEventType } from '../events';

export interface ElementDoc {
  tag: DictationTag;
  summary: string;
  /** The events it dispatches, in the order a host typically sees them. */
  events: readonly DictationEventType[];
}

/** Every element has it, as a property (a function cannot be an attribute). */
export const accessTokenProviderDoc =
  "`accessTokenProvider`: a function returning a promise of the host's access token (its own single sign-on). When set, the element uses it instead of the session `<dictation-sign-in>` holds.";

/**
 * What each element is and tells, for Storybook's 'Widgets/Embedding' page (its attributes come
 * from their schemas, elementAttributes.ts). The event names are checked against
 * `DictationEventType` (elementDocs.test.ts), and the events' details are read from events.ts.
 */
export const elementDocs: readonly ElementDoc[] = [
  {
    tag: 'dictation-sign-in',
    summary:
      "The login form of `@dictation/auth` while signed out, then who is signed in and Sign out. Its session is the one every element with the same `api-base-url` and `client-id` uses, in this tab and the page's other tabs.",
    events: ['dictation-signed-in', 'dictation-signed-out', 'dictation-error'],
  },
  {
    tag: 'dictation-letters-table',
    summary:
      'The in-progress (or completed) list of `@dictation/letters-table` with its filters, paging and saved preferences. Opening a row tells the host, which shows the letter (for example in `<dictation-letter-view>`). A letter created, completed, deleted, changed or opened through any element of the page on the same server refreshes it at once; its `refresh()` method asks the server again for a change made elsewhere.',
    events: ['dictation-letter-selected', 'dictation-error'],
  },
  {
    tag: 'dictation-letter-view',
    summary:
      "The letter screen of `@dictation/letter-view`: header, player, the editor with autosave, the letter's lock while it is open.",
    events: ['dictation-letter-opened', 'dictation-letter-closed', 'dictation-error'],
  },
  {
    tag: 'dictation-recorder',
    summary:
      "The recording flow of `@dictation/new-letter` for the host's patient: the letter's fields (those the host gives are used and locked, the others asked for), the recorder, Complete and Delete, the EMIS/TPP patient, the foot pedal. The job is created on the first record press; after Complete or Delete a new one starts. Leaving the page with a job that holds audio asks the browser's 'Leave site?' question. A reload reopens the open job in the recorder that recorded it: with several on a page, give each an `id`.",
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
