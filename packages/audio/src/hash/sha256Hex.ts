import { pcmToBytes } from '../pcm';
import type { PcmTimeline } from '../timeline/PcmTimeline';
import { Sha256 } from './Sha256';

/**
 * SHA-256 of the concatenated chunks, as lower-case hex. Streams: only one chunk is held at a
 * time, whether the chunks come from a timeline, a file reader or a network stream.
 */
export async function sha256Hex(chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>): Promise<string> {
  const hash = new Sha256();
  for await (const chunk of chunks) hash.update(chunk);
  return hash.hexDigest();
}

/**
 * SHA-256 (lower-case hex) of a timeline's PCM bytes in order: the `hash` that
 * `complete-suspend-with-length` compares (docs/wire-contract.md).
 */
export function timelineSha256(timeline: PcmTimeline): Promise<string> {
  const hash = new Sha256();
  for (const chunk of timeline.chunks()) hash.update(pcmToBytes(chunk));
  return Promise.resolve(hash.hexDigest());
}
