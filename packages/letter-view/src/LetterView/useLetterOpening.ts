import { useCallback, useEffect, useState } from 'react';
import { type LetterOpening, openingOfAnswer, openingOfError } from './letterOpening';
import type { LetterViewApi } from './letterViewApi';
import type { OpeningAhead } from './openingAhead';

/**
 * Opens the letter with `metadata-with-lock` (which takes the auto-lock, for `lockHolderId`: this
 * screen's opening) and reloads it on demand (after a header change, or to try again), keeping
 * the letter on screen meanwhile. The first opening of the letter `ahead` names is its answer,
 * asked for before the screen was there (openingAhead.ts).
 */
export function useLetterOpening(
  api: Pick<LetterViewApi, 'letters'>,
  letterId: number,
  lockHolderId: string,
  ahead?: OpeningAhead,
) {
  const [opening, setOpening] = useState<LetterOpening>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const answer =
      attempt === 0 && ahead?.letterId === letterId
        ? ahead.answer
        : api.letters.metadataWithLock(letterId, Date.now(), { lockHolderId });
    answer.then(
      (letter) => current && setOpening(openingOfAnswer(letter)),
      (error: unknown) =>
        current &&
        setOpening((previous) => {
          const next = openingOfError(error);
          // A failed reload keeps the open letter; the first load shows the failure.
          return previous.kind === 'open' && next.kind === 'failed' ? previous : next;
        }),
    );
    return () => {
      current = false;
    };
  }, [api, letterId, lockHolderId, attempt, ahead]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setOpening({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { opening, reload, retry };
}
