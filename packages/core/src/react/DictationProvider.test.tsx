import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/createApiClient';
import { ApiError } from '../errors';
import { createLogger } from '../logger/logger';
import { messages } from '../messages';
import { failureNotice } from '../notify';
import type { Session } from '../session/session';
import { createAccountStorage } from '../storage/accountStorage';
import { createMemoryStorage } from '../storage/storageLike';
import { DictationProvider, useDictation } from './DictationProvider';
import { createEarlyReads } from './earlyReads';

/** docs/architecture.md, "Failures reach support": where a failure becomes a notice, it is logged. */
function provider(withLogger: boolean) {
  const post = vi.fn(async () => undefined);
  const logger = createLogger({ post, batchDelayMs: 100, pageEvents: new EventTarget() });
  const shown = vi.fn();
  const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 1 });
  const session = { subscribe: () => () => {} } as unknown as Session;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DictationProvider
      api={{} as ApiClient}
      session={session}
      storage={storage}
      notify={shown}
      {...(withLogger ? { logger } : {})}
    >
      {children}
    </DictationProvider>
  );
  const { result } = renderHook(() => useDictation(), { wrapper });
  const logged = () =>
    post.mock.calls.flatMap((call: unknown[]) =>
      (call[0] as { content: string }).content.split('\n').map((line) => JSON.parse(line)),
    );
  return { context: result.current, shown, post, logged };
}

const refusedSave = new ApiError(
  { kind: 'http', status: 400, statusText: 'Bad Request', body: 'Notes of Ada Lovelace-Smith changed' },
  'Bad Request',
  'letters.updateNotes',
);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DictationProvider with a logger', () => {
  it('shows every notice and logs each error and warning notice once, the warning marked as one', async () => {
    const { context, shown, post, logged } = provider(true);
    context.notify({ ...failureNotice(refusedSave), key: 'letter-notes' });
    context.notify({ kind: 'warning', message: messages.jobLocked, durationMs: 10_000 });
    context.notify({ kind: 'success', message: messages.success, durationMs: 4000 });
    context.notify({ kind: 'info', message: messages.success, durationMs: 4000 });
    await vi.runAllTimersAsync();
    expect(shown).toHaveBeenCalledTimes(4);
    expect(post).toHaveBeenCalledTimes(1);
    expect(logged()).toEqual([
      {
        kind: 'http',
        status: 400,
        endpoint: 'PUT author/letters/update-notes',
        message: messages.requestFailed,
        action: 'letter-notes',
      },
      { kind: 'notice', message: messages.jobLocked, level: 'warning' },
    ]);
  });

  it('logFailure logs a failure shown other than as a notice', async () => {
    const { context, shown, logged } = provider(true);
    context.logFailure(new ApiError({ kind: 'network' }, 'Failed to fetch', 'audio.store'));
    await vi.runAllTimersAsync();
    expect(shown).not.toHaveBeenCalled();
    expect(logged()).toEqual([
      { kind: 'network', endpoint: 'POST author/audio-records/store-with-length', message: 'Failed to …' },
    ]);
  });

  it('without a logger, notices are only shown and logFailure does nothing', async () => {
    const { context, shown, post } = provider(false);
    context.notify(failureNotice(refusedSave));
    context.logFailure(refusedSave);
    await vi.runAllTimersAsync();
    expect(shown).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });
});

describe('DictationProvider and the answers shown until read (issue 33)', () => {
  const profileKey = 'author/user-profiles/current';
  afterEach(() => vi.unstubAllGlobals());

  function withEarlyReads() {
    const earlyReads = createEarlyReads();
    const session = { subscribe: () => () => {} } as unknown as Session;
    const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 1 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DictationProvider
        api={{} as ApiClient}
        session={session}
        storage={storage}
        notify={() => {}}
        earlyReads={earlyReads}
      >
        {children}
      </DictationProvider>
    );
    return { earlyReads, wrapper };
  }

  it("shows a kept copy until the hook's own answer comes, to a hook mounted before it too", async () => {
    vi.useRealTimers();
    const { earlyReads, wrapper } = withEarlyReads();
    let answer: (profile: string) => void = () => {};
    const read = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    );
    const { result } = renderHook(() => useSWR(profileKey, read).data, { wrapper });
    expect(result.current).toBeUndefined();
    act(() => earlyReads.showUntilRead(new Map([[profileKey, 'kept profile']])));
    expect(result.current).toBe('kept profile');
    await act(async () => answer('profile'));
    expect(result.current).toBe('profile');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('renders nothing again when the answer equals the copy it mounted with', async () => {
    vi.useRealTimers();
    // SWR asks for its own answer a frame after a mount with data to show.
    vi.stubGlobal('requestAnimationFrame', (frame: () => void) => setTimeout(frame, 0));
    const { earlyReads, wrapper } = withEarlyReads();
    earlyReads.showUntilRead(new Map([[profileKey, { name: 'Ada' }]]));
    let answer: (profile: { name: string }) => void = () => {};
    const read = vi.fn(
      () =>
        new Promise<{ name: string }>((resolve) => {
          answer = resolve;
        }),
    );
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useSWR(profileKey, read).data;
      },
      { wrapper },
    );
    expect(result.current).toEqual({ name: 'Ada' });
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    const rendersWithCopy = renders;
    await act(async () => answer({ name: 'Ada' }));
    expect(renders).toBe(rendersWithCopy);
  });

  it('shows nothing kept once the session ended', () => {
    const { earlyReads, wrapper } = withEarlyReads();
    earlyReads.showUntilRead(new Map([[profileKey, 'kept profile']]));
    earlyReads.clear();
    const { result } = renderHook(() => useSWR(profileKey, () => new Promise<string>(() => {})).data, {
      wrapper,
    });
    expect(result.current).toBeUndefined();
  });
});
