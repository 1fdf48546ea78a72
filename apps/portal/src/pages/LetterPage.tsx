import { useApi } from '@dictation/core/react';
import { Preloader } from '@dictation/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as styles from '../layout/layout.css';
import { messages } from '../messages';
import { correctedLetterPath, parseLetterId } from '../routing/letterRoutes';
import { type LetterListMode, listPath } from '../routing/paths';
import { PendingScreen } from './EmptyState';

export interface LetterPageProps {
  mode: LetterListMode;
}

/**
 * in-progress/letter/{id} and completed/letter/{id}: corrects the URL to the letter's list
 * (spec 000 section 2); without a usable id 'Sorry, but the letter was not found' (spec 001).
 */
export function LetterPage({ mode }: LetterPageProps) {
  const { id: rawId } = useParams();
  const id = parseLetterId(rawId);
  const api = useApi();
  const navigate = useNavigate();
  const [state, setState] = useState<'loading' | 'ready'>('loading');

  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    api.letters.metadataWithLock(id).then(
      (letter) => {
        if (!current) return;
        const corrected = correctedLetterPath(mode, id, letter);
        // Spec 001 section 8: empty letter data returns to the list.
        if (Object.keys(letter).length === 0) navigate(listPath(mode), { replace: true });
        else if (corrected) navigate(corrected, { replace: true });
        else setState('ready');
      },
      () => {
        if (current) navigate(listPath(mode), { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [api, id, mode, navigate]);

  if (id === undefined) {
    return (
      <p role="alert" className={styles.emptyState}>
        {messages.letterNotFound}
      </p>
    );
  }
  if (state === 'loading') return <Preloader active label={messages.loading} />;
  return <PendingScreen title={messages.letterTitle(id)} />;
}
