import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  codeBeforeFirstRender,
  LoginPage,
  pageOfKind,
  preloadScreenCode,
  publicPagesWaitMs,
  SignedInLayout,
} from './routePages';

/** Which chunks were asked for (the real ones are not downloaded here). */
function watchDownloads() {
  const downloads: string[] = [];
  const asked = (name: string) => async () => {
    downloads.push(name);
    return {};
  };
  vi.spyOn(LoginPage, 'preload').mockImplementation(asked('public pages'));
  vi.spyOn(SignedInLayout, 'preload').mockImplementation(asked('shell'));
  for (const [kind, page] of Object.entries(pageOfKind))
    vi.spyOn(page, 'preload').mockImplementation(asked(kind));
  return downloads;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('preloadScreenCode (issue 33)', () => {
  it("signed in: the shell and the page's chunk, not the public pages", () => {
    const downloads = watchDownloads();
    preloadScreenCode('/in-progress/letter/1046', true);
    expect(downloads).toEqual(['shell', 'letter']);
  });

  it("home: the shell only, the page being the profile's to decide", () => {
    const downloads = watchDownloads();
    preloadScreenCode('/', true);
    expect(downloads).toEqual(['shell']);
  });

  it('signed out, whatever the path, or on a public page: the public pages only', () => {
    const downloads = watchDownloads();
    preloadScreenCode('/in-progress', false);
    preloadScreenCode('/login', true);
    expect(downloads).toEqual(['public pages', 'public pages']);
  });
});

describe('codeBeforeFirstRender (issue 33)', () => {
  it('waits for the public pages when the start shows one: signed out anywhere, or a public path', async () => {
    const downloads = watchDownloads();
    await codeBeforeFirstRender('/in-progress', false);
    await codeBeforeFirstRender('/password/forgot', true);
    expect(downloads).toEqual(['public pages', 'public pages']);
  });

  it('waits for nothing on a signed-in screen, whose shell shows its loading', async () => {
    const downloads = watchDownloads();
    await codeBeforeFirstRender('/in-progress', true);
    expect(downloads).toEqual([]);
  });

  it('renders even when the public pages did not come (the route then says so)', async () => {
    vi.spyOn(LoginPage, 'preload').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(codeBeforeFirstRender('/login', false)).resolves.toBeUndefined();
  });

  it('renders when their download hangs, so the page says Loading rather than nothing', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(LoginPage, 'preload').mockReturnValue(new Promise(() => {}));
      let rendered = false;
      void codeBeforeFirstRender('/login', false).then(() => {
        rendered = true;
      });
      await vi.advanceTimersByTimeAsync(publicPagesWaitMs - 1);
      expect(rendered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(rendered).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
