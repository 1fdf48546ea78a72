import { pcmToBytes } from '../pcm';
import type { PcmTimeline } from '../timeline/PcmTimeline';
import { Sha256 } from './Sha256';

/** The part of an incremental hash this module uses. */
export interface IncrementalHash {
  update(bytes: Uint8Array): unknown;
  hexDigest(): string;
}

interface NodeHash {
  update(bytes: Uint8Array): unknown;
  digest(encoding: 'hex'): string;
}

/**
 * node:crypto's incremental SHA-256 when running in Node, found through
 * `process.getBuiltinModule` so that no `import 'node:crypto'` reaches browser bundles.
 */
function nodeSha256(): IncrementalHash | null {
  const processLike = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const crypto = processLike?.getBuiltinModule?.('node:crypto') as
    | { createHash?: (name: string) => NodeHash }
    | undefined;
  if (!crypto?.createHash) return null;
  const hash = crypto.createHash('sha256');
  return { update: (bytes) => hash.update(bytes), hexDigest: () => hash.digest('hex') };
}

/**
 * An incremental SHA-256: node:crypto's in Node (native speed for the sandbox's 30-minute files),
 * the portable TypeScript `Sha256` elsewhere (Web Crypto's `digest` cannot stream). Both give
 * the same digest; tests check the portable one against node:crypto and Web Crypto.
 */
export function createSha256(implementation: 'auto' | 'portable' = 'auto'): IncrementalHash {
  return (implementation === 'auto' ? nodeSha256() : null) ?? new Sha256();
}

/**
 * SHA-256 of the concatenated chunks, as lower-case hex. Streams: only one chunk is held at a
 * time, whether the chunks come from a timeline, a file reader or a network stream.
 */
export async function sha256Hex(chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>): Promise<string> {
  const hash = createSha256();
  for await (const chunk of chunks) hash.update(chunk);
  return hash.hexDigest();
}

/**
 * SHA-256 (lower-case hex) of a timeline's PCM bytes in order: the `hash` that
 * `complete-suspend-with-length` compares (docs/wire-contract.md). Hashes the timeline as it is
 * at the call (later edits do not change the result), reading blocks that left memory from the
 * timeline's block store one at a time.
 */
export async function timelineSha256(
  timeline: PcmTimeline,
  implementation: 'auto' | 'portable' = 'auto',
): Promise<string> {
  const hash = createSha256(implementation);
  for await (const chunk of timeline.readChunks()) hash.update(pcmToBytes(chunk));
  return hash.hexDigest();
}
