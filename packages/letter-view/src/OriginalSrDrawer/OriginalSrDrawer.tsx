import { type LettersApi, type Notify, noticeDurations } from '@dictation/core';
import { apiKey } from '@dictation/core/react';
import { Button, Drawer } from '@dictation/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { copyRichText } from '../clipboard';
import { originalSrMessages } from '../messages';
import { ReadStatus, readOptions, readStateOf } from '../ReadStatus';
import * as styles from './OriginalSrDrawer.css';
import { originalSrContent } from './originalSrContent';

/** The call the drawer makes; `createApiClient(...)` satisfies it. */
export interface OriginalSrDrawerApi {
  letters: Pick<LettersApi, 'originalSr'>;
}

export interface OriginalSrDrawerProps {
  /** The letter whose original speech recognition is shown. */
  letterId: number;
  api: OriginalSrDrawerApi;
  /** Whether the drawer is open; the text is read each time it opens. */
  isOpen: boolean;
  /** Called on Close, Escape and a click on the backdrop. */
  onClose: () => void;
  /** Says whether Copy worked ('Copied text to clipboard' or 'Copy failed', 4 s). */
  notify: Notify;
  /**
   * Puts the text on the clipboard, formatted and plain.
   * @default copyRichText (both renditions; the plain text alone outside a secure context)
   */
  copy?: (html: string, text: string) => Promise<void>;
}

/**
 * 'See original SR' (spec 001 sections 2 and 4): the speech recogniser's text before anyone
 * edited it, in a drawer at the bottom of the screen with Copy and Close. The server's HTML is
 * sanitized before it is shown. A modal: focus moves in and is held there, Escape closes it and
 * the focus goes back to the control that opened it.
 */
export function OriginalSrDrawer({ isOpen, onClose, ...props }: OriginalSrDrawerProps) {
  return (
    <Drawer
      title={originalSrMessages.title}
      placement="bottom"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <OriginalSr {...props} />
    </Drawer>
  );
}

function OriginalSr({
  letterId,
  api,
  notify,
  copy = copyRichText,
}: Omit<OriginalSrDrawerProps, 'isOpen' | 'onClose'>) {
  const answer = useSWR(
    apiKey('letters.originalSr', { id: letterId }),
    () => api.letters.originalSr(letterId),
    readOptions,
  );
  const state = readStateOf(answer);
  const answered = state.kind === 'loaded' ? state.data : undefined;
  const content = useMemo(
    () => (answered === undefined ? undefined : originalSrContent(answered)),
    [answered],
  );

  const copyContent = () => {
    if (!content) return;
    // Spec 001 sections 8 and 9: the copy notices show for 4 s.
    copy(content.html, content.text).then(
      () =>
        notify({ kind: 'success', message: originalSrMessages.copied, durationMs: noticeDurations.short }),
      () =>
        notify({ kind: 'error', message: originalSrMessages.copyFailed, durationMs: noticeDurations.short }),
    );
  };

  if (state.kind !== 'loaded') {
    return (
      <ReadStatus
        state={state}
        loadingLabel={originalSrMessages.loading}
        failedLabel={originalSrMessages.failed}
        retryLabel={originalSrMessages.tryAgain}
        onRetry={() => void answer.mutate()}
      />
    );
  }
  if (!content?.text) return <p className={styles.empty}>{originalSrMessages.empty}</p>;
  return (
    <div className={styles.body}>
      {/* Focusable so a keyboard user can scroll a long transcript. */}
      <section
        aria-label={originalSrMessages.text}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className={styles.text}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify (originalSrContent)
        dangerouslySetInnerHTML={{ __html: content.html }}
      />
      <div className={styles.actions}>
        <Button variant="primary" onPress={copyContent}>
          {originalSrMessages.copy}
        </Button>
      </div>
    </div>
  );
}
