import { BlockNotResidentError } from './timeline/blockStore';

/** What the pyramid reads audio from; `PcmTimeline` is one. */
export interface PeakSource {
  readonly lengthSamples: number;
  /** May throw `BlockNotResidentError` when the source also has `readChunks`. */
  chunks(startSample: number, endSample: number): Iterable<Int16Array>;
  /** Reads that may wait (a timeline whose older blocks left memory), as of the call. */
  readChunks?(startSample: number, endSample: number): AsyncIterable<Int16Array>;
  /** Whether `chunks` can read [start, end) now; when false the pyramid reads it with `readChunks`. */
  isResident?(startSample: number, endSample: number): boolean;
}

/** One zoom level: min and max of each run of `bucketSamples` samples (the last bucket may be partial). */
export interface PeakLevel {
  readonly bucketSamples: number;
  /** Views of `count` buckets; valid until the next `update`. */
  readonly min: Int16Array;
  readonly max: Int16Array;
  readonly count: number;
}

export interface PeakPyramidOptions {
  /** Samples per bucket at the finest level. @default 160 (10 ms at 16 kHz) */
  baseBucketSamples?: number;
  /** Buckets of one level merged into one of the next. @default 4 */
  factor?: number;
  /** Number of levels. @default 6 (10 ms .. 10.24 s per bucket with the defaults) */
  levels?: number;
  /**
   * Audio that is not in memory is re-read in the background once no edit arrived for this
   * long (a recording in progress edits every frame; its moved tail is re-read after it stops).
   * @default 200
   */
  quietMs?: number;
}

/**
 * Zoomed in below one base bucket per column (the first seconds of a recording, which fill the
 * waveform's width): min/max of each column's samples `[columnStart(c), columnStart(c + 1))`,
 * read in one pass over the audio in view. A read per column walked the timeline's pieces a
 * thousand times a frame, 20 frames a second while recording (`npm run bench -- recording`,
 * issue 33). A column with no sample stays 0.
 */
function columnsFromAudio(
  chunks: Iterable<Int16Array>,
  columnStart: (column: number) => number,
  columns: number,
  into: { min: Int16Array; max: Int16Array },
): void {
  let column = 0;
  let at = columnStart(0);
  let nextColumnAt = columnStart(1);
  let low = 32767;
  let high = -32768;
  const close = () => {
    if (low <= high) {
      into.min[column] = low;
      into.max[column] = high;
    }
    low = 32767;
    high = -32768;
    column++;
    nextColumnAt = columnStart(column + 1);
  };
  for (const chunk of chunks) {
    for (let index = 0; index < chunk.length; index++, at++) {
      while (at >= nextColumnAt && column < columns - 1) close();
      const value = chunk[index] as number;
      if (value < low) low = value;
      if (value > high) high = value;
    }
  }
  close();
}

/** Base buckets [from, to); `to` may be Infinity (to the end). */
interface BucketRange {
  from: number;
  to: number;
}

/** Min/max of consecutive buckets of `size` samples, fed the samples in order. */
class BucketScanner {
  #bucket: number;
  #filled = 0;
  #low = 32767;
  #high = -32768;
  constructor(
    readonly min: Int16Array,
    readonly max: Int16Array,
    firstBucket: number,
    readonly size: number,
  ) {
    this.#bucket = firstBucket;
  }

