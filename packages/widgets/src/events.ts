import type { LetterMetadata } from '@dictation/core';
import type { RecordingState } from '@dictation/recorder';

/**
 * The `detail` of every DOM event the elements dispatch. Each event bubbles and is `composed`,
 * so a host can listen on the element, on a container or on `document`.
 */
export interface DictationEventDetails {
  /** `<dictation-sign-in>`: the session now holds tokens (this page or another tab signed in). */
  'dictation-signed-in': { username: string | undefined };
  /** `<dictation-sign-in>`: the session ended (Sign out, a 401, the inactivity time, or another tab). */
  'dictation-signed-out': { remote: boolean };
  /** `<dictation-letters-table>`: a row was opened (click or Enter) and may be shown. */
  'dictation-letter-selected': { letterId: number };
  /** `<dictation-letter-view>`: the letter opened (and again after each reload of it). */
  'dictation-letter-opened': { letterId: number; letter: LetterMetadata };
  /** `<dictation-letter-view>`: the user pressed Back, or the letter cannot stay open. */
  'dictation-letter-closed': { letterId: number };
  /** `<dictation-recorder>`: a job was created for the patient on screen. */
  'dictation-letter-created': { letterId: number; audioKey: string };
  /**
   * `<dictation-recorder>`: the recorder's state changed: `starting` (Record pressed, the
   * microphone opening), `recording` (capturing), `stopping`, then `idle`.
   */
  'dictation-recording-state': { letterId: number | undefined; state: RecordingState };
  /** `<dictation-recorder>`: every recorded part reached the server. */
  'dictation-upload-synced': { letterId: number | undefined };
  /** `<dictation-recorder>`: the letter was completed and went on in the workflow. */
  'dictation-letter-completed': { letterId: number };
  /** `<dictation-recorder>`: the user deleted the job (Delete, or Discard when leaving). */
  'dictation-letter-deleted': { letterId: number };
  /** Any element: a failure it also showed to the user as an error notice. */
  'dictation-error': { message: string; description: string | undefined };
}

export type DictationEventType = keyof DictationEventDetails;

/** `CustomEvent` typed by its name, for `addEventListener` in a host's TypeScript. */
export type DictationEvent<Type extends DictationEventType> = CustomEvent<DictationEventDetails[Type]>;

/** Every event type, in the order a host typically sees them (for docs and host logs). */
export const dictationEventTypes = [
  'dictation-signed-in',
  'dictation-letter-created',
  'dictation-recording-state',
  'dictation-upload-synced',
  'dictation-letter-completed',
  'dictation-letter-deleted',
  'dictation-letter-selected',
  'dictation-letter-opened',
  'dictation-letter-closed',
  'dictation-signed-out',
  'dictation-error',
] as const satisfies readonly DictationEventType[];

/** Dispatches one of the events, typed by its name. */
export type Emit = <Type extends DictationEventType>(type: Type, detail: DictationEventDetails[Type]) => void;

/** Dispatches a typed event from `target` that crosses the shadow boundary. */
export function dispatchDictationEvent<Type extends DictationEventType>(
  target: EventTarget,
  type: Type,
  detail: DictationEventDetails[Type],
): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** Every event as `addEventListener` sees it. */
export type DictationEventMap = { [Type in DictationEventType]: DictationEvent<Type> };

declare global {
  // A host's `element.addEventListener('dictation-letter-created', (event) => event.detail.letterId)`
  // is typed without a cast.
  interface HTMLElementEventMap extends DictationEventMap {}
}
