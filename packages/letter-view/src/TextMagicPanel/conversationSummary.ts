import type { ApiClient } from '@dictation/core';

/** The call the AI summary needs; `createApiClient(...)` satisfies it. */
export interface ConversationSummaryApi {
  textMagic: Pick<ApiClient['textMagic'], 'summary'>;
}

/** What decides whether a letter gets its AI summary when it is opened. */
export interface ConversationSummaryCase {
  letterId: number;
  /** The letter's `dictationType` ('Dictation' by default, 'Conversation' for conversations). */
  dictationType: string | null | undefined;
  /**
   * The document's patch number: `newPatchNumber` of `documents/patched`, the one patch number
   * spec 001 section 3 gives a document.
   */
  patchNumber: number;
  /** Text magic is offered (core's `letterPermissions(...).textMagic`), so its panel can open. */
  textMagic: boolean;
  /** The text can be changed, so the summary can be inserted. */
  editable: boolean;
}

/**
 * Spec 001 section 4 (Editor): a Conversation letter whose document has a patch number below 2
 * (nobody has edited it yet: the first save is patch 1) gets its AI summary inserted, and the Text
 * magic panel opens. Saving the summary makes the patch number 2, so a server that numbers as the
 * spec does gets it once. Only where Text magic is offered (the panel it opens) and the text can
 * change (where it goes).
 */
export function needsConversationSummary(letter: ConversationSummaryCase): boolean {
  return (
    letter.dictationType?.trim().toLowerCase() === 'conversation' &&
    letter.patchNumber < 2 &&
    letter.textMagic &&
    letter.editable
  );
}

export interface ConversationSummaryOptions {
  /** Aborts the request (the letter was left); the answer is then null. @default undefined */
  signal?: AbortSignal;
  /** Told why a summary could not be read (the letter opens without one). @default undefined */
  log?: (error: unknown) => void;
}

/**
 * The AI summary to insert into a letter being opened, or null when the rule does not apply
 * (`needsConversationSummary`), the summary is empty, or it could not be read: a missing summary
 * never stops the letter from opening. The caller inserts the text (`insertText` of the editor,
 * one undoable step, saved like typing) and opens the Text magic panel.
 */
export async function loadConversationSummary(
  letter: ConversationSummaryCase,
  api: ConversationSummaryApi,
  options: ConversationSummaryOptions = {},
): Promise<string | null> {
  if (!needsConversationSummary(letter)) return null;
  try {
    const summary = await api.textMagic.summary(letter.letterId, { signal: options.signal });
    if (options.signal?.aborted) return null;
    const content = summary.content?.trim() ?? '';
    return content === '' ? null : content;
  } catch (error) {
    if (!options.signal?.aborted) options.log?.(error);
    return null;
  }
}
