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
