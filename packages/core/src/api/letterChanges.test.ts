import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, text } from '../test/fakeFetch';
import { createApiClient } from './createApiClient';

const letter = { id: 1046 } as never;

function clientAnswering(reply: Parameters<typeof fakeFetch>[0]) {
  const api = createApiClient({ baseUrl: 'http://test.local', clientId: 'c', fetch: fakeFetch(reply).fetch });
  const heard = vi.fn();
  api.letterChanges.subscribe(heard);
  return { api, heard };
}

describe("the client's letter changes (lists of one page stay in step)", () => {
  it('are told once a write that moves or changes a letter is answered', async () => {
    const { api, heard } = clientAnswering(() => json({}));
    await api.letters.complete(letter);
    await api.letters.delete(1046);
    await api.letters.updatePriority({ letterId: 1046, priorityId: 2 } as never);
    await api.locks.lock(1046);
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it('are not told for reads, audio and document saves, nor for a refused write', async () => {
    const { api, heard } = clientAnswering((request) =>
      request.method === 'DELETE'
        ? text('Forbidden', 403, 'Forbidden')
        : json({ value: [], '@odata.count': 0 }),
    );
    await api.letters.search({ top: 10, skip: 0, count: true } as never).catch(() => undefined);
    await api.lookups.allMyPriorities().catch(() => undefined);
    await api.letters.delete(1046).catch(() => undefined);
    expect(heard).not.toHaveBeenCalled();
  });

  it('can be announced by a host, and a listener that stopped hears nothing', () => {
    const { api, heard } = clientAnswering(() => json({}));
    const other = vi.fn();
    const stop = api.letterChanges.subscribe(other);
    api.letterChanges.announce();
    stop();
    api.letterChanges.announce();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);
  });
});
