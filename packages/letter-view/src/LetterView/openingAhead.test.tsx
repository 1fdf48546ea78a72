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
import { type TextAheadOf, textAhead } from './textAhead';
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

describe('the text read ahead (textAhead)', () => {
  const parts = {
    document: { documentVersion: 3, editableContent: '<p>Letter 7</p>', newPatchNumber: 1 },
    kept: undefined,
  };

  it('gives the text only to a screen on the database it read, once it is in', async () => {
    vi.useRealTimers();
    const ahead = textAhead(Promise.resolve({ databaseName: 'edits-5', ...parts }));
    expect(ahead.of('edits-5').now).toBeUndefined();
    await expect(ahead.of('edits-5').when).resolves.toEqual(parts);
    expect(ahead.of('edits-5').now).toEqual(parts);
    // Another account's screen (another database) reads the text itself.
    expect(ahead.of('edits-6').now).toBeUndefined();
    await expect(ahead.of('edits-6').when).resolves.toBeUndefined();
  });

  it('gives nothing when the text could not be read: the screen reads it and says what failed', async () => {
    vi.useRealTimers();
    const ahead = textAhead(Promise.reject(new Error('offline')));
    await expect(ahead.of('edits-5').when).resolves.toBeUndefined();
    expect(ahead.of('edits-5').now).toBeUndefined();
  });
});

describe('useLetterDocument with the text read ahead', () => {
  const document = { documentVersion: 3, editableContent: '<p>Letter 7</p>', newPatchNumber: 1 };
  const mine = '<p>Letter 7, as typed before the reload</p>';
  const kept = {
    letterId: 7,
    documentId: 70,
    baseVersion: 3,
    baseHtml: '<p>Letter 7</p>',
    html: mine,
    patchNumber: 2,
    updatedAt: 1,
  };
  const withKeptEdits = { document, kept };

  /**
   * The screen's document with `textAhead` and `journal`, held as the screen holds them (one of
   * each for its life); every state it rendered, in order.
   */
  function openWith(
    textAhead: TextAheadOf,
    journal = createMemoryEditJournal(),
    { reactStrictMode = false } = {},
  ) {
    vi.useRealTimers();
    const { api } = fakeApi();
    openLetterAhead(api, 7);
    const ahead = takeOpeningAhead(7);
    const rendered: string[] = [];
    const onRestored = vi.fn();
    const read = vi.spyOn(journal, 'read');
    const remove = vi.spyOn(journal, 'remove');
    const { result, rerender } = renderHook(
      ({ letterId }) => {
        const opened = useLetterDocument({
          api,
          letterId,
          documentId: 70,
          loads: true,
          ahead,
          textAhead,
          journal,
          editor: { current: null },
          onRestored,
        });
        rendered.push(opened.state.kind === 'ready' ? opened.state.initialHtml : opened.state.kind);
        return opened;
      },
      { initialProps: { letterId: 7 }, reactStrictMode },
    );
    return { result, rerender, rendered, onRestored, read, remove, api };
  }

  it('shows it in its first render, with the kept edits put back, and says once that they were', async () => {
    const { result, rendered, onRestored, read } = openWith({
      now: withKeptEdits,
      when: Promise.resolve(withKeptEdits),
    });
    expect(rendered[0]).toBe(mine);
    expect(rendered).not.toContain('loading');
    await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    // The letter's id names the document its edits were kept under (the answer names none).
    expect(result.current.state).toMatchObject({
      kind: 'ready',
      saved: { documentId: 70, version: 3 },
      initialHtml: mine,
    });
    // The journal was read ahead: not again.
    expect(read).not.toHaveBeenCalled();
  });

  it('waits for it when it is not in yet, rather than reading the journal again', async () => {
    const { result, rendered, onRestored, read } = openWith({
      now: undefined,
      when: Promise.resolve(withKeptEdits),
    });
    await waitFor(() => expect(result.current.state).toMatchObject({ kind: 'ready', initialHtml: mine }));
    expect(rendered[0]).toBe('loading');
    expect(onRestored).toHaveBeenCalledTimes(1);
    expect(read).not.toHaveBeenCalled();
  });

  it('forgets a kept entry the server already has, as a screen that read it itself does', async () => {
    const already = { document: { ...document, editableContent: mine }, kept };
    const { result, remove, onRestored } = openWith({ now: already, when: Promise.resolve(already) });
    expect(result.current.state).toMatchObject({ kind: 'ready', initialHtml: mine });
    await waitFor(() => expect(remove).toHaveBeenCalledWith(7));
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('opens the text itself when the one ahead could not be read, with the edits its journal kept', async () => {
    const journal = createMemoryEditJournal();
    await journal.write(kept);
    const { result, onRestored, read } = openWith(
      { now: undefined, when: Promise.resolve(undefined) },
      journal,
    );
    await waitFor(() => expect(result.current.state).toMatchObject({ kind: 'ready', initialHtml: mine }));
    expect(read).toHaveBeenCalledWith(7);
    expect(onRestored).toHaveBeenCalledTimes(1);
  });
  it("in React's strict mode, says once that the kept edits were put back and does not read the text again", async () => {
    const { rendered, onRestored, api } = openWith(
      { now: withKeptEdits, when: Promise.resolve(withKeptEdits) },
      createMemoryEditJournal(),
      { reactStrictMode: true },
    );
    await waitFor(() => expect(onRestored).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onRestored).toHaveBeenCalledTimes(1);
    expect(rendered).not.toContain('loading');
    // The document read with the opening was the only read of it.
    expect(api.documents.get).toHaveBeenCalledTimes(1);
  });

  it('reads the next letter itself', async () => {
    const { result, rerender } = openWith({ now: withKeptEdits, when: Promise.resolve(withKeptEdits) });
    expect(result.current.state).toMatchObject({ kind: 'ready', initialHtml: mine });
    rerender({ letterId: 8 });
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ kind: 'ready', initialHtml: '<p>Letter 8</p>' }),
    );
  });
});
