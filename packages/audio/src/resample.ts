import { CANONICAL_SAMPLE_RATE } from './pcm';
import type { DecodedWav } from './wav';

/** What a capture source delivers: interleaved 16-bit or float samples, or one float array per channel (AudioWorklet). */
export type ResamplerInput = Int16Array | Float32Array | readonly Float32Array[];

/** A stateful converter to mono 16-bit at `outputRate`, fed block by block. */
export interface Resampler {
  /** Converts the next block; returns the output samples that are ready (may be empty). */
  push(input: ResamplerInput): Int16Array;
  /** Ends the stream: returns the remaining output (the tail needs input after it, taken as silence) and resets. */
  flush(): Int16Array;
}

export interface ResamplerOptions {
  /** Rate of the input, e.g. 44100 or 48000. */
  inputRate: number;
  /** Channels interleaved in `Int16Array`/`Float32Array` input (planar input counts its arrays). @default 1 */
  channels?: number;
  /** @default 16000 */
  outputRate?: number;
}

/** Zero crossings of the sinc on each side: 16 gives about 80 dB of alias rejection with a Blackman window. */
const ZERO_CROSSINGS = 16;
/** Passband as a share of the output's Nyquist frequency, leaving room for the filter's transition. */
const ROLLOFF = 0.9;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function toInt16(value: number): number {
  return Math.max(-32768, Math.min(32767, Math.round(value * 32768)));
}

/** Averages the channels into mono floats in [-1, 1). */
function downmix(input: ResamplerInput, channels: number): Float64Array {
  if (Array.isArray(input)) {
    const planes = input as readonly Float32Array[];
    const length = planes[0]?.length ?? 0;
    const mono = new Float64Array(length);
    for (const plane of planes) for (let i = 0; i < length; i++) mono[i] = (mono[i] ?? 0) + (plane[i] ?? 0);
    if (planes.length > 1) for (let i = 0; i < length; i++) mono[i] = (mono[i] ?? 0) / planes.length;
    return mono;
  }
  const interleaved = input as Int16Array | Float32Array;
  const scale = interleaved instanceof Int16Array ? 1 / 32768 : 1;
  const frames = Math.floor(interleaved.length / channels);
  const mono = new Float64Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) sum += interleaved[frame * channels + channel] ?? 0;
    mono[frame] = (sum * scale) / channels;
  }
  return mono;
}

/**
 * One windowed-sinc filter per output phase (polyphase), normalised to unit DC gain. Output n
 * sits at input time n * step / phases; its phase is the fractional part in 1/phases units.
 */
function buildFilters(phases: number, halfTaps: number, cutoff: number): Float64Array[] {
  const filters: Float64Array[] = [];
  for (let phase = 0; phase < phases; phase++) {
    const taps = new Float64Array(2 * halfTaps);
    let sum = 0;
    for (let j = 0; j < taps.length; j++) {
      const x = phase / phases - (j - halfTaps + 1); // distance from output time to input sample
      const u = x / halfTaps;
      const window =
        Math.abs(u) >= 1 ? 0 : 0.42 + 0.5 * Math.cos(Math.PI * u) + 0.08 * Math.cos(2 * Math.PI * u);
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * cutoff * x) / (Math.PI * cutoff * x);
      taps[j] = cutoff * sinc * window;
      sum += taps[j] ?? 0;
    }
    for (let j = 0; j < taps.length; j++) taps[j] = (taps[j] ?? 0) / sum;
    filters.push(taps);
  }
  return filters;
}

/**
 * A streaming resampler and down-mixer from device audio (44.1/48 kHz, stereo or mono, 16-bit or
 * Float32 as an AudioWorklet delivers it) to mono 16-bit at 16 kHz. Each output sample depends
 * only on absolute input positions, so feeding the signal in blocks of any size gives exactly
 * the same samples as one call with the whole signal.
 */
export function createResampler({
  inputRate,
  channels = 1,
  outputRate = CANONICAL_SAMPLE_RATE,
}: ResamplerOptions): Resampler {
  if (!Number.isInteger(inputRate) || inputRate <= 0 || !Number.isInteger(outputRate) || outputRate <= 0) {
    throw new RangeError(`sample rates must be positive integers, got ${inputRate} -> ${outputRate}`);
  }
  if (!Number.isInteger(channels) || channels < 1)
    throw new RangeError(`channels must be >= 1, got ${channels}`);
  if (inputRate === outputRate) {
    return {
      push: (input) => Int16Array.from(downmix(input, channels), toInt16),
      flush: () => new Int16Array(0),
    };
  }
  const divisor = gcd(inputRate, outputRate);
  const phases = outputRate / divisor; // output samples per `step` input samples
  const step = inputRate / divisor;
  const cutoff = Math.min(1, outputRate / inputRate) * ROLLOFF;
  const halfTaps = Math.ceil(ZERO_CROSSINGS / cutoff);
  const filters = buildFilters(phases, halfTaps, cutoff);

  let history = new Float64Array(0); // input from absolute index `historyStart`
  let historyStart = 0;
  let received = 0;
  let produced = 0;

  const tapCount = 2 * halfTaps;
  const render = (finishing: boolean): Int16Array => {
    // Upper bound of outputs this call can produce: those whose time falls before `received`.
    const out = new Int16Array(Math.max(0, Math.ceil((received * phases) / step) - produced));
    let count = 0;
    for (;;) {
      const position = produced * step;
      const center = Math.floor(position / phases);
      if (finishing ? position >= received * phases : center + halfTaps > received - 1) break;
      const taps = filters[position % phases] as Float64Array;
      const first = center - halfTaps + 1 - historyStart;
      // Before the start of the stream (first < 0) and past its end the input counts as silence.
      const from = Math.max(0, -first);
      const to = Math.min(tapCount, history.length - first);
      let sum = 0;
      for (let j = from; j < to; j++) sum += (history[first + j] as number) * (taps[j] as number);
      out[count++] = toInt16(sum);
      produced++;
    }
    // Keep only the input the next output still needs.
    const keepFrom = Math.floor((produced * step) / phases) - halfTaps + 1;
    if (keepFrom > historyStart) {
      history = history.slice(Math.min(history.length, keepFrom - historyStart));
      historyStart = Math.min(keepFrom, received);
    }
    return out.subarray(0, count);
  };

  return {
    push(input) {
      const mono = downmix(input, channels);
      const grown = new Float64Array(history.length + mono.length);
      grown.set(history);
      grown.set(mono, history.length);
      history = grown;
      received += mono.length;
      return render(false);
    },
    flush() {
      const tail = render(true);
      history = new Float64Array(0);
      historyStart = 0;
      received = 0;
      produced = 0;
      return tail;
    },
  };
}

/** A decoded WAV converted to the timeline's format: mono, 16-bit, 16 kHz. */
export function toCanonical(decoded: Pick<DecodedWav, 'samples' | 'sampleRate' | 'channels'>): Int16Array {
  const resampler = createResampler({ inputRate: decoded.sampleRate, channels: decoded.channels });
  const body = resampler.push(decoded.samples);
  const tail = resampler.flush();
  const out = new Int16Array(body.length + tail.length);
  out.set(body);
  out.set(tail, body.length);
  return out;
}
