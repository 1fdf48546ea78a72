import { findOrganisationItem } from '@dictation/core';
import { useOrganisationItems } from '@dictation/core/react';
import { type OutboxItem, OutboxList } from './OutboxList';
import { useOutbox } from './useOutbox';

export interface OfflineOutboxProps {
  /** The signed-in account (its drafts and its recording journal). */
  accountId: number;
}

/**
 * The account's letters recorded with no network, and their way to the server (issue 35): sends
 * the completed ones (`useOutbox`) and lists them all until sent. Nothing shows when there are none.
 */
export function OfflineOutbox({ accountId }: OfflineOutboxProps) {
  const { drafts, sendAgain } = useOutbox(accountId);
  const organisations = useOrganisationItems().data ?? [];
  const items = drafts.map(
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
