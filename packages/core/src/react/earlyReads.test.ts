import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import useSWR, { type Cache, SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { createEarlyReads, earlyReadMaxAgeMs } from './earlyReads';

describe('createEarlyReads', () => {
  it('reads a key once while it waits, and hands the answer over once', async () => {
    const reads = createEarlyReads();
    const read = vi.fn(async () => 'profile');
    void reads.start('/api/profile', read);
    void reads.start('/api/profile', read);
    expect(read).toHaveBeenCalledTimes(1);
    await expect(reads.take('/api/profile')).resolves.toBe('profile');
    expect(reads.take('/api/profile')).toBeUndefined();
  });

  it('hands an answer over only once what it waits for has settled, and to the start-up at once', async () => {
    const reads = createEarlyReads();
    let othersIn = () => {};
    const others = new Promise<void>((resolve) => {
      othersIn = resolve;
    });
    const started = reads.start('/api/profile', async () => 'profile', others);
    await expect(started).resolves.toBe('profile');
    const handed = vi.fn();
    reads.take('/api/profile')?.then(handed);
    await Promise.resolve();
    await Promise.resolve();
    expect(handed).not.toHaveBeenCalled();
    othersIn();
    await vi.waitFor(() => expect(handed).toHaveBeenCalledWith('profile'));
  });

  it('does not hand over an answer older than its limit, nor any after the session ended', async () => {
    let now = 0;
    const reads = createEarlyReads({ now: () => now });
    void reads.start('/api/old', async () => 'old');
    now = earlyReadMaxAgeMs + 1;
    expect(reads.take('/api/old')).toBeUndefined();
    void reads.start('/api/profile', async () => 'the last user');
    reads.clear();
    expect(reads.take('/api/profile')).toBeUndefined();
  });

  it('gives the SWR hook of the same key the early answer instead of its own request', async () => {
    const reads = createEarlyReads();
    void reads.start('/api/labels', async () => ['early']);
    const fetcher = vi.fn(async () => ['fetched']);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(SWRConfig, { value: { use: [reads.middleware], provider: () => new Map() } }, children);
    const first = renderHook(() => useSWR('/api/labels', fetcher), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual(['early']));
    expect(fetcher).not.toHaveBeenCalled();
    // A key nobody read ahead is fetched as usual.
    const other = renderHook(() => useSWR('/api/priorities', fetcher), { wrapper });
    await waitFor(() => expect(other.result.current.data).toEqual(['fetched']));
  });

  it('does not ask again for what a hook of the screen already asked for itself', async () => {
    const reads = createEarlyReads();
    const fetcher = vi.fn(async () => 'profile');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(SWRConfig, { value: { use: [reads.middleware], provider: () => new Map() } }, children);
    // The shell rendered before the sign-in started the next screen's reads.
    const hook = renderHook(() => useSWR('/api/profile', fetcher), { wrapper });
    await waitFor(() => expect(hook.result.current.data).toBe('profile'));
    const read = vi.fn(async () => 'profile again');
    await expect(reads.start('/api/profile', read)).resolves.toBe('profile');
    expect(read).not.toHaveBeenCalled();
    // Nothing waits to be handed to a later read, which asks the server as it would have.
    expect(reads.take('/api/profile')).toBeUndefined();
  });

  it('does not ask again for what a hook already took from it', async () => {
    const reads = createEarlyReads();
    void reads.start('/api/search', async () => 'rows');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(SWRConfig, { value: { use: [reads.middleware], provider: () => new Map() } }, children);
    const hook = renderHook(() => useSWR('/api/search', async () => 'rows fetched'), { wrapper });
    await waitFor(() => expect(hook.result.current.data).toBe('rows'));
    // The start-up builds the same search again once its lookups are in.
    const again = vi.fn(async () => 'rows again');
    await expect(reads.start('/api/search', again)).resolves.toBe('rows');
    expect(again).not.toHaveBeenCalled();
  });

  it('with eachCache, hands the answer to the first hook of each cache (each element of a host page), once', async () => {
    const reads = createEarlyReads({ eachCache: true });
    const read = vi.fn(async () => ['early']);
    void reads.start('/api/settings', read);
    const fetcher = vi.fn(async () => ['fetched']);
    // Two elements, each with a cache of its own, as DictationProvider gives them. The data is
    // read in the render: SWR renders again only for what a render read.
    const elementWith = (cache: Cache) => () =>
      renderHook(() => useSWR('/api/settings', fetcher).data, {
        wrapper: ({ children }: { children: ReactNode }) =>
          createElement(SWRConfig, { value: { use: [reads.middleware], provider: () => cache } }, children),
      });
    const firstCache: Cache = new Map();
    const first = elementWith(firstCache)();
    const second = elementWith(new Map() as Cache)();
    await waitFor(() => expect(first.result.current).toEqual(['early']));
    await waitFor(() => expect(second.result.current).toEqual(['early']));
    expect(read).toHaveBeenCalledTimes(1);
    expect(fetcher).not.toHaveBeenCalled();
    // The same cache asking again (its key revalidated, or emptied at a logout) asks the server.
    first.unmount();
    (firstCache as Map<string, unknown>).clear();
    const again = elementWith(firstCache)();
    await waitFor(() => expect(again.result.current).toEqual(['fetched']));
  });
});
