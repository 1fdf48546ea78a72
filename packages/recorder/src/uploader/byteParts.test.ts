import { describe, expect, it } from 'vitest';
import { byteParts } from './byteParts';

async function* chunksOf(...chunks: number[][]) {
  for (const chunk of chunks) yield Int16Array.from(chunk);
}
const collect = async (parts: AsyncIterable<Uint8Array>) => {
  const out: number[][] = [];
  for await (const part of parts) out.push(Array.from(part));
  return out;
};

describe('byteParts', () => {
  it('cuts little-endian bytes into equal parts across chunk boundaries, the last one shorter', async () => {
    expect(await collect(byteParts(chunksOf([1, 2], [3], [0x0102, 5]), 3))).toEqual([
      [1, 0, 2],
      [0, 3, 0],
      [2, 1, 5],
      [0],
    ]);
  });

  it('gives one empty part for no samples, and no empty part after a full one', async () => {
    expect(await collect(byteParts(chunksOf(), 4))).toEqual([[]]);
    expect(await collect(byteParts(chunksOf([1, 2]), 4))).toEqual([[1, 0, 2, 0]]);
  });
});
