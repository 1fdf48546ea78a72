import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { bytesToPcm, pcmToBytes } from './pcm';

describe('bytesToPcm with Node Buffers', () => {
  it('reads only the bytes of a small pooled Buffer, not the pool around it', () => {
    // Buffer.from of a short array lands in Node's shared 8 KiB pool at a non-zero offset.
    Buffer.from([9, 9, 9]);
    const body = Buffer.from(pcmToBytes(Int16Array.from([1, -2, 300, -400])));
    expect(body.buffer.byteLength).toBeGreaterThan(body.byteLength);
    expect(Array.from(bytesToPcm(body))).toEqual([1, -2, 300, -400]);
  });
});
