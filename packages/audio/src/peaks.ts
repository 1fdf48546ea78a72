/** What the pyramid reads audio from; `PcmTimeline` is one. */
export interface PeakSource {
  readonly lengthSamples: number;
  chunks(startSample: number, endSample: number): Iterable<Int16Array>;
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
 * incrementally (DESIGN.md section 3: a 30-minute recording is never re-scanned for a small
 * change). After an edit call `update` with the changed range: only buckets overlapping it are
 * recomputed from audio, and only their parents at the coarser levels.
 *
 * - after `append`: `update(previousLength)`
 * - after `overwrite(at, pcm)`: `update(at, at + pcm.length)`
 * - after `insert(at, pcm)`: `inserted(at, pcm.length)` — every later sample moved; when the
 *   length is a whole number of base buckets they are moved, otherwise the tail is re-read
 *   (O(tail)). Appends and overwrites cost O(edit).
 */
export class PeakPyramid {
  readonly #source: PeakSource;
  readonly #levels: GrowableLevel[];
  readonly #factor: number;

  constructor(
    source: PeakSource,
    { baseBucketSamples = 160, factor = 4, levels = 6 }: PeakPyramidOptions = {},
  ) {
    if (!(baseBucketSamples >= 1 && factor >= 2 && levels >= 1))
      throw new RangeError('bad peak pyramid options');
    this.#source = source;
    this.#factor = factor;
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

  /** Recomputes the buckets overlapping [fromSample, toSample) and fits the levels to the source's length. */
  update(fromSample: number, toSample: number = this.#source.lengthSamples): void {
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
    const oldCount = base.count;
    this.#fit(this.#source.lengthSamples);
    const shift = length / size;
    // Buckets from the first one starting at or after atSample keep their content, `shift` later.
    const firstMoved = Math.ceil(atSample / size);
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
    for (let column = 0; column < columns; column++) {
      const from = Math.floor(startSample + column * width);
      const to = Math.min(length, Math.floor(startSample + (column + 1) * width));
      if (to <= from) continue;
      let low = 32767;
      let high = -32768;
      if (level) {
        const last = Math.ceil(to / level.bucketSamples);
        for (let bucket = Math.floor(from / level.bucketSamples); bucket < last; bucket++) {
          low = Math.min(low, level.min[bucket] as number);
          high = Math.max(high, level.max[bucket] as number);
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

  /** Recomputes base buckets [first, last) from the audio, reading it once in order. */
  #scan(level: GrowableLevel, first: number, last: number, length: number): void {
    const size = level.bucketSamples;
    let bucket = first;
    let filled = 0;
    let low = 32767;
    let high = -32768;
    for (const chunk of this.#source.chunks(first * size, Math.min(length, last * size))) {
      for (let i = 0; i < chunk.length; i++) {
        const value = chunk[i] as number;
        if (value < low) low = value;
        if (value > high) high = value;
        if (++filled === size) {
          level.min[bucket] = low;
          level.max[bucket] = high;
          bucket++;
          filled = 0;
          low = 32767;
          high = -32768;
        }
      }
    }
    if (filled > 0) {
      level.min[bucket] = low;
      level.max[bucket] = high;
    }
  }
}
