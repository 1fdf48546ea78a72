import {
  accountDatabaseNames,
  type LetterMetadata,
  letterPermissions,
  noticeDurations,
} from '@dictation/core';
import { useUnsentWork } from '@dictation/core/react';
import { AudioPlayer, createCorePlaybackAdapter } from '@dictation/recorder';
import { Preloader, useDeferredModule, useRenderedLater } from '@dictation/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { copyRichText } from '../clipboard';
import { DocumentConflictDialog } from '../DocumentConflictDialog';
import { DocumentSaveStatus } from '../DocumentSaveStatus';
import { createIndexedDbEditJournal } from '../documentSaver/editJournal';
import { LetterEditor, type LetterEditorHandle } from '../LetterEditor';
import { LetterFooter, type LetterPanel, printLetter, useLetterActions } from '../LetterFooter';
import { LetterHeader } from '../LetterHeader';
import { LetterHistoryDialog } from '../LetterHistoryDialog';
import { LetterNotesDialog } from '../LetterNotesDialog';
import { letterControls } from '../letterControlsModule';
import { otherLockHolder } from '../letterLock/lockHolder';
import { conflictMessages, footerMessages, letterViewMessages } from '../messages';
import { OriginalSrDrawer } from '../OriginalSrDrawer';
import { LetterReadOnlyNotice } from './LetterReadOnlyNotice';
import * as styles from './LetterView.css';
import type { LetterViewProps } from './letterViewProps';
import type { OpeningAhead } from './openingAhead';
import { useConversationSummary } from './useConversationSummary';
import { useLetterDocument } from './useLetterDocument';
import { useLetterLock } from './useLetterLock';
import { useSpellcheck } from './useSpellcheck';
import { useTextMagicContext } from './useTextMagicContext';

/**
 * The screen once its letter is open: the lock, the text and its saving, the panels and the
 * footer's actions. The letter comes from `LetterView`, which reloads it after every change.
 */
