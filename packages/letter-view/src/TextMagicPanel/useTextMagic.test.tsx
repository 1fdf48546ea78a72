import type { Spell, SpellApplyPayload, SpellResult } from '@dictation/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { runOfAnswer } from './textMagicRun';
import { type TextMagicPanelApi, useTextMagic } from './useTextMagic';

const summarise: Spell = { id: 1, title: 'Summarise', description: null };
const bullets: Spell = { id: 3, title: 'Bullet points', description: null };

describe('runOfAnswer (spec 001 section 8)', () => {
  it.each<[SpellResult['result'], string]>([
    ['A summary', 'done'],
    ['', 'notFound'],
    ['  \n ', 'notFound'],
    [null, 'notFound'],
    [undefined, 'notFound'],
  ])('%j -> %s', (result, kind) => {
    expect(runOfAnswer(summarise, { result }).kind).toBe(kind);
  });

  it('keeps the text as the spell gave it', () => {
    expect(runOfAnswer(summarise, { result: ' - one\n- two\n' })).toEqual({
      kind: 'done',
      spell: summarise,
      text: ' - one\n- two\n',
    });
  });
});

/** Apply answers when the test says, per call, so answers can arrive out of order. */
function deferredApi() {
  const pending: { payload: SpellApplyPayload; signal?: AbortSignal; answer: (result: string) => void }[] =
    [];
  const api: TextMagicPanelApi = {
    textMagic: {
      spells: vi.fn(async () => [summarise, bullets]),
      apply: vi.fn(
        (payload: SpellApplyPayload, options?: { signal?: AbortSignal }) =>
          new Promise<SpellResult>((resolve) => {
            pending.push({
              payload,
              signal: options?.signal,
              answer: (result) => resolve({ spellId: payload.spellId, result }),
            });
          }),
      ),
    },
  };
  return { api, pending };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('useTextMagic', () => {
  it("applies a spell to the letter's text as it is when the spell is chosen", async () => {
    const { api, pending } = deferredApi();
    let text = 'first';
    const { result } = renderHook(() => useTextMagic({ letterId: 4711, api, getLetterText: () => text }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.spells.kind).toBe('loaded'));
    text = 'Dear Colleague,\nSeen today.';
    act(() => result.current.apply(summarise));
    expect(result.current.run).toEqual({ kind: 'applying', spell: summarise });
    expect(pending[0]?.payload).toEqual({
      letterId: 4711,
      spellId: 1,
      textForProcess: 'Dear Colleague,\nSeen today.',
    });
    await act(async () => pending[0]?.answer('Seen today.'));
    expect(result.current.run).toEqual({ kind: 'done', spell: summarise, text: 'Seen today.' });
  });

  it('a spell chosen while another works wins, whatever order the answers come in', async () => {
    const { api, pending } = deferredApi();
    const { result } = renderHook(() => useTextMagic({ letterId: 4711, api, getLetterText: () => 'text' }), {
      wrapper,
    });
    act(() => result.current.apply(summarise));
    act(() => result.current.apply(bullets));
    expect(pending[0]?.signal?.aborted).toBe(true);
    await act(async () => pending[1]?.answer('- text'));
    await act(async () => pending[0]?.answer('late summary'));
    expect(result.current.run).toEqual({ kind: 'done', spell: bullets, text: '- text' });
  });

  it('Back to the menu drops the spell still working; leaving aborts it', async () => {
    const { api, pending } = deferredApi();
    const { result, unmount } = renderHook(
      () => useTextMagic({ letterId: 4711, api, getLetterText: () => 'text' }),
      { wrapper },
    );
    act(() => result.current.apply(summarise));
    act(() => result.current.reset());
    await act(async () => pending[0]?.answer('too late'));
    expect(result.current.run).toEqual({ kind: 'idle' });
    act(() => result.current.apply(bullets));
    unmount();
    expect(pending[1]?.signal?.aborted).toBe(true);
  });

  it('a failed spell is the error panel, and the reason goes to the log', async () => {
    const failure = new Error('Internal Server Error');
    const log = vi.fn();
    const api: TextMagicPanelApi = {
      textMagic: { spells: vi.fn(async () => []), apply: vi.fn(async () => Promise.reject(failure)) },
    };
    const { result } = renderHook(
      () => useTextMagic({ letterId: 4711, api, getLetterText: () => 'text', log }),
      { wrapper },
    );
    act(() => result.current.apply(summarise));
    await waitFor(() => expect(result.current.run).toEqual({ kind: 'failed', spell: summarise }));
    expect(log).toHaveBeenCalledWith(failure);
  });
});
