import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createSession } from '../session/session';
import { createAccountStorage } from '../storage/accountStorage';
import { createMemoryStorage } from '../storage/storageLike';
import { fakeFetch, json, type SeenRequest, text } from '../test/fakeFetch';
import { DictationProvider, useNotify, useOptionalDictation } from './DictationProvider';
import { useLabels, useLettersSearch, useUserProfile } from './reads';
import { keyMatches, useApiMutation } from './useApiMutation';

const profile = { id: 5, accountId: 1, roles: [{ name: 'Doctor', type: 200 }] };

function setup(reply: (request: SeenRequest) => Response) {
  const fake = fakeFetch(reply);
  const base = { baseUrl: '', clientId: 'c', fetch: fake.fetch };
  const session = createSession({ oauth: createApiClient(base).oauth, storage: createMemoryStorage() });
  const api = createApiClient({ ...base, session });
  const notify = vi.fn();
  const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 1 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DictationProvider api={api} session={session} storage={storage} notify={notify}>
      {children}
    </DictationProvider>
  );
  return { ...fake, wrapper, notify, session };
}

describe('React bindings', () => {
  it('reads through SWR keyed by API path', async () => {
    const { wrapper, requests } = setup(() => json(profile));
    const { result } = renderHook(() => useUserProfile(), { wrapper });
    await waitFor(() => expect(result.current.data).toMatchObject({ id: 5 }));
    expect(requests[0]?.url.pathname).toBe('/api/author/user-profiles/current');
  });

  it('makes no request until a parameter is known', async () => {
    const { wrapper, requests } = setup(() => json([{ id: 1, name: 'Urgent' }]));
    const { result, rerender } = renderHook(({ id }: { id: number | null }) => useLabels(id), {
      wrapper,
      initialProps: { id: null as number | null },
    });
    expect(requests).toHaveLength(0);
    rerender({ id: 3 });
    await waitFor(() => expect(result.current.data).toEqual([{ id: 1, name: 'Urgent' }]));
    expect(requests[0]?.url.pathname).toBe('/api/author/labels/3');
  });

  it('exposes ApiErrors from reads', async () => {
    const { wrapper } = setup(() => text('', 500, 'Internal Server Error'));
    const { result } = renderHook(() => useUserProfile(), { wrapper });
    await waitFor(() => expect(result.current.error?.kind).toBe('http'));
  });

  it('a mutation revalidates the keys it touches', async () => {
    let count = 1;
    const { wrapper, requests } = setup((request) =>
      request.method === 'DELETE'
        ? text('', 200)
        : json({ '@odata.count': count, value: [{ id: 1 }].slice(0, count) }),
    );
    const { result } = renderHook(
      () => ({
        list: useLettersSearch({ top: 50, skip: 0 }),
        remove: useApiMutation((api, id: number) => api.letters.delete(id), {
          revalidates: ['/api/author/odata/Letters'],
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.['@odata.count']).toBe(1));
    count = 0;
    await act(() => result.current.remove.trigger(1));
    await waitFor(() => expect(result.current.list.data?.['@odata.count']).toBe(0));
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it('a failed mutation keeps the ApiError', async () => {
    const { wrapper } = setup(() => text('', 404, 'Not Found'));
    const { result } = renderHook(() => useApiMutation((api, id: number) => api.letters.delete(id)), {
      wrapper,
    });
    await act(() => result.current.trigger(1).catch(() => undefined));
    expect(result.current.error?.message).toBe('Not Found');
    expect(result.current.isMutating).toBe(false);
  });

  it('useOptionalDictation gives the value inside a provider and undefined outside one', () => {
    const { wrapper, notify } = setup(() => json(profile));
    expect(renderHook(() => useOptionalDictation(), { wrapper }).result.current?.notify).toBe(notify);
    expect(renderHook(() => useOptionalDictation()).result.current).toBeUndefined();
  });

  it('gives the notify function to the tree', () => {
    const { wrapper, notify } = setup(() => json({}));
    const { result } = renderHook(() => useNotify(), { wrapper });
    expect(result.current).toBe(notify);
  });

  it('matches keys by path prefix only at a boundary', () => {
    expect(keyMatches('/api/author/labels/3', '/api/author/labels')).toBe(true);
    expect(keyMatches('/api/author/labels', '/api/author/labels')).toBe(true);
    expect(keyMatches('/api/author/labels-other', '/api/author/labels')).toBe(false);
    expect(keyMatches(['/api/x'], '/api/x')).toBe(false);
  });
});
