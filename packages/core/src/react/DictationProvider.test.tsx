import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
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
