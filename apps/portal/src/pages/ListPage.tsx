import type { LetterListMode } from '@dictation/core';
import { useDictation } from '@dictation/core/react';
import { LettersTable } from '@dictation/letters-table';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import * as styles from '../layout/layout.css';
import { useListCount } from '../layout/listCount';
import { messages } from '../messages';
import { letterPath } from '../routing/paths';

export interface ListPageProps {
  mode: LetterListMode;
}

/**
 * /in-progress and /completed: @dictation/letters-table's list; its count feeds the header's
 * 'Showing X of Y' and a row opens the letter under the same list.
 */
export function ListPage({ mode }: ListPageProps) {
  const { api, notify } = useDictation();
  const navigate = useNavigate();
  const { setCount } = useListCount();
  useEffect(() => () => setCount(undefined), [setCount]);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {mode === 'completed' ? messages.completedJobs : messages.inProgressJobs}
      </h1>
      <LettersTable
        key={mode}
        mode={mode === 'completed' ? 'completed' : 'inProgress'}
        api={api}
        onOpenLetter={(id) => navigate(letterPath(mode, id))}
        onCountChange={setCount}
        notify={notify}
      />
    </section>
  );
}
