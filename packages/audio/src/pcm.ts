/** Canonical audio (docs/architecture.md, "Audio"): PCM signed 16-bit little-endian, mono, 16 kHz. */
export const CANONICAL_SAMPLE_RATE = 16000;

/** Samples per millisecond at the canonical rate (exactly 16, so whole ms map to whole samples). */
export const SAMPLES_PER_MS = CANONICAL_SAMPLE_RATE / 1000;

/**
 * Milliseconds to canonical samples, rounded to the nearest sample.
 * @example msToSamples(1000) === 16000
 */
export function msToSamples(ms: number): number {
  return Math.round(ms * SAMPLES_PER_MS);
}

/**
 * Canonical samples to milliseconds, exact (fractional when `n` is not a multiple of 16).
 * Callers that need whole ms on the wire round the result themselves.
 */
export function samplesToMs(n: number): number {
  return n / SAMPLES_PER_MS;
}

// Typed arrays use the platform's byte order; every platform we target is little-endian, but
// checking once keeps big-endian hosts correct instead of silently byte-swapped.
const platformIsLittleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * The little-endian bytes of 16-bit samples. On little-endian platforms this is a view over the
 * same memory (no copy), so treat it as read-only.
 */
export function pcmToBytes(pcm: Int16Array): Uint8Array {
  if (platformIsLittleEndian) return new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const bytes = new Uint8Array(pcm.byteLength);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < pcm.length; i++) view.setInt16(i * 2, pcm[i] ?? 0, true);
  return bytes;
}

/**
 * 16-bit samples from little-endian bytes (always a copy, so the result is aligned and owned).
 * @throws RangeError when the byte count is odd
 */
export function bytesToPcm(bytes: Uint8Array): Int16Array {
  if (bytes.byteLength % 2 !== 0) throw new RangeError('PCM 16-bit data must have an even number of bytes');
  if (platformIsLittleEndian) {
    // Copy through Uint8Array's own slice: a Node Buffer's `slice` returns a view that shares
    // Node's 8 KiB pool, so `.buffer` would be the whole pool, not these bytes.
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    return new Int16Array(copy.buffer);
  }
  const pcm = new Int16Array(bytes.byteLength / 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < pcm.length; i++) pcm[i] = view.getInt16(i * 2, true);
  return pcm;
}
