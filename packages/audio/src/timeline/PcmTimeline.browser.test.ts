import fc from 'fast-check';
import { describe, it } from 'vitest';
import { editArbitrary, expectTimelineMatchesModel } from './timelineEdits.fixture';

async function webCryptoHex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// In Chromium the timeline hash runs the portable TypeScript SHA-256 (no node:crypto there).
describe('PcmTimeline in Chromium', () => {
  it('matches a naive array model byte for byte and Web Crypto hash for hash (property)', async () => {
    await fc.assert(
      fc.asyncProperty(editArbitrary, (edits) => expectTimelineMatchesModel(edits, webCryptoHex)),
      { numRuns: 200 },
    );
  });
});
