import { useEffect } from 'react';
import { useListCount } from '../layout/listCount';
import { messages } from '../messages';
import type { LetterListMode } from '../routing/paths';
import { PendingScreen } from './EmptyState';

export interface ListPageProps {
  mode: LetterListMode;
}

/**
 * /in-progress and /completed. The letters table of @dictation/letters-table mounts here once it
 * exports `LettersTable`; its `onCountChange` feeds the header's 'Showing X of Y'.
 */
export function ListPage({ mode }: ListPageProps) {
  const { setCount } = useListCount();
  useEffect(() => () => setCount(undefined), [setCount]);
  return <PendingScreen title={mode === 'completed' ? messages.completedJobs : messages.inProgressJobs} />;
}
