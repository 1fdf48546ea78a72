import { describe, expect, it, vi } from 'vitest';
import { createPortalServices } from './services';

/** Every call answers 409, as a server does for a letter that moved on. */
const conflictingServer = () =>
  createPortalServices({
    fetch: async () => new Response('The letter changed', { status: 409, statusText: 'Conflict' }),
  });

describe('the portal on a 409 (spec 001 section 8: back to the list)', () => {
  it('tells the router of a letter call answered 409', async () => {
    const services = conflictingServer();
    const listener = vi.fn();
    services.conflicts.subscribe(listener);
    await expect(services.api.letters.hold(12)).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('leaves a document save answered 409 to the letter screen, which merges or asks', async () => {
    const services = conflictingServer();
    const listener = vi.fn();
    services.conflicts.subscribe(listener);
    await expect(
      services.api.documents.patch(31, {
        documentVersion: 1,
        patchContent: '[]',
        patchNumber: 2,
        contentHash: 'x',
      }),
    ).rejects.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });
});
