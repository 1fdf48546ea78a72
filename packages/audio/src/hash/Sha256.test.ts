import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PcmTimeline } from '../timeline/PcmTimeline';
import { Sha256 } from './Sha256';
import { sha256Hex, timelineSha256 } from './sha256Hex';

const nodeSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('Sha256', () => {
  it('matches the FIPS 180-4 test vectors', async () => {
    const text = (s: string) => new TextEncoder().encode(s);
    const portable = (s: string) => new Sha256().update(text(s)).hexDigest();
    expect(portable('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(portable('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    // A megabyte: many blocks and a length field above one byte.
    expect(new Sha256().update(new Uint8Array(1 << 20)).hexDigest()).toBe(
      nodeSha256(new Uint8Array(1 << 20)),
    );
    expect(await sha256Hex([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex([text('abc')])).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await sha256Hex([text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')])).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches node:crypto on random data split into random chunks (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 1000 }),
        fc.array(fc.nat(200), { maxLength: 10 }),
        async (data, cuts) => {
          const chunks: Uint8Array[] = [];
          let at = 0;
          for (const cut of cuts) {
            chunks.push(data.subarray(at, Math.min(data.length, at + cut)));
            at = Math.min(data.length, at + cut);
          }
          chunks.push(data.subarray(at));
          expect(await sha256Hex(chunks)).toBe(nodeSha256(data));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('accepts async chunk sources', async () => {
    const data = new Uint8Array(randomBytes(5000));
    async function* source() {
      for (let at = 0; at < data.length; at += 777) yield data.subarray(at, at + 777);
    }
    expect(await sha256Hex(source())).toBe(nodeSha256(data));
  });

  it('hashes a timeline over its PCM bytes', async () => {
    const timeline = new PcmTimeline();
    timeline.append(Int16Array.from({ length: 100000 }, (_, i) => ((i * 7919) % 65536) - 32768));
    expect(await timelineSha256(timeline)).toBe(nodeSha256(timeline.toBytes()));
    expect(await timelineSha256(timeline, 'portable')).toBe(nodeSha256(timeline.toBytes()));
  });

  it('refuses updates after the digest', () => {
    const hash = new Sha256();
    hash.digest();
    expect(() => hash.update(new Uint8Array(1))).toThrow();
  });
});
