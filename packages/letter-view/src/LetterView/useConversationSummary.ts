import type { LetterMetadata } from '@dictation/core';
import { type RefObject, useEffect, useRef } from 'react';
import type { LetterEditorHandle } from '../LetterEditor';
import { type ConversationSummaryApi, loadConversationSummary } from '../TextMagicPanel';
import type { DocumentState } from './useLetterDocument';

export interface ConversationSummaryOptions {
  api: ConversationSummaryApi;
  letter: Pick<LetterMetadata, 'id' | 'dictationType'>;
  document: DocumentState;
  editor: RefObject<LetterEditorHandle | null>;
  textMagic: boolean;
  editable: boolean;
  /** The summary is in the letter: the screen opens the Text magic panel. */
  onInserted: () => void;
  log?: (error: unknown) => void;
}

/**
 * Spec 001 section 4 (Editor): once the text of a Conversation letter nobody has edited yet is
 * there, its AI summary is fetched, inserted (saved like typing) and the Text magic panel opens.
 * Asked once per document the screen shows, never again after leaving.
 */
export function useConversationSummary(options: ConversationSummaryOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const { document, letter, textMagic, editable } = options;
  const ready = document.kind === 'ready' ? document.saved : undefined;
  const documentId = ready?.documentId;
  const patchNumber = ready?.patchNumber;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per document; the patch number it opened with decides, not the ones its saves bring
  useEffect(() => {
    if (patchNumber === undefined) return;
    const abort = new AbortController();
    const { api, log } = latest.current;
    void loadConversationSummary(
      {
        letterId: letter.id,
        dictationType: letter.dictationType,
        patchNumber,
        textMagic,
        editable,
      },
      api,
      { signal: abort.signal, ...(log ? { log } : {}) },
    ).then((summary) => {
      if (summary === null || abort.signal.aborted) return;
      latest.current.editor.current?.insertText(summary, { replaceSelection: false });
      latest.current.onInserted();
    });
    return () => abort.abort();
  }, [documentId, letter.id, letter.dictationType, textMagic, editable]);
}
