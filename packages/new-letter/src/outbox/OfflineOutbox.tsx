import { findOrganisationItem } from '@dictation/core';
import { useOrganisationItems } from '@dictation/core/react';
import { useFirstOfPage } from './firstOfPage';
import { type OutboxItem, OutboxList } from './OutboxList';
import { useOutbox } from './useOutbox';

export interface OfflineOutboxProps {
  /** The signed-in account (its drafts and its recording journal). */
  accountId: number;
  /**
   * Lists the drafts not completed yet too ('Not completed yet: open New letter to finish it'). A
   * recording page lists only the completed ones: it reopens the other itself. @default true
   */
  listsUnfinished?: boolean;
}

/**
 * The account's letters recorded with no network, and their way to the server (issue 35): sends
 * the completed ones (`useOutbox`) and lists them all until sent. One per page: with several on a
 * page (recorders side by side on a host page), the first mounted is the outbox, and the next
 * takes over when it goes. Nothing shows when there are none.
 */
export function OfflineOutbox(props: OfflineOutboxProps) {
  return useFirstOfPage() ? <PageOutbox {...props} /> : null;
}

function PageOutbox({ accountId, listsUnfinished = true }: OfflineOutboxProps) {
  const { drafts, sendAgain } = useOutbox(accountId);
  const organisations = useOrganisationItems().data ?? [];
  const listed = listsUnfinished ? drafts : drafts.filter(({ draft }) => draft.completed);
  const items = listed.map(
    ({ draft, sending }): OutboxItem => ({
      audioKey: draft.payload.audioKey,
      recordedAt: draft.payload.createdDate,
      lengthMs: draft.lengthMs ?? null,
      department: findOrganisationItem(organisations, draft.payload.organisationItemId)?.name ?? null,
      completed: draft.completed,
      ...sending,
    }),
  );
  return <OutboxList items={items} onSendAgain={sendAgain} />;
}
