import { type LetterMetadata, type Notify, noticeDurations, type UserProfile } from '@dictation/core';
import type { TapeListener } from '@dictation/pedal';
import { Button, Preloader } from '@dictation/ui';
import { type ReactNode, useEffect } from 'react';
import type { SaveStatus } from '../documentSaver/createDocumentSaver';
import type { EditJournal } from '../documentSaver/editJournal';
import { letterViewMessages } from '../messages';
import * as styles from './LetterView.css';
import type { LetterViewApi } from './letterViewApi';
import { OpenLetter } from './OpenLetter';
import { useLetterOpening } from './useLetterOpening';

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
}

/**
 * The letter screen (spec 001 sections 2, 4, 6 and 8): opens the letter with its auto-lock and
 * holds it while open, shows the job header, the player and the editor with its autosave, and
 * says why a letter cannot be edited when it cannot. It knows nothing of the portal: a host page
 * can embed it with an API client and callbacks.
 */
export function LetterView(props: LetterViewProps): ReactNode {
  const { letterId, api, notify, onLeave } = props;
  const { opening, reload, retry } = useLetterOpening(api, letterId);

  useEffect(() => {
    if (opening.kind !== 'leave') return;
    if (opening.message)
      notify({ kind: 'warning', message: opening.message, durationMs: noticeDurations.long });
    onLeave();
  }, [opening, notify, onLeave]);

  if (opening.kind === 'loading') return <Preloader active label={letterViewMessages.loadingLetter} />;
  if (opening.kind === 'notFound')
    return (
      <p role="alert" className={styles.notice} data-kind="error">
        {letterViewMessages.letterNotFound}
      </p>
    );
  if (opening.kind === 'failed')
    return (
      <div role="alert" className={styles.notice} data-kind="error">
        <p className={styles.noticeLine}>{opening.message}</p>
        <Button variant="secondary" onPress={retry}>
          {letterViewMessages.tryAgain}
        </Button>
      </div>
    );
  if (opening.kind !== 'open') return null;
  return <OpenLetter {...props} letter={opening.letter} reload={reload} />;
}
