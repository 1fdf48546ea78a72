import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createSession } from '../session/session';
import { createAccountStorage } from '../storage/accountStorage';
import { createMemoryStorage } from '../storage/storageLike';
import { fakeFetch, json, text } from '../test/fakeFetch';
import { AccountStorageProvider } from './AccountStorageProvider';
import { DictationProvider, useAccountStorage } from './DictationProvider';

/** Writes a page size through the storage the tree below sees. */
function SavesPageSize() {
  useAccountStorage().set('pageSize', 100);
  return <p>saved</p>;
}

function renderWithProfile(answer: () => Response) {
  const fake = fakeFetch(answer);
  const base = { baseUrl: '', clientId: 'c', fetch: fake.fetch };
  const session = createSession({ oauth: createApiClient(base).oauth, storage: createMemoryStorage() });
  const api = createApiClient({ ...base, session });
  const backend = createMemoryStorage();
  const shared = createAccountStorage({ backend, accountId: null });
  render(
    <DictationProvider api={api} session={session} storage={shared} notify={vi.fn()}>
      <AccountStorageProvider backend={backend} fallback={<p>loading</p>}>
        <SavesPageSize />
      </AccountStorageProvider>
    </DictationProvider>,
  );
  return { backend, shared };
}

describe('AccountStorageProvider', () => {
  it("keeps the tree's values under the signed-in account, not the shared keys", async () => {
    const { backend, shared } = renderWithProfile(() => json({ id: 5, accountId: 42, roles: [] }));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await screen.findByText('saved');
    expect(createAccountStorage({ backend, accountId: 42 }).get('pageSize')).toBe(100);
    expect(shared.get('pageSize')).not.toBe(100);
  });

  it('keeps the shared storage when the profile cannot be read', async () => {
    const { shared } = renderWithProfile(() => text('', 500, 'Internal Server Error'));
    await screen.findByText('saved');
    await waitFor(() => expect(shared.get('pageSize')).toBe(100));
  });
});
