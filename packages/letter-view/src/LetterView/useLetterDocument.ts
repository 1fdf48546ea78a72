import { isApiError, type LetterDocument } from '@dictation/core';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { SavedDocument } from '../documentSaver/createDocumentSaver';
import type { EditJournal } from '../documentSaver/editJournal';
import type { DocumentPatchFormat } from '../documentSaver/patchFormats';
import { reconcileEdits, recoverEdits, recoveryOf } from '../documentSaver/recoverEdits';
import { useDocumentSaver } from '../documentSaver/useDocumentSaver';
import type { LetterEditorHandle } from '../LetterEditor/LetterEditor';
import { letterViewMessages } from '../messages';
import type { LetterViewApi } from './letterViewApi';
import { type OpenedText, savedDocumentOf } from './openedText';
import type { OpeningAhead } from './openingAhead';
import type { TextAheadOf, TextParts } from './textAhead';
import { useWhenTypingPauses } from './typingPause';

/** The letter's text as the screen shows it. */
export type DocumentState =
  | { kind: 'loading' }
  | { kind: 'ready'; saved: SavedDocument; initialHtml: string }
  | { kind: 'failed'; message: string };

/** A conflict the user must see: merged (to check) or overlapping (to choose). */
export type DocumentConflict =
  | { kind: 'merged'; server: SavedDocument }
  | { kind: 'conflict'; mine: string; server: SavedDocument };

export interface UseLetterDocumentOptions {
  api: Pick<LetterViewApi, 'documents'>;
  letterId: number;
  /** The letter detail's `documentId` (spec 001 section 3): the document answer need not carry it. */
  documentId?: number | null | undefined;
  patchFormat?: DocumentPatchFormat | undefined;
  /** False for the letters spec 000 section 4 has no document for. */
  loads: boolean;
  /** The document read with the letter's opening (openingAhead.ts): the first load of it takes it. */
  ahead?: Pick<OpeningAhead, 'letterId' | 'document'> | undefined;
  /** With it, the text opened ahead from the kept edits of `journal`'s database (OpenLetter.tsx). */
  textAhead?: TextAheadOf | undefined;
  journal: EditJournal;
  editor: RefObject<LetterEditorHandle | null>;
  /** Edits kept on this computer were put back into the letter. */
  onRestored?: () => void;
  log?: (error: unknown) => void;
}

const fetchDocument = async (
  api: UseLetterDocumentOptions['api'],
  letterId: number,
  detailDocumentId: number | null | undefined,
  ahead?: Promise<LetterDocument>,
): Promise<SavedDocument> => savedDocumentOf(await (ahead ?? api.documents.get(letterId)), detailDocumentId);

/** The text from what was read ahead; `forget`: the kept entry holds nothing the server lacks. */
function openedFrom(
  { document, kept }: TextParts,
  detailDocumentId: number | null | undefined,
): { text: OpenedText; forget: boolean } | undefined {
  try {
    const saved = savedDocumentOf(document, detailDocumentId);
    const { recovery, forget } = recoveryOf(kept, saved);
    return { text: { saved, recovery }, forget };
  } catch {
    // A document without an id: the screen's own read says so.
    return undefined;
  }
}

/** The same object each time: setting it again while loading renders nothing again. */
const loading: DocumentState = { kind: 'loading' };

const readyOf = ({ saved, recovery }: OpenedText): DocumentState => ({
  kind: 'ready',
  saved,
  // Overlapping edits wait for the user's choice: until then the saved version is shown.
  initialHtml: recovery.kind === 'restored' || recovery.kind === 'merged' ? recovery.html : saved.html,
});

const failureOf = (error: unknown): string =>
  isApiError(error, 'http') && error.detail.status === 404
    ? letterViewMessages.documentNotFound
    : letterViewMessages.failedToLoadDocument(error instanceof Error ? error.message : String(error));

/**
 * The letter's text: loads the document (`documents/patched`), puts back edits this computer kept
 * (a reload, a crash, an outage), saves as the user types, and turns a 409 into a conflict the
 * user resolves. Nothing typed is dropped without the user choosing.
 */
