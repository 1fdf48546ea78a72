import { ApiError, failureNotice, type OfflineDraft } from '@dictation/core';
import { describe, expect, it, vi } from 'vitest';
import type { DraftOutcome } from './sendDraft';
import { type DraftSending, sendRound } from './sendRound';

const draft = (audioKey: string, completed = true): OfflineDraft =>
  ({ payload: { audioKey }, completed }) as OfflineDraft;

const network = () => new ApiError({ kind: 'network' }, 'Internet connection lost', 'letters.create');
/** A create refused as the HTTP client makes it: the status text as message, the server's words as body. */
const refusal = (body = 'Unknown priority') =>
  new ApiError(
    { kind: 'http', status: 400, statusText: 'Bad Request', body },
    'Bad Request',
    'letters.create',
  );

/** Runs one round over `drafts` with `send`, and what it told. */
async function round(
  drafts: OfflineDraft[],
  send: (draft: OfflineDraft) => Promise<DraftOutcome>,
  skips = new Set<string>(),
) {
  const told: [string, DraftSending][] = [];
  const sent: string[] = [];
  const log = vi.fn();
  await sendRound({
    drafts: () => drafts,
    skips: (key) => skips.has(key),
    send,
    tell: (key, sending) => told.push([key, sending]),
    onSent: (done) => sent.push(done.payload.audioKey),
    log,
  });
  return { told, sent, log };
}

describe('sendRound (issue 35)', () => {
  it('sends the completed drafts one at a time, in the order recorded, leaving the one the recording page holds', async () => {
    const order: string[] = [];
    let inFlight = 0;
    const { sent, told } = await round(
      [draft('a'), draft('open', false), draft('b')],
      async ({ payload }) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        order.push(payload.audioKey);
        await Promise.resolve();
        inFlight -= 1;
        return { kind: 'sent', letterId: order.length };
      },
    );
    expect(order).toEqual(['a', 'b']);
    expect(sent).toEqual(['a', 'b']);
    expect(told).toEqual([
      ['a', { state: 'sending' }],
      ['a', { state: 'sent', letterId: 1 }],
      ['b', { state: 'sending' }],
      ['b', { state: 'sent', letterId: 2 }],
    ]);
  });

  it('a missing network ends the round: no later draft overtakes the one that could not go', async () => {
    const send = vi.fn(async () => Promise.reject(network()));
    const { sent, told, log } = await round([draft('a'), draft('b')], send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
    expect(told.at(-1)).toEqual(['a', { state: 'waiting' }]);
    expect(log).not.toHaveBeenCalled();
  });

  it("a refusal is kept with the server's words, logged, and the next draft goes on", async () => {
    const { sent, told, log } = await round([draft('a'), draft('b')], async ({ payload }) => {
      if (payload.audioKey === 'a') throw refusal();
      return { kind: 'sent', letterId: 9 };
    });
    expect(told).toContainEqual(['a', { state: 'refused', refusal: 'Unknown priority' }]);
    expect(sent).toEqual(['b']);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('a refusal the server gave no words for is told in the catalogue’s, not a bare status text', async () => {
    const { told } = await round([draft('a')], () => Promise.reject(refusal('')));
    const refused = told.find(([, sending]) => sending.state === 'refused')?.[1];
    expect(refused).toEqual({ state: 'refused', refusal: failureNotice(refusal('')).message });
    expect(refused).not.toEqual({ state: 'refused', refusal: 'Bad Request' });
  });

  it('skips a refused draft until sent again, and leaves one another window holds as waiting', async () => {
    const { sent, told } = await round(
      [draft('refused'), draft('elsewhere')],
      async () => ({ kind: 'elsewhere' }),
      new Set(['refused']),
    );
    expect(sent).toEqual([]);
    expect(told).toEqual([
      ['elsewhere', { state: 'sending' }],
      ['elsewhere', { state: 'waiting' }],
    ]);
  });
});
