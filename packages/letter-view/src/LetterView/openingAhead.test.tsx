import type { LetterMetadata } from '@dictation/core';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryEditJournal } from '../documentSaver/editJournal';
import {
  forgetLetterOpenedAhead,
  openingAheadMaxAgeMs,
  openLetterAhead,
  takeOpeningAhead,
} from './openingAhead';
import { useLetterDocument } from './useLetterDocument';
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
      documents: {
        get: vi.fn(async (letterId: number) => {
          calls.push(`read ${letterId}`);
          return { documentVersion: 3, editableContent: `<p>Letter ${letterId}</p>`, newPatchNumber: 1 };
        }),
        patch: vi.fn(),
      },
      locks: {
        elongate: vi.fn(async () => {}),
        unlock: vi.fn(async (letterId: number, options?: { lockHolderId?: string }) => {
          calls.push(`unlock ${letterId} ${options?.lockHolderId}`);
        }),
      },
    } as never as Parameters<typeof openLetterAhead>[0] & {
      letters: { metadataWithLock: ReturnType<typeof vi.fn> };
      documents: { get: ReturnType<typeof vi.fn>; patch: ReturnType<typeof vi.fn> };
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
    // Its text is read alongside, not once the editor has come.
    expect(calls).toEqual([`open 7 ${ahead?.lockHolderId}`, 'read 7']);
    await expect(ahead?.answer).resolves.toBe(letter);
    expect(takeOpeningAhead(7)).toBeUndefined();
  });

  it('releases the lock of an opening nobody took, so the letter is not left locked', async () => {
    const { api, calls } = fakeApi();
    openLetterAhead(api, 7);
    const [opened] = calls;
    await vi.advanceTimersByTimeAsync(openingAheadMaxAgeMs);
    expect(calls).toEqual([opened, 'read 7', opened?.replace('open', 'unlock')]);
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

  it('forgets an opening at a sign-out without releasing it: the token is gone, the lock lapses', async () => {
    const { api, calls } = fakeApi();
    openLetterAhead(api, 7);
    forgetLetterOpenedAhead();
    expect(takeOpeningAhead(7)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(openingAheadMaxAgeMs);
    expect(calls.filter((call) => call.startsWith('unlock'))).toEqual([]);
  });

  it('releases the first of two letters opened ahead, which no screen will take now', async () => {
    const { api, calls } = fakeApi();
    openLetterAhead(api, 7);
    openLetterAhead(api, 8);
    expect(calls[2]).toBe(calls[0]?.replace('open', 'unlock'));
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

describe('useLetterDocument with a letter opened ahead', () => {
  const documentOf = (
    api: ReturnType<typeof fakeApi>['api'],
    ahead: ReturnType<typeof takeOpeningAhead>,
    journal = createMemoryEditJournal(),
  ) =>
    renderHook(
      ({ letterId }) =>
        useLetterDocument({
          api,
          letterId,
          documentId: 70,
          loads: true,
          ahead,
          journal,
          editor: { current: null },
        }),
      { initialProps: { letterId: 7 } },
    );

  it('shows the text read ahead without reading it again, and reads the next letter itself', async () => {
    vi.useRealTimers();
    const { api } = fakeApi();
    openLetterAhead(api, 7);
    const { result, rerender } = documentOf(api, takeOpeningAhead(7));
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ kind: 'ready', initialHtml: '<p>Letter 7</p>' }),
    );
    expect(api.documents.get).toHaveBeenCalledTimes(1);
    rerender({ letterId: 8 });
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ kind: 'ready', initialHtml: '<p>Letter 8</p>' }),
    );
    expect(api.documents.get).toHaveBeenCalledTimes(2);
  });

  it("reads for itself when what was read ahead is another letter's", async () => {
    vi.useRealTimers();
    const { api, calls } = fakeApi();
    openLetterAhead(api, 8);
    const { result } = documentOf(api, takeOpeningAhead(8));
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ kind: 'ready', initialHtml: '<p>Letter 7</p>' }),
    );
    expect(calls).toEqual([expect.stringMatching(/^open 8 /), 'read 8', 'read 7']);
  });
});
