import { type LetterListMode, type LetterMetadata, parseLetterId } from '@dictation/core';
import { LeaveWhileSavingDialog, type SaveStatus, SignedInLetterView } from '@dictation/letter-view';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as styles from '../layout/layout.css';
import { messages } from '../messages';
import { LeaveGuard } from '../navigation/LeaveGuard';
import { correctedLetterPath } from '../routing/letterRoutes';
import { isPublicPath, listPath } from '../routing/paths';

export interface LetterPageProps {
  mode: LetterListMode;
}

/**
 * in-progress/letter/{id} and completed/letter/{id}: `@dictation/letter-view`'s screen, with the
 * URL corrected to the letter's list (spec 000 section 2), 'Sorry, but the letter was not found'
 * without a usable id (spec 001), and leaving held back while changes are being stored.
 */
export function LetterPage({ mode }: LetterPageProps) {
  const { id: rawId } = useParams();
  const id = parseLetterId(rawId);
  if (id === null) {
    return (
      <p role="alert" className={styles.emptyState}>
        {messages.letterNotFound}
      </p>
    );
  }
  return <LetterScreen key={id} id={id} mode={mode} />;
}

function LetterScreen({ id, mode }: { id: number; mode: LetterListMode }) {
  const navigate = useNavigate();
  const [save, setSave] = useState<{ status: SaveStatus; hasUnsaved: boolean }>({
    status: { state: 'saved', failures: 0 },
    hasUnsaved: false,
  });
  const toList = useCallback(() => navigate(listPath(mode)), [navigate, mode]);
  const onOpened = useCallback(
    (letter: LetterMetadata) => {
      const corrected = correctedLetterPath(mode, id, letter);
      if (corrected) navigate(corrected, { replace: true });
    },
    [mode, id, navigate],
  );
  const onSaveStateChange = useCallback(
    (status: SaveStatus, hasUnsaved: boolean) => setSave({ status, hasUnsaved }),
    [],
  );
  // Signing out (or a 401) goes to a public page: that never waits.
  const shouldBlock = (pathname: string) => save.hasUnsaved && !isPublicPath(pathname);

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {messages.letterTitle(id)}
      </h1>
      <SignedInLetterView
        letterId={id}
        onLeave={toList}
        onOpened={onOpened}
        onSaveStateChange={onSaveStateChange}
      />
      <LeaveGuard shouldBlock={shouldBlock} asksOnUnload={() => save.hasUnsaved}>
        {(blocker) => (
          <LeaveWhileSavingDialog
            isOpen={blocker.blocked}
            status={save.status}
            hasUnsaved={save.hasUnsaved}
            onLeave={blocker.proceed}
            onStay={blocker.reset}
          />
        )}
      </LeaveGuard>
    </section>
  );
}
