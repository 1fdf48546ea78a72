import { pcmToBytes } from '@dictation/audio';

/**
 * The little-endian bytes of `chunks` cut into parts of `partBytes` (the last one shorter; one
 * empty part when there are no samples), holding one part at a time: the full re-send of a
 * 30-minute recording never builds the whole file.
 */
export async function* byteParts(
  chunks: AsyncIterable<Int16Array>,
  partBytes: number,
): AsyncGenerator<Uint8Array> {
  let part = new Uint8Array(partBytes);
  let filled = 0;
  let yielded = false;
  for await (const chunk of chunks) {
    const bytes = pcmToBytes(chunk);
    for (let at = 0; at < bytes.byteLength; ) {
      const count = Math.min(partBytes - filled, bytes.byteLength - at);
      part.set(bytes.subarray(at, at + count), filled);
      filled += count;
      at += count;
      if (filled === partBytes) {
        yield part;
        yielded = true;
        part = new Uint8Array(partBytes);
        filled = 0;
      }
    }
  }
  if (filled > 0 || !yielded) yield part.subarray(0, filled);
}