export function OpenLetter({
  letter,
  reload,
  api,
  profile,
  notify,
  onLeave,
  onOpened,
  onSaveStateChange,
  editJournal,
  subscribeTapeActions,
  rewindOnStopSeconds,
  playbackSpeed,
  useMp3,
  lockExtensionIntervalMs,
  log,
  patchFormat,
  lockHolderId,
  documentAhead,
}: LetterViewProps & {
  letter: LetterMetadata;
  reload: () => void;
  lockHolderId: string;
  /** The letter's text read with its opening ahead, if it was (openingAhead.ts). */
  documentAhead?: OpeningAhead | undefined;
}) {
  const permissions = letterPermissions(letter, profile, useTextMagicContext(api, letter));
  const editor = useRef<LetterEditorHandle>(null);
  const spellcheck = useSpellcheck(api);
  const [panel, setPanel] = useState<LetterPanel | null>(null);
  // Text magic's code comes after the letter's first paint; opened before, it shows once in.
  const controls = useDeferredModule(letterControls, panel === 'textMagic');
  // One database per account: a shared computer never offers one user another's unsaved edits.
  const journalName = accountDatabaseNames(profile.accountId).letterEdits;
  const journal = useMemo(
    () => editJournal ?? createIndexedDbEditJournal({ databaseName: journalName }),
    [editJournal, journalName],
  );
  // As the first render found it: the text opened ahead from the same kept edits as this journal's.
  const [textAhead] = useState(() => (editJournal ? undefined : documentAhead?.text?.of(journalName)));
  const playbackAdapter = useMemo(() => createCorePlaybackAdapter(api), [api]);

  const lock = useLetterLock(api.locks, letter.id, permissions.holdsAutoLock, {
    lockHolderId,
    ...(lockExtensionIntervalMs !== undefined ? { intervalMs: lockExtensionIntervalMs } : {}),
    // The lock lapsed (and may be someone else's now): the metadata says who holds it.
    onLost: reload,
  });

  const document = useLetterDocument({
    api,
    letterId: letter.id,
    documentId: letter.documentId,
    patchFormat,
    loads: permissions.loadsDocument,
    ahead: documentAhead,
    textAhead,
    journal,
    editor,
    onRestored: () =>
      notify({ kind: 'info', message: conflictMessages.restored, durationMs: noticeDurations.long }),
    ...(log ? { log } : {}),
  });
  const hasUnsaved = document.saver?.hasUnsaved() ?? false;
  // Issue 31: a sign-out asks first while typed text is not on the server.
  useUnsentWork({
    unsent: () => (document.saver?.hasUnsaved() ? [{ kind: 'letterText', letterId: letter.id }] : []),
    // A conflict rejects the flush and opens its own dialog (onConflict): nothing to add here.
    sendNow: () => void document.saver?.flush().catch(() => {}),
  });
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
    // As shown (the layout kept, nothing that loads from elsewhere): what a word processor pastes.
    const html = editor.current?.getDisplayHtml() ?? '';
    copyRichText(html, editor.current?.getText() ?? '').then(
      () =>
        notify({ kind: 'success', message: footerMessages.letterCopied, durationMs: noticeDurations.short }),
      () => notify({ kind: 'error', message: footerMessages.copyFailed, durationMs: noticeDurations.short }),
    );
  };
  const print = () =>
    printLetter(editor.current?.getDisplayHtml() ?? '', footerMessages.printTitle(letter.id));
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
  const isReady = document.state.kind === 'ready';
  // Issue 33: the screen's first render is the letter's text (and its toolbar, which the text sits
  // under); the header, the player and the footer come in the render React gives way in right
  // after it. On a slow computer the text is editable a fifth of a second sooner. Side by side
  // they come beside the text; in one column, above it, the text waits for them (LetterView.css.ts).
  const surroundingsRendered = useRenderedLater();
  // The order is the focus order: header, player, (Text magic,) toolbar, text, footer.
  return (
    <div
      className={styles.root}
      data-letter={letter.id}
      data-surroundings={surroundingsRendered ? 'rendered' : 'pending'}
    >
      <div className={styles.side}>
        {surroundingsRendered && (
          <LetterHeader
            letter={letter}
            profile={profile}
            api={api}
            notify={notify}
            onUpdated={reload}
            onOpenNotes={() => setPanel('notes')}
          />
        )}
        {(audioRecordId != null || isReady) && (
          <div className={styles.playerDock}>
            {surroundingsRendered && audioRecordId != null && (
              // The header shows the recorded date: the player does not repeat it.
              <AudioPlayer
                density="compact"
                audioRecordId={audioRecordId}
                playbackAdapter={playbackAdapter}
                {...(subscribeTapeActions ? { subscribeTapeActions } : {})}
                {...(rewindOnStopSeconds !== undefined ? { rewindOnStopSeconds } : {})}
                {...(playbackSpeed !== undefined ? { playbackSpeed } : {})}
                {...(useMp3 !== undefined ? { useMp3 } : {})}
              />
            )}
            {isReady && <DocumentSaveStatus status={document.status} />}
          </div>
        )}
        {isReady && panel === 'textMagic' && permissions.textMagic && controls && (
          <div className={styles.textMagic}>
            <controls.TextMagicPanel
              letterId={letter.id}
              api={api}
              getLetterText={() => editor.current?.getText() ?? ''}
              onInsert={(text) => insert(text, false)}
              onReplaceSelection={(text) => insert(text, true)}
              canInsert={permissions.canEditText}
              onClose={close}
              {...(log ? { log } : {})}
            />
          </div>
        )}
      </div>
      <div className={styles.letter}>
        {permissions.readOnlyReason && (
          <LetterReadOnlyNotice
            reason={permissions.readOnlyReason}
            holder={otherLockHolder(letter, profile.id)}
          />
        )}
        {permissions.loadsDocument && document.state.kind === 'loading' && (
          <Preloader active label={letterViewMessages.loadingLetter} />
        )}
        {document.state.kind === 'failed' && (
          <p role="alert" className={styles.notice} data-kind="error">
            {document.state.message}
          </p>
        )}
        {document.state.kind === 'ready' && (
          <LetterEditor
            key={document.state.saved.documentId}
            ref={editor}
            initialHtml={document.state.initialHtml}
            readOnly={!permissions.canEditText}
            spellcheck={spellcheck}
            onChange={document.changed}
          />
        )}
      </div>
      <div className={styles.footerDock}>
        <div className={styles.footerPanel}>
          {surroundingsRendered && (
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
          )}
        </div>
      </div>
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
