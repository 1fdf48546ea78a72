import type { LetterMetadata } from '@dictation/core';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openingAheadMaxAgeMs, openLetterAhead, takeOpeningAhead } from './openingAhead';
import { useLetterOpening } from './useLetterOpening';

const letter = { id: 7, letterStepType: 5000 } as unknown as LetterMetadata;

/** The calls the letter screen makes to open and lock, recorded with the holder they name. */
function fakeApi(answer: () => Promise<LetterMetadata> = async () => letter) {
  const calls: string[] = [];
  return {
    calls,
    api: {
      letters: {
        metadataWithLock: vi.fn(
          async (letterId: number, _stamp: number, options?: { lockHolderId?: string }) => {
            calls.push(`open ${letterId} ${options?.lockHolderId}`);
            return answer();
          },
        ),
      },
      locks: {
        elongate: vi.fn(async () => {}),
        unlock: vi.fn(async (letterId: number, options?: { lockHolderId?: string }) => {
          calls.push(`unlock ${letterId} ${options?.lockHolderId}`);
        }),
      },
    } as never as Parameters<typeof openLetterAhead>[0] & {
      letters: { metadataWithLock: ReturnType<typeof vi.fn> };
    },
  };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  // Nothing opened ahead by one test waits for the next.
  takeOpeningAhead(7);
  takeOpeningAhead(8);
  vi.useRealTimers();
});

describe('openLetterAhead (issue 33)', () => {
  it("opens the letter once, for a holder the screen takes over, and hands it to that letter's screen once", async () => {
    const { api, calls } = fakeApi();
    openLetterAhead(api, 7);
    expect(takeOpeningAhead(8)).toBeUndefined();
    const ahead = takeOpeningAhead(7);
    expect(ahead?.lockHolderId).toMatch(/^[0-9a-f]{32}$/);
    expect(calls).toEqual([`open 7 ${ahead?.lockHolderId}`]);
    await expect(ahead?.answer).resolves.toBe(letter);
    expect(takeOpeningAhead(7)).toBeUndefined();
  });

  it('releases the lock of an opening nobody took, so the letter is not left locked', async () => {
    const { api, calls } = fakeApi();
    openLetterAhead(api, 7);
    const [opened] = calls;
    await vi.advanceTimersByTimeAsync(openingAheadMaxAgeMs);
    expect(calls).toEqual([opened, opened?.replace('open', 'unlock')]);
    expect(takeOpeningAhead(7)).toBeUndefined();
  });

  it('never releases the lock of an opening a screen took', async () => {
    const { api, calls } = fakeApi();
    openLetterAhead(api, 7);
    takeOpeningAhead(7);
    await vi.advanceTimersByTimeAsync(openingAheadMaxAgeMs);
    expect(calls.filter((call) => call.startsWith('unlock'))).toEqual([]);
  });

  it('releases nothing the server refused to lock', async () => {
    const { api, calls } = fakeApi(async () => {
      throw new Error('This letter is autolocked by Dr Jones');
    });
    openLetterAhead(api, 7);
    await vi.advanceTimersByTimeAsync(openingAheadMaxAgeMs);
    expect(calls.filter((call) => call.startsWith('unlock'))).toEqual([]);
  });

  it('releases the first of two letters opened ahead, which no screen will take now', async () => {
    const { api, calls } = fakeApi();
    openLetterAhead(api, 7);
    openLetterAhead(api, 8);
    expect(calls[1]).toBe(calls[0]?.replace('open', 'unlock'));
    expect(takeOpeningAhead(7)).toBeUndefined();
    expect(takeOpeningAhead(8)).toBeDefined();
  });
});

describe('useLetterOpening with a letter opened ahead', () => {
  it('shows the answer asked for ahead without asking again, and asks again to try again', async () => {
    vi.useRealTimers();
    const { api } = fakeApi();
    openLetterAhead(api, 7);
    const ahead = takeOpeningAhead(7);
    const { result } = renderHook(() => useLetterOpening(api, 7, ahead?.lockHolderId ?? '', ahead));
    await waitFor(() => expect(result.current.opening).toEqual({ kind: 'open', letter }));
    expect(api.letters.metadataWithLock).toHaveBeenCalledTimes(1);
    result.current.retry();
    await waitFor(() => expect(api.letters.metadataWithLock).toHaveBeenCalledTimes(2));
  });

  it("asks for itself when what was opened ahead is another letter's", async () => {
    vi.useRealTimers();
    const { api, calls } = fakeApi();
    openLetterAhead(api, 8);
    const ahead = takeOpeningAhead(8);
    const { result } = renderHook(() => useLetterOpening(api, 7, 'own-holder', ahead));
    await waitFor(() => expect(result.current.opening.kind).toBe('open'));
    expect(calls).toContain('open 7 own-holder');
  });
});