  push(chunk: Int16Array): void {
    const size = this.size;
    let low = this.#low;
    let high = this.#high;
    let filled = this.#filled;
    for (let i = 0; i < chunk.length; i++) {
      const value = chunk[i] as number;
      if (value < low) low = value;
      if (value > high) high = value;
      if (++filled === size) {
        this.min[this.#bucket] = low;
        this.max[this.#bucket] = high;
        this.#bucket++;
        filled = 0;
        low = 32767;
        high = -32768;
      }
    }
    this.#low = low;
    this.#high = high;
    this.#filled = filled;
  }

  /** Writes the last, partial bucket. */
  end(): void {
    if (this.#filled > 0) {
      this.min[this.#bucket] = this.#low;
      this.max[this.#bucket] = this.#high;
    }
  }
}

class GrowableLevel {
  min = new Int16Array(64);
  max = new Int16Array(64);
  count = 0;
  constructor(readonly bucketSamples: number) {}

  resize(count: number): void {
    if (count > this.min.length) {
      const capacity = Math.max(count, this.min.length * 2);
      const min = new Int16Array(capacity);
      const max = new Int16Array(capacity);
      min.set(this.min.subarray(0, this.count));
      max.set(this.max.subarray(0, this.count));
      this.min = min;
      this.max = max;
    }
    this.count = count;
  }
}

/**
 * Min/max peaks of a recording at several zoom levels for the waveform, kept up to date
 * incrementally (docs/architecture.md, "Audio": a 30-minute recording is never re-scanned for a
 * small change). After an edit call `update` with the changed range: only buckets overlapping it
 * are recomputed from audio, and only their parents at the coarser levels.
 *
 * - after `append`: `update(previousLength)`
 * - after `overwrite(at, pcm)`: `update(at, at + pcm.length)`
 * - after `insert(at, pcm)`: `inserted(at, pcm.length)` — every later sample moved; when the
 *   length is a whole number of base buckets they are moved, otherwise the tail is re-read
 *   (O(tail)). Appends and overwrites cost O(edit).
 *
 * Buckets whose audio is not in memory (`source.isResident` false, or `chunks` throwing
 * `BlockNotResidentError`) are re-read with `source.readChunks` in the background once edits
 * pause; `subscribe` tells when they are done (redraw), `settled()` waits for them.
 */
export class PeakPyramid {
  readonly #source: PeakSource;
  readonly #levels: GrowableLevel[];
  readonly #factor: number;
  readonly #quietMs: number;
  readonly #listeners = new Set<() => void>();
  /** Counts update/inserted calls: a background read that saw one arrive is redone. */
  #edits = 0;
  /** Base buckets waiting for a background read, and the ones being read. */
  #dirty: BucketRange | null = null;
  #reading: BucketRange | null = null;
  #job: Promise<void> | undefined;

  constructor(
    source: PeakSource,
    { baseBucketSamples = 160, factor = 4, levels = 6, quietMs = 200 }: PeakPyramidOptions = {},
  ) {
    if (!(baseBucketSamples >= 1 && factor >= 2 && levels >= 1))
      throw new RangeError('bad peak pyramid options');
    this.#source = source;
    this.#factor = factor;
    this.#quietMs = quietMs;
    this.#levels = Array.from(
      { length: levels },
      (_, i) => new GrowableLevel(baseBucketSamples * factor ** i),
    );
    this.update(0);
  }

  /** The levels, finest first. */
  get levels(): readonly PeakLevel[] {
    return this.#levels.map((level) => ({
      bucketSamples: level.bucketSamples,
      count: level.count,
      min: level.min.subarray(0, level.count),
      max: level.max.subarray(0, level.count),
    }));
  }

