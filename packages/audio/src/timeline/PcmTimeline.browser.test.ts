import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timelineSha256 } from '../hash/sha256Hex';
import { PcmTimeline } from './PcmTimeline';
import { applyToModel, applyToTimeline, editArbitrary } from './timelineEdits.fixture';

async function webCryptoHex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('PcmTimeline in Chromium', () => {
  it('matches a naive array model byte for byte and Web Crypto hash for hash (property)', async () => {
    await fc.assert(
      fc.asyncProperty(editArbitrary, async (edits) => {
        const timeline = new PcmTimeline();
        const model = applyToModel(edits);
        applyToTimeline(timeline, edits);
        const modelBytes = new Uint8Array(model.buffer);
        expect(Array.from(timeline.toBytes())).toEqual(Array.from(modelBytes));
        expect(await timelineSha256(timeline)).toBe(await webCryptoHex(modelBytes));
      }),
      { numRuns: 200 },
    );
  });
});
