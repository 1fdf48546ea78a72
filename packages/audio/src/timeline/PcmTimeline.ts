import { CANONICAL_SAMPLE_RATE, msToSamples, pcmToBytes, samplesToMs } from '../pcm';
import { AppendStore } from './appendStore';
import {
  createPiece,
  extendLastPiece,
  lastPiece,
  merge,
  type PieceNode,
  slices,
  split,
  totalOf,
} from './pieceTree';

function assertPosition(what: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of samples >= 0, got ${value}`);
  }
  if (value > max) throw new RangeError(`${what} ${value} is past the end of the timeline (${max} samples)`);
}

/**
 * The recording being edited: canonical PCM (16-bit, mono, 16 kHz) held as a balanced tree of
 * pieces over append-only buffers, so an insert or overwrite costs O(edit + log pieces) wherever
 * it lands, never a copy of the recording.
 *
 * Position rules (positions are whole samples; use `msToSamples` for ms):
 * - a negative, fractional or NaN position throws `RangeError`;
 * - `insert` accepts 0..lengthSamples (at the end it appends); past the end throws `RangeError`;
 * - `overwrite` accepts 0..lengthSamples and extends the timeline when the new samples run past
 *   the end; starting past the end throws `RangeError` (a gap would invent audio);
 * - empty `append`/`insert`/`overwrite` change nothing (the position is still checked);
 * - `read` clamps `end` to the length (like `Array.prototype.slice`); `start > end` throws.
 */
export class PcmTimeline {
  /** Always the canonical 16000 Hz. */
  readonly sampleRate = CANONICAL_SAMPLE_RATE;
  #root: PieceNode | null = null;
  readonly #store = new AppendStore();

  /** Total samples. */
  get lengthSamples(): number {
    return totalOf(this.#root);
  }

  /** Total duration in ms, exact (fractional when the sample count is not a multiple of 16). */
  get lengthMs(): number {
    return samplesToMs(this.lengthSamples);
  }

  /** Adds samples at the end. The samples are copied; the caller may reuse its array. */
  append(pcm: Int16Array): void {
    this.insert(this.lengthSamples, pcm);
  }

  /** Inserts samples before sample `atSample`, moving the rest later. Copies `pcm`. */
  insert(atSample: number, pcm: Int16Array): void {
    assertPosition('insert position', atSample, this.lengthSamples);
    if (pcm.length === 0) return;
    const [before, after] = split(this.#root, atSample);
    this.#root = merge(this.#attach(before, pcm), after);
  }

  /**
   * Replaces samples from `atSample` with `pcm`, extending the timeline when they run past the
   * end. Copies `pcm`.
   */
  overwrite(atSample: number, pcm: Int16Array): void {
    assertPosition('overwrite position', atSample, this.lengthSamples);
    if (pcm.length === 0) return;
    const [before, rest] = split(this.#root, atSample);
    const [, after] = split(rest, pcm.length);
    this.#root = merge(this.#attach(before, pcm), after);
  }

  /**
   * `insert` at a position in ms (the wire's unit: `suspend` with recordMode 0). Whole ms map to
   * whole samples (16 per ms), so the recorder and the server agree when edits start on whole ms.
   */
  insertAtMs(atMs: number, pcm: Int16Array): void {
    this.insert(msToSamples(atMs), pcm);
  }

  /** `overwrite` at a position in ms (`suspend` with recordMode 1). */
  overwriteAtMs(atMs: number, pcm: Int16Array): void {
    this.overwrite(msToSamples(atMs), pcm);
  }

  /** A copy of samples [startSample, endSample); `endSample` defaults to the end and is clamped to it. */
  read(startSample: number, endSample: number = this.lengthSamples): Int16Array {
    const length = this.lengthSamples;
    assertPosition('read start', startSample, Number.POSITIVE_INFINITY);
    assertPosition('read end', endSample, Number.POSITIVE_INFINITY);
    if (startSample > endSample)
      throw new RangeError(`read start ${startSample} is after read end ${endSample}`);
    const end = Math.min(endSample, length);
    const out = new Int16Array(Math.max(0, end - startSample));
    let at = 0;
    for (const slice of slices(this.#root, startSample, end)) {
      out.set(slice, at);
      at += slice.length;
    }
    return out;
  }

  /**
   * The samples in order as read-only views into the timeline's storage (no copies). The views
   * stay valid after later edits: storage is append-only.
   */
  chunks(startSample = 0, endSample: number = this.lengthSamples): Iterable<Int16Array> {
    return slices(this.#root, startSample, endSample);
  }

  /** The whole timeline as little-endian bytes (a copy), e.g. for an upload body. */
  toBytes(): Uint8Array {
    const bytes = new Uint8Array(this.lengthSamples * 2);
    let at = 0;
    for (const chunk of this.chunks()) {
      bytes.set(pcmToBytes(chunk), at);
      at += chunk.byteLength;
    }
    return bytes;
  }

  /** Number of pieces; exposed for tests and benches that check edits do not fragment storage needlessly. */
  get pieceCount(): number {
    let count = 0;
    for (const _ of slices(this.#root, 0, this.lengthSamples)) count++;
    return count;
  }

  /** Stores `pcm` and joins it after `tree`, growing the last piece when the new samples follow it in storage. */
  #attach(tree: PieceNode | null, pcm: Int16Array): PieceNode | null {
    let result = tree;
    for (const run of this.#store.write(pcm)) {
      const last = lastPiece(result);
      if (last && last.buffer === run.buffer && last.offset + last.length === run.offset) {
        extendLastPiece(result, run.length);
      } else {
        result = merge(result, createPiece(run.buffer, run.offset, run.length));
      }
    }
    return result;
  }
}
