import {
  type LetterMetadata,
  letterPermissions,
  type Notify,
  noticeDurations,
  type UserProfile,
} from '@dictation/core';
import type { TransportListener } from '@dictation/pedal';
import { AudioPlayer, createCorePlaybackTransport } from '@dictation/recorder';
import { Button, Preloader } from '@dictation/ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { copyRichText } from '../clipboard';
import { DocumentConflictDialog } from '../DocumentConflictDialog';
import { DocumentSaveStatus } from '../DocumentSaveStatus';
import type { SaveStatus } from '../documentSaver/createDocumentSaver';
import { createIndexedDbEditJournal, type EditJournal } from '../documentSaver/editJournal';
import { LetterEditor, type LetterEditorHandle } from '../LetterEditor';
import { LetterFooter, type LetterPanel, printLetter, useLetterActions } from '../LetterFooter';
import { LetterHeader } from '../LetterHeader';
import { LetterHistoryDialog } from '../LetterHistoryDialog';
import { LetterNotesDialog } from '../LetterNotesDialog';
import { conflictMessages, footerMessages, letterViewMessages } from '../messages';
import { OriginalSrDrawer } from '../OriginalSrDrawer';
import { TextMagicPanel } from '../TextMagicPanel';
import { LetterReadOnlyNotice } from './LetterReadOnlyNotice';
import * as styles from './LetterView.css';
import type { LetterViewApi } from './letterViewApi';
import { useConversationSummary } from './useConversationSummary';
import { useLetterDocument } from './useLetterDocument';
import { useLetterLock } from './useLetterLock';
import { useLetterOpening } from './useLetterOpening';
import { useTextMagicContext } from './useTextMagicContext';

