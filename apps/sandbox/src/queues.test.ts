import { describe, expect, it } from 'vitest';
import { BoundedQueue } from './queues';

describe('BoundedQueue', () => {
  it('drops a caller that gives up while waiting: its place goes to the next, and it is never handed a turn', async () => {
    const queue = new BoundedQueue(1, 2);
    const releaseFirst = await queue.acquire();
    const givesUp = new AbortController();
    const gone = queue.acquire(givesUp.signal);
    const next = queue.acquire();
    expect(queue.size).toBe(3);

    givesUp.abort(new Error('closed'));
    await expect(gone).rejects.toThrow('closed');
    expect(queue.size).toBe(2);

    releaseFirst();
    const releaseNext = await next;
    expect(queue.size).toBe(1);
    releaseNext();
    expect(queue.size).toBe(0);
  });

  it('refuses a caller that has already given up', async () => {
    const queue = new BoundedQueue(1, 1);
    const givenUp = AbortSignal.abort(new Error('closed'));
    await expect(queue.acquire(givenUp)).rejects.toThrow('closed');
    expect(queue.size).toBe(0);
  });
});
