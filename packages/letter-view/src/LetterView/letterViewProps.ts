import type { LetterMetadata, Notify, UserProfile } from '@dictation/core';
import type { TapeListener } from '@dictation/pedal';
import type { SaveStatus } from '../documentSaver/createDocumentSaver';
import type { EditJournal } from '../documentSaver/editJournal';
import type { DocumentPatchFormat } from '../documentSaver/patchFormats';
import type { LetterViewApi } from './letterViewApi';

/** The letter screen's props: its own file, as `OpenLetter` takes them too. */
export interface LetterViewProps {
  /** The letter to open (the id of `in-progress/letter/{id}` or `completed/letter/{id}`). */
  letterId: number;
  /** API client; `createApiClient(...)` from `@dictation/core` fits. */
  api: LetterViewApi;
  /** The signed-in user (rules: first role, author; DMION wording; the account's edit journal). */
  profile: Pick<UserProfile, 'id' | 'accountId' | 'roles' | 'moduleData'>;
  notify: Notify;
  /**
   * Back to the list: the user pressed Back, or opening sent them back (auto-locked by someone
   * else, no such letter data, 409), with the notice already shown.
   */
  onLeave: () => void;
  /**
   * The letter opened (and again after each reload of its metadata): a host checks the URL's list
   * against it (spec 000 section 2).
   * @default undefined
   */
  onOpened?: (letter: LetterMetadata) => void;
  /**
   * The save state changed: a host holds navigation back while `hasUnsaved` (spec 001 section 4).
   * @default undefined
   */
  onSaveStateChange?: (status: SaveStatus, hasUnsaved: boolean) => void;
  /**
   * Where unsaved edits are kept across reloads.
   * @default one IndexedDB database per account, `dictation-letter-edits:{accountId}`
   */
  editJournal?: EditJournal;
  /** Pedal tape actions from `@dictation/pedal`. @default undefined */
  subscribeTapeActions?: (listener: TapeListener) => () => void;
  /** Foot pedal settings' rewindOnStop, seconds. @default 3 */
  rewindOnStopSeconds?: number;
  /** The speed playback starts at. @default 1 */
  playbackSpeed?: number;
  /**
   * Play the converted rendition once ready (spec 001 section 4: touch and special browsers).
   * @default detected from the browser (`prefersConvertedAudio`)
   */
  useMp3?: boolean;
  /** Spec 001 section 9: the auto-lock is extended this often. @default 180000 */
  lockExtensionIntervalMs?: number;
  /** Failures the user need not see one by one (sent to the server's log). @default undefined */
  log?: (error: unknown) => void;
  /**
   * What the server reads in a document patch's `patchContent`, which the spec does not say
   * (docs/wire-contract.md, Documents, "Patch formats").
   * @default 'edits'
   */
  patchFormat?: DocumentPatchFormat;
}
