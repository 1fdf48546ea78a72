import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyContent } from './ShownOnce';

// Issue 33: ShownOnce downloads an element's content before rendering it, so that the content
// renders at once rather than suspending (React then held it back behind "Loading" for 300 ms).

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyContent', () => {
  it('renders at once, without suspending, once its module is in', async () => {
    const Content = lazyContent(async () => Greeting);
    await Content.load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Content name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('suspends until its module is in when rendered before, and downloads it once', async () => {
    const load = vi.fn(async () => Greeting);
    const Content = lazyContent(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Content name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    await act(() => Content.load());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    const Content = lazyContent(load);
    await expect(Content.load()).rejects.toThrow('Failed to fetch');
    await expect(Content.load()).resolves.toBe(Greeting);
  });
});