export function useLetterDocument(options: UseLetterDocumentOptions) {
  const { api, letterId, documentId, loads, journal, editor } = options;
  const [conflict, setConflict] = useState<DocumentConflict>();
  const latest = useRef(options);
  latest.current = options;
  /** Taken by the first load only: a later one (another letter, a reload) asks the server. */
  const ahead = useRef(
    options.ahead?.letterId === letterId ? { ...options.ahead, text: options.textAhead } : undefined,
  );
  /** The text read ahead, if it was in for the first render, which shows it. */
  const [firstText] = useState(() =>
    loads && ahead.current?.text?.now ? openedFrom(ahead.current.text.now, documentId) : undefined,
  );
  /** That text while its load is the one on screen: gone once another load started. */
  const shownAhead = useRef(firstText);
  /**
   * What the effect's run that kept it on screen ran with: React's strict mode runs the effect
   * twice, and the second run, with the same, must neither load the text again nor say twice that
   * kept edits were put back.
   */
  const shownWith = useRef<unknown[] | undefined>(undefined);
  const [state, setState] = useState(() => (firstText ? readyOf(firstText.text) : loading));

  useEffect(() => {
    if (!loads) return;
    let current = true;
    const first = ahead.current?.letterId === letterId ? ahead.current : undefined;
    ahead.current = undefined;
    const shown = shownAhead.current;
    const announce = ({ saved, recovery }: OpenedText) => {
      if (recovery.kind === 'restored') latest.current.onRestored?.();
      if (recovery.kind === 'merged') setConflict({ kind: 'merged', server: saved });
      if (recovery.kind === 'conflict') setConflict({ kind: 'conflict', mine: recovery.mine, server: saved });
    };
    const forgetKept = () =>
      void journal.remove(letterId).catch((error: unknown) => latest.current.log?.(error));
    const runWith = [api, letterId, documentId, journal];
    if (shown && (shownWith.current ?? runWith).every((dependency, index) => dependency === runWith[index])) {
      if (!shownWith.current) {
        shownWith.current = runWith;
        if (shown.forget) forgetKept();
        announce(shown.text);
      }
      return;
    }
    shownAhead.current = undefined;
    setState(loading);
    const openText = async (): Promise<OpenedText> => {
      const parts = await first?.text?.when;
      const readAhead = parts && openedFrom(parts, documentId);
      if (readAhead) {
        if (readAhead.forget) forgetKept();
        return readAhead.text;
      }
      const saved = await fetchDocument(api, letterId, documentId, first?.document);
      const recovery = await recoverEdits(journal, letterId, saved).catch((error: unknown) => {
        latest.current.log?.(error);
        return { kind: 'none' } as const;
      });
      return { saved, recovery };
    };
    void (async () => {
      try {
        const opened = await openText();
        if (!current) return;
        setState(readyOf(opened));
        announce(opened);
      } catch (error) {
        if (current) setState({ kind: 'failed', message: failureOf(error) });
      }
    })();
    return () => {
      current = false;
    };
  }, [api, letterId, documentId, loads, journal]);

  const ready = state.kind === 'ready' ? state : undefined;
  const typing = useWhenTypingPauses();
  const onConflict = useCallback(async () => {
    // Spec 001 section 8 / issue 16: the screen reloads the document and tells the user.
    try {
      const server = await fetchDocument(api, letterId, documentId);
      const mine = editor.current?.getHtml() ?? '';
      const base = saverRef.current?.saved();
      if (!base) return;
      const outcome = reconcileEdits({ baseVersion: base.version, baseHtml: base.html, html: mine }, server);
      if (outcome.kind === 'none' || outcome.kind === 'restored') {
        saverRef.current?.rebase(server);
        return;
      }
      if (outcome.kind === 'merged') {
        // The other edits join the text at once, around the caret; the prompt that asks the user
        // to check them waits until they stop typing (the keys would go to it).
        editor.current?.replaceHtml(outcome.html);
        typing.whenPaused(() => setConflict({ kind: 'merged', server }));
      } else setConflict({ kind: 'conflict', mine: outcome.mine, server });
    } catch (error) {
      latest.current.log?.(error);
    }
  }, [api, letterId, documentId, editor, typing]);

  const { saver, status } = useDocumentSaver(
    ready
      ? {
          letterId,
          saved: ready.saved,
          read: () => editor.current?.getHtml() ?? ready.saved.html,
          send: (documentId, patch) => api.documents.patch(documentId, patch),
          journal,
          ...(options.patchFormat ? { patchFormat: options.patchFormat } : {}),
          onConflict: () => void onConflict(),
          ...(options.log ? { log: options.log } : {}),
        }
      : undefined,
  );
  const saverRef = useRef(saver);
  saverRef.current = saver;

  // Text that differs from the server's (restored or merged at open) is saved as any edit.
  useEffect(() => {
    if (saver && ready && ready.initialHtml !== ready.saved.html) saver.change();
  }, [saver, ready]);

  /** The user's answer to the conflict prompt. */
  const resolve = useCallback(
    (choice: 'merged' | 'keepMine' | 'useSaved') => {
      const current = conflict;
      if (!current) return;
      if (choice === 'useSaved') editor.current?.replaceHtml(current.server.html);
      if (choice === 'keepMine' && current.kind === 'conflict') editor.current?.replaceHtml(current.mine);
      saverRef.current?.rebase(current.server);
      setConflict(undefined);
    },
    [conflict, editor],
  );

  /** The user changed the text (the editor's `onChange`): saved, and no prompt opens under it. */
  const changed = useCallback(() => {
    typing.edited();
    saverRef.current?.change();
  }, [typing]);

  return { state, status, saver, changed, conflict, resolve };
}
