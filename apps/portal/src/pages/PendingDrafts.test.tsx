import { createAccountStorage, createMemoryStorage, type OfflineDraft } from '@dictation/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingDrafts } from './PendingDrafts';

const account = vi.hoisted(() => ({ storage: undefined as unknown }));
vi.mock('@dictation/core/react', () => ({
  useAccountStorage: () => account.storage,
  useUserProfile: () => ({ data: { accountId: 3 } }),
}));
vi.mock('../newLetter/NewLetterPage', () => ({
  OfflineOutbox: ({ accountId }: { accountId: number }) => <p>Outbox of account {accountId}</p>,
}));

/** A completed draft as the recording page keeps it (the create payload of spec 000 section 4). */
const author = 4;
const recorded = '2026-11-28T09:41:00.000Z';
const draft: OfflineDraft = {
  payload: {
    authorId: author,
    letterStepType: 0,
    recipients: [],
    createdDate: recorded,
    audioKey: 'k1',
    audio: {
      authorId: author,
      audioSegment: {
        length: 0,
        startPosition: 0,
        audioRecord: {
          created: recorded,
          key: 'k1',
          audioFormat: 1 as const,
          length: 0,
          authorId: author,
          creatorId: author,
        },
      },
    },
    isDeleted: false,
    letterStatus: 0,
    organisationItemId: 12,
  },
  completed: true,
  lengthMs: 5000,
};

afterEach(cleanup);

describe('PendingDrafts (In Progress)', () => {
  it('shows nothing for an account without drafts, and the outbox once another tab keeps one', async () => {
    const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 3 });
    account.storage = storage;
    render(<PendingDrafts />);
    expect(screen.queryByText(/Outbox/)).toBeNull();

    // Another tab records with no network: its localStorage write reaches this one as `storage`.
    storage.set('offlineDrafts', [draft]);
    act(() => {
      globalThis.dispatchEvent(new StorageEvent('storage'));
    });
    expect(await screen.findByText('Outbox of account 3')).toBeInTheDocument();
  });

  it('shows the outbox at once for an account with drafts', async () => {
    const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 3 });
    storage.set('offlineDrafts', [draft]);
    account.storage = storage;
    render(<PendingDrafts />);
    expect(await screen.findByText('Outbox of account 3')).toBeInTheDocument();
  });
});