  /** Calls `listener` when buckets read in the background have been updated (redraw then). */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Resolves when no background read is queued or running (every bucket is up to date). */
  async settled(): Promise<void> {
    while (this.#job) await this.#job;
  }

  /** Recomputes the buckets overlapping [fromSample, toSample) and fits the levels to the source's length. */
  update(fromSample: number, toSample: number = this.#source.lengthSamples): void {
    this.#edits++;
    const length = this.#source.lengthSamples;
    const base = this.#fit(length);
    const first = Math.floor(Math.max(0, fromSample) / base.bucketSamples);
    const last = Math.min(base.count, Math.ceil(Math.min(toSample, length) / base.bucketSamples)); // exclusive
    if (last <= first) return;
    this.#scan(base, first, last, length);
    this.#propagate(first, last);
  }

  /**
   * Call after `insert(atSample, pcm)` with `pcm.length`. When the inserted length is a whole
   * number of base buckets (10 ms with the defaults) the later buckets are moved instead of
   * re-read, so the cost is the inserted audio plus O(tail / bucket) to rebuild the coarser
   * levels; otherwise it falls back to `update(atSample)`.
   */
  inserted(atSample: number, length: number): void {
    const size = this.#levels[0]?.bucketSamples ?? 1;
    if (length % size !== 0) {
      this.update(atSample);
      return;
    }
    const base = this.#levels[0];
    if (!base) return;
    this.#edits++;
    const oldCount = base.count;
    this.#fit(this.#source.lengthSamples);
    const shift = length / size;
    // Buckets from the first one starting at or after atSample keep their content, `shift` later.
    const firstMoved = Math.ceil(atSample / size);
    this.#dirty = shifted(this.#dirty, firstMoved, shift);
    this.#reading = shifted(this.#reading, firstMoved, shift);
    base.min.copyWithin(firstMoved + shift, firstMoved, oldCount);
    base.max.copyWithin(firstMoved + shift, firstMoved, oldCount);
    const first = Math.floor(atSample / size);
    this.#scan(base, first, Math.min(base.count, firstMoved + shift + 1), this.#source.lengthSamples);
    this.#propagate(first, base.count);
  }

  /** Sizes every level for `length` samples and returns the base level. */
  #fit(length: number): GrowableLevel {
    for (const level of this.#levels) level.resize(Math.ceil(length / level.bucketSamples));
    return this.#levels[0] as GrowableLevel;
  }

  /** Rebuilds the coarser levels' parents of base buckets [first, last) from the level below. */
  #propagate(firstBase: number, lastBase: number): void {
    let first = firstBase;
    let last = lastBase;
    for (let index = 1; index < this.#levels.length; index++) {
      const level = this.#levels[index] as GrowableLevel;
      const finer = this.#levels[index - 1] as GrowableLevel;
      first = Math.floor(first / this.#factor);
      last = Math.min(level.count, Math.ceil(last / this.#factor));
      for (let bucket = first; bucket < last; bucket++) {
        const from = bucket * this.#factor;
        const to = Math.min(finer.count, from + this.#factor);
        let min = 32767;
        let max = -32768;
        for (let i = from; i < to; i++) {
          min = Math.min(min, finer.min[i] as number);
          max = Math.max(max, finer.max[i] as number);
        }
        level.min[bucket] = min;
        level.max[bucket] = max;
      }
    }
  }

  /**
   * Min/max per column for drawing [startSample, endSample) in `columns` columns, from the
   * coarsest level that still gives each column at least one bucket (straight from the audio
   * when zoomed in below one base bucket per column). Columns past the end are 0.
   */
  peaks(startSample: number, endSample: number, columns: number): { min: Int16Array; max: Int16Array } {
    const min = new Int16Array(columns);
    const max = new Int16Array(columns);
    const width = (endSample - startSample) / columns;
    const length = this.#source.lengthSamples;
    let level: GrowableLevel | undefined;
    for (const candidate of this.#levels) if (candidate.bucketSamples <= width) level = candidate;
    const columnStart = (column: number) => Math.floor(startSample + column * width);
    const viewEnd = Math.min(length, columnStart(columns));
    if (!level && viewEnd > columnStart(0) && this.#source.isResident?.(columnStart(0), viewEnd) !== false) {
      columnsFromAudio(this.#source.chunks(columnStart(0), viewEnd), columnStart, columns, { min, max });
      return { min, max };
    }
    for (let column = 0; column < columns; column++) {
      const from = columnStart(column);
      const to = Math.min(length, columnStart(column + 1));
      if (to <= from) continue;
      let low = 32767;
      let high = -32768;
      // Zoomed in on audio that left memory: the finest buckets until it is read again.
      const buckets = level ?? (this.#source.isResident?.(from, to) === false ? this.#levels[0] : undefined);
      if (buckets) {
        const last = Math.ceil(to / buckets.bucketSamples);
        for (let bucket = Math.floor(from / buckets.bucketSamples); bucket < last; bucket++) {
          low = Math.min(low, buckets.min[bucket] as number);
          high = Math.max(high, buckets.max[bucket] as number);
        }
      } else {
        for (const chunk of this.#source.chunks(from, to)) {
          for (const value of chunk) {
            if (value < low) low = value;
            if (value > high) high = value;
          }
        }
      }
      min[column] = low;
      max[column] = high;
    }
    return { min, max };
  }

  /**
   * Recomputes base buckets [first, last) from the audio, reading it once in order, or queues
   * them for a background read when that audio is not in memory.
   */
  #scan(level: GrowableLevel, first: number, last: number, length: number): void {
    const size = level.bucketSamples;
    const start = first * size;
    const end = Math.min(length, last * size);
    const source = this.#source;
    if (source.readChunks && source.isResident?.(start, end) === false) {
      this.#queue(first, last);
      return;
    }
    const scanner = new BucketScanner(level.min, level.max, first, size);
    try {
      for (const chunk of source.chunks(start, end)) scanner.push(chunk);
    } catch (error) {
      if (!(error instanceof BlockNotResidentError && source.readChunks)) throw error;
      this.#queue(first, last);
      return;
    }
    scanner.end();
  }

  #queue(first: number, last: number): void {
    this.#dirty = this.#dirty
      ? { from: Math.min(this.#dirty.from, first), to: Math.max(this.#dirty.to, last) }
      : { from: first, to: last };
    this.#job ??= this.#readInBackground().finally(() => {
      this.#job = undefined;
    });
  }

  async #readInBackground(): Promise<void> {
    const readChunks = this.#source.readChunks?.bind(this.#source);
    const base = this.#levels[0] as GrowableLevel;
    while (this.#dirty && readChunks) {
      await this.#quiet();
      const range = this.#dirty;
      this.#dirty = null;
      this.#reading = range;
      const edits = this.#edits;
      const length = this.#source.lengthSamples;
      const size = base.bucketSamples;
      const last = Math.min(range.to, Math.ceil(length / size));
      const count = Math.max(0, last - range.from);
      const min = new Int16Array(count);
      const max = new Int16Array(count);
      const scanner = new BucketScanner(min, max, 0, size);
      try {
        for await (const chunk of readChunks(range.from * size, Math.min(length, last * size))) {
          scanner.push(chunk);
        }
      } catch {
        // The audio went away (the timeline's blocks were discarded): nothing left to draw.
        this.#reading = null;
        return;
      }
      scanner.end();
      const reading = this.#reading;
      this.#reading = null;
      if (edits !== this.#edits) {
        // Positions may have moved while reading: read again once edits pause.
        this.#queue(reading.from, reading.to);
        continue;
      }
      base.min.set(min, range.from);
      base.max.set(max, range.from);
      this.#propagate(range.from, last);
      for (const listener of this.#listeners) listener();
    }
  }

  /** Waits until no edit arrived for `quietMs`. */
  async #quiet(): Promise<void> {
    let seen: number;
    do {
      seen = this.#edits;
      await new Promise((resolve) => setTimeout(resolve, this.#quietMs));
    } while (seen !== this.#edits);
  }
}

/** A pending range after `shift` buckets were inserted before bucket `at`. */
function shifted(range: BucketRange | null, at: number, shift: number): BucketRange | null {
  if (!range || range.to <= at) return range;
  return { from: range.from >= at ? range.from + shift : range.from, to: range.to + shift };
}
