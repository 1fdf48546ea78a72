import type { LetterListMode } from '@dictation/core';
import { useDictation } from '@dictation/core/react';
import { LettersTable } from '@dictation/letters-table';
import { PageHeader } from '@dictation/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../messages';
import { letterPath } from '../routing/paths';
import { PendingDrafts } from './PendingDrafts';

export interface ListPageProps {
  mode: LetterListMode;
}

/**
 * /in-progress and /completed: @dictation/letters-table's list under the page's title and its
 * 'Showing X of Y' (spec 000 section 2: on list pages only); a row opens the letter under the
 * same list.
 */
export function ListPage({ mode }: ListPageProps) {
  const { api, notify } = useDictation();
  const navigate = useNavigate();
  const [count, setCount] = useState<{ shown: number; total: number }>();
  return (
    <section aria-labelledby="page-title">
      <PageHeader
        title={mode === 'completed' ? messages.completedJobs : messages.inProgressJobs}
        titleId="page-title"
        meta={count ? messages.showing(count.shown, count.total) : undefined}
      />
      {mode === 'in-progress' && <PendingDrafts />}
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