export interface LetterViewProps {
  /** The letter to open (the id of `in-progress/letter/{id}` or `completed/letter/{id}`). */
  letterId: number;
  /** API client; `createApiClient(...)` from `@dictation/core` fits. */
  api: LetterViewApi;
  /** The signed-in user (rules: first role, author; DMION wording). */
  profile: Pick<UserProfile, 'id' | 'roles' | 'moduleData'>;
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
   * Where unsaved edits are kept across reloads: one IndexedDB database per account.
   * @default createIndexedDbEditJournal()
   */
  editJournal?: EditJournal;
  /** Pedal transport actions from `@dictation/pedal`. @default undefined */
  subscribeTransport?: (listener: TransportListener) => () => void;
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

function OpenLetter({
  letter,
  reload,
  api,
  profile,
  notify,
  onLeave,
  onOpened,
  onSaveStateChange,
  editJournal,
  subscribeTransport,
  rewindOnStopSeconds,
  playbackSpeed,
  useMp3,
  lockExtensionIntervalMs,
  log,
}: LetterViewProps & { letter: LetterMetadata; reload: () => void }) {
  const permissions = letterPermissions(letter, profile, useTextMagicContext(api, letter));
  const editor = useRef<LetterEditorHandle>(null);
  const [panel, setPanel] = useState<LetterPanel | null>(null);
  const journal = useMemo(() => editJournal ?? createIndexedDbEditJournal(), [editJournal]);
  const transport = useMemo(() => createCorePlaybackTransport(api), [api]);

  const lock = useLetterLock(api.locks, letter.id, permissions.holdsAutoLock, {
    ...(lockExtensionIntervalMs !== undefined ? { intervalMs: lockExtensionIntervalMs } : {}),
    // The lock lapsed (and may be someone else's now): the metadata says who holds it.
    onLost: reload,
  });

  const document = useLetterDocument({
    api,
    letterId: letter.id,
    loads: permissions.loadsDocument,
    journal,
    editor,
    onRestored: () =>
      notify({ kind: 'info', message: conflictMessages.restored, durationMs: noticeDurations.long }),
    ...(log ? { log } : {}),
  });
  const hasUnsaved = document.saver?.hasUnsaved() ?? false;
  useEffect(
    () => onSaveStateChange?.(document.status, hasUnsaved),
    [onSaveStateChange, document.status, hasUnsaved],
  );
  useEffect(() => onOpened?.(letter), [onOpened, letter]);

  const actions = useLetterActions({
    api,
    letter,
    notify,
    reload,
    onLeave,
    // Complete sends the text as the server holds it: the last edits go first.
    beforeComplete: () =>
      document.saver
        ? document.saver.flush().then(
            () => true,
            () => false,
          )
        : Promise.resolve(true),
    onCompleted: () => lock.current?.completing(),
  });
  const copyText = () => {
    const html = editor.current?.getHtml() ?? '';
    copyRichText(html, editor.current?.getText() ?? '').then(
      () =>
        notify({ kind: 'success', message: footerMessages.letterCopied, durationMs: noticeDurations.short }),
      () => notify({ kind: 'error', message: footerMessages.copyFailed, durationMs: noticeDurations.short }),
    );
  };
  const print = () => printLetter(editor.current?.getHtml() ?? '', footerMessages.printTitle(letter.id));
  const open = (next: LetterPanel) => setPanel((current) => (current === next ? null : next));
  const close = () => setPanel(null);
  useConversationSummary({
    api,
    letter,
    document: document.state,
    editor,
    textMagic: permissions.textMagic,
    editable: permissions.canEditText,
    onInserted: () => setPanel('textMagic'),
    ...(log ? { log } : {}),
  });
  const insert = (text: string, replaceSelection: boolean) => {
    editor.current?.insertText(text, { replaceSelection });
    editor.current?.focus();
  };

  // Spec 001 section 8: 'This job is locked' for 10 s when someone else holds the letter.
  const lockedByOther = permissions.readOnlyReason === 'lockedByOther';
  useEffect(() => {
    if (lockedByOther)
      notify({ kind: 'warning', message: letterViewMessages.jobLocked, durationMs: noticeDurations.long });
  }, [lockedByOther, notify]);

  const audioRecordId = letter.audio?.audioSegment?.audioRecord?.id;
  return (
    <div className={styles.root} data-letter={letter.id}>
      <LetterHeader
        letter={letter}
        profile={profile}
        api={api}
        notify={notify}
        onUpdated={reload}
        onOpenNotes={() => setPanel('notes')}
      />
      {audioRecordId != null && (
        <AudioPlayer
          audioRecordId={audioRecordId}
          transport={transport}
          {...(letter.createdDate ? { recordedDate: letter.createdDate } : {})}
          {...(subscribeTransport ? { subscribeTransport } : {})}
          {...(rewindOnStopSeconds !== undefined ? { rewindOnStopSeconds } : {})}
          {...(playbackSpeed !== undefined ? { playbackSpeed } : {})}
          {...(useMp3 !== undefined ? { useMp3 } : {})}
        />
      )}
      {permissions.readOnlyReason && <LetterReadOnlyNotice reason={permissions.readOnlyReason} />}
      {permissions.loadsDocument && document.state.kind === 'loading' && (
        <Preloader active label={letterViewMessages.loadingLetter} />
      )}
      {document.state.kind === 'failed' && (
        <p role="alert" className={styles.notice} data-kind="error">
          {document.state.message}
        </p>
      )}
      {document.state.kind === 'ready' && (
        <>
          <div className={styles.bar}>
            <DocumentSaveStatus status={document.status} />
          </div>
          <div className={styles.workspace} data-panel={panel === 'textMagic' ? 'open' : 'closed'}>
            <LetterEditor
              key={document.state.saved.documentId}
              ref={editor}
              initialHtml={document.state.initialHtml}
              readOnly={!permissions.canEditText}
              onChange={() => document.saver?.change()}
            />
            {panel === 'textMagic' && permissions.textMagic && (
              <TextMagicPanel
                letterId={letter.id}
                api={api}
                getLetterText={() => editor.current?.getText() ?? ''}
                onInsert={(text) => insert(text, false)}
                onReplaceSelection={(text) => insert(text, true)}
                canInsert={permissions.canEditText}
                onClose={close}
                {...(log ? { log } : {})}
              />
            )}
          </div>
        </>
      )}
      <LetterFooter
        letter={letter}
        permissions={permissions}
        actions={actions}
        notify={notify}
        onBack={onLeave}
        onCopyText={copyText}
        onPrint={print}
        onOpen={open}
        isTextMagicOpen={panel === 'textMagic'}
      />
      <DocumentConflictDialog conflict={document.conflict} onResolve={document.resolve} />
      <LetterNotesDialog
        letterId={letter.id}
        notes={letter.notes}
        api={api}
        isOpen={panel === 'notes' && permissions.notes}
        onClose={close}
        onSaved={reload}
        notify={notify}
      />
      <LetterHistoryDialog letterId={letter.id} api={api} isOpen={panel === 'history'} onClose={close} />
      <OriginalSrDrawer
        letterId={letter.id}
        api={api}
        isOpen={panel === 'originalSr'}
        onClose={close}
        notify={notify}
      />
    </div>
  );
}
