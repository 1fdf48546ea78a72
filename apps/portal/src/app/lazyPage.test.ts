import { act, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

const Page = () => null;

describe('lazyPage preload', () => {
  it('downloads the chunk once however often it is preloaded', async () => {
    const load = vi.fn(async () => ({ Page }));
    const page = lazyPage(load, 'Page');
    expect(load).not.toHaveBeenCalled();
    await Promise.all([page.preload(), page.preload()]);
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Page });
    const page = lazyPage(load, 'Page');
    await expect(page.preload()).rejects.toThrow('Failed to fetch');
    await expect(page.preload()).resolves.toEqual({ Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** What the Suspense boundary showed, in order. */
const shown: string[] = [];
function Fallback() {
  shown.push('loading');
  return 'Loading';
}
const SignInPage = () => 'Sign in';
const ListPage = () => 'Letters in progress';

async function renderUnderSuspense(page: ReturnType<typeof lazyPage<{ Page: () => string }, 'Page'>>) {
  shown.length = 0;
  await act(async () => {
    render(createElement(Suspense, { fallback: createElement(Fallback) }, createElement(page)));
  });
  return [...shown];
}

describe('lazyPage render', () => {
  it('renders a page whose chunk has come without showing the fallback first', async () => {
    // React holds content that comes within 300 ms of its fallback back until then (issue 33).
    const page = lazyPage(async () => ({ Page: SignInPage }), 'Page');
    await page.preload();
    expect(await renderUnderSuspense(page)).toEqual([]);
    expect(screen.getByText('Sign in')).toBeTruthy();
  });

  it('shows the fallback while a chunk downloads, then the page', async () => {
    let arrive = (_module: { Page: () => string }) => {};
    const page = lazyPage(() => new Promise<{ Page: () => string }>((resolve) => (arrive = resolve)), 'Page');
    expect(await renderUnderSuspense(page)).toEqual(['loading']);
    await act(async () => arrive({ Page: ListPage }));
    expect(await screen.findByText('Letters in progress')).toBeTruthy();
  });
});
