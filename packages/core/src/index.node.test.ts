import { describe, expect, it } from 'vitest';
import { createApiClient, letterMetadataSchema, userProfileSchema } from './index';

// The sandbox imports these in Node: the main entry must load and work without a DOM.
describe('main entry in Node', () => {
  it('loads and parses answers', async () => {
    expect(typeof window).toBe('undefined');
    expect(letterMetadataSchema.parse({ id: 1, extra: true })).toEqual({ id: 1, extra: true });
    expect(userProfileSchema.safeParse({ id: 1 }).success).toBe(false);
    const api = createApiClient({
      baseUrl: 'http://sandbox.local',
      clientId: 'dictation-portal',
      fetch: async () => new Response(JSON.stringify({ length: 4000 }), { status: 200 }),
    });
    await expect(
      api.audio.store({
        fileName: 'k',
        isLastPart: true,
        length: 4000,
        audioKey: 'k',
        part: new Uint8Array([1]),
      }),
    ).resolves.toEqual({ length: 4000 });
  });
});
