import { noticeDurations } from '@dictation/core';
import { Button, Preloader } from '@dictation/ui';
import { type ReactNode, useEffect, useMemo } from 'react';
import { letterViewMessages } from '../messages';
import * as styles from './LetterView.css';
import type { LetterViewProps } from './letterViewProps';
import { OpenLetter } from './OpenLetter';
import { takeOpeningAhead } from './openingAhead';
import { useLockHolderId } from './useLetterLock';
import { useLetterOpening } from './useLetterOpening';

/**
 * The letter screen (spec 001 sections 2, 4, 6 and 8): opens the letter with its auto-lock and
 * holds it while open, shows the job header, the player and the editor with its autosave, and
 * says why a letter cannot be edited when it cannot. It knows nothing of the portal: a host page
 * can embed it with an API client and callbacks.
 */
export function LetterView(props: LetterViewProps): ReactNode {
  const { letterId, api, notify, onLeave } = props;
  // Opened ahead by the host (openingAhead.ts): its lock, and so its lockHolderId, are this screen's.
  const ahead = useMemo(() => takeOpeningAhead(letterId), [letterId]);
  const lockHolderId = useLockHolderId(ahead?.lockHolderId);
  const { opening, reload, retry } = useLetterOpening(api, letterId, lockHolderId, ahead);

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
  return (
    <OpenLetter
      {...props}
      letter={opening.letter}
      reload={reload}
      lockHolderId={lockHolderId}
      documentAhead={ahead}
    />
  );
}
