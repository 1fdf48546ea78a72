import { createMemoryStorage, type Session } from '@dictation/core';
import { createEarlyReads } from '@dictation/core/react';
import { describe, expect, it, vi } from 'vitest';
import { startScreen } from './startScreen';

vi.mock('./startupLoads', () => ({ startScreenLoads: vi.fn() }));
vi.mock('./routePages', () => ({ preloadScreenCode: vi.fn() }));

function servicesWith(signedIn: boolean) {
  const getAccessToken = vi.fn(async () => 'token');
  const session = { isSignedIn: () => signedIn, getAccessToken } as unknown as Session;
  return {
    services: { api: {} as never, session, earlyReads: createEarlyReads(), storage: createMemoryStorage() },
    getAccessToken,
  };
}

describe('startScreen (issue 33)', () => {
  it('starts the token refresh at once, before the screen loads chunk has downloaded', () => {
    const { services, getAccessToken } = servicesWith(true);
    startScreen('/in-progress', services);
    // Synchronously: every read of the screen waits for this round trip.
    expect(getAccessToken).toHaveBeenCalledTimes(1);
  });

  it('hands the screen to its loads once their chunk is there', async () => {
    const { startScreenLoads } = await import('./startupLoads');
    const { services } = servicesWith(true);
    startScreen('/new-letter', services);
    await vi.waitFor(() => expect(startScreenLoads).toHaveBeenCalledWith('/new-letter', services));
  });

  it('asks for nothing signed out but the public pages: the login form needs no token', async () => {
    const { preloadScreenCode } = await import('./routePages');
    const { startScreenLoads } = await import('./startupLoads');
    vi.mocked(startScreenLoads).mockClear();
    const { services, getAccessToken } = servicesWith(false);
    startScreen('/in-progress', services);
    await vi.waitFor(() => expect(preloadScreenCode).toHaveBeenCalledWith('/in-progress', false));
    expect(getAccessToken).not.toHaveBeenCalled();
    expect(startScreenLoads).not.toHaveBeenCalled();
  });

  it("asks for the screen's code as soon as the route table has come, not after the start-up's loads", async () => {
    const { preloadScreenCode } = await import('./routePages');
    const { startScreenLoads } = await import('./startupLoads');
    const order: string[] = [];
    vi.mocked(preloadScreenCode).mockImplementationOnce(() => order.push('code'));
    vi.mocked(startScreenLoads).mockImplementationOnce(() => order.push('loads'));
    const { services } = servicesWith(true);
    startScreen('/in-progress/letter/7', services);
    await vi.waitFor(() => expect(order).toEqual(['code', 'loads']));
    expect(preloadScreenCode).toHaveBeenCalledWith('/in-progress/letter/7', true);
  });
});
