import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createResampler, toCanonical } from './resample';

function sine(frequency: number, rate: number, seconds: number, channels = 1, amplitude = 0.5): Float32Array {
  const frames = Math.round(rate * seconds);
  const out = new Float32Array(frames * channels);
  for (let i = 0; i < frames; i++) {
    const value = amplitude * Math.sin((2 * Math.PI * frequency * i) / rate);
    for (let c = 0; c < channels; c++) out[i * channels + c] = value;
  }
  return out;
}

/** Sign changes per second, ignoring the filter's edges. */
function crossingsPerSecond(pcm: Int16Array, rate: number): number {
  const margin = Math.round(rate / 20);
  let crossings = 0;
  for (let i = margin + 1; i < pcm.length - margin; i++) {
    if ((pcm[i - 1] ?? 0) < 0 !== (pcm[i] ?? 0) < 0) crossings++;
  }
  return crossings / ((pcm.length - 2 * margin) / rate);
}

function rms(pcm: Int16Array, rate: number): number {
  const margin = Math.round(rate / 20);
  let sum = 0;
  for (let i = margin; i < pcm.length - margin; i++) sum += ((pcm[i] ?? 0) / 32768) ** 2;
  return Math.sqrt(sum / (pcm.length - 2 * margin));
}

function resampleAll(input: Float32Array | Int16Array, inputRate: number, channels: number): Int16Array {
  const resampler = createResampler({ inputRate, channels });
  return Int16Array.from([...resampler.push(input), ...resampler.flush()]);
}

describe('createResampler', () => {
  it.each([
    [44100, 1],
    [44100, 2],
    [48000, 1],
    [48000, 2],
    [8000, 1],
  ])('keeps a 1 kHz sine at 1 kHz from %i Hz, %i channel(s)', (rate, channels) => {
    const out = resampleAll(sine(1000, rate, 1, channels), rate, channels);
    expect(out.length).toBe(16000);
    expect(crossingsPerSecond(out, 16000)).toBeCloseTo(2000, -1);
    expect(rms(out, 16000)).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('filters out tones above the new Nyquist frequency instead of aliasing them', () => {
    const out = resampleAll(sine(11000, 48000, 1), 48000, 1);
    expect(rms(out, 16000)).toBeLessThan(0.005);
  });

  it('down-mixes stereo by averaging the channels', () => {
    const left = sine(1000, 48000, 0.5);
    const planar = [left, new Float32Array(left.length)];
    const resampler = createResampler({ inputRate: 48000 });
    const out = Int16Array.from([...resampler.push(planar), ...resampler.flush()]);
    expect(rms(out, 16000)).toBeCloseTo(0.25 / Math.SQRT2, 2);
  });

  it('passes canonical 16-bit audio through unchanged', () => {
    const pcm = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    expect(resampleAll(pcm, 16000, 1)).toEqual(pcm);
  });

  it('gives the same samples block by block as in one call (property)', () => {
    const signal = sine(440, 44100, 0.2, 2);
    const whole = resampleAll(signal, 44100, 2);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3000 }), { minLength: 1, maxLength: 20 }), (sizes) => {
        const resampler = createResampler({ inputRate: 44100, channels: 2 });
        const parts: number[] = [];
        let at = 0;
        for (const size of sizes) {
          const end = Math.min(signal.length, at + size * 2);
          parts.push(...resampler.push(signal.subarray(at, end)));
          at = end;
        }
        parts.push(...resampler.push(signal.subarray(at)), ...resampler.flush());
        expect(Int16Array.from(parts)).toEqual(whole);
      }),
      { numRuns: 30 },
    );
  });

  it('converts a decoded WAV to canonical audio', () => {
    const samples = Int16Array.from(sine(1000, 48000, 0.5, 2), (value) => Math.round(value * 32767));
    const out = toCanonical({ samples, sampleRate: 48000, channels: 2 });
    expect(out.length).toBe(8000);
    expect(crossingsPerSecond(out, 16000)).toBeCloseTo(2000, -1);
  });

  it('rejects impossible rates and channel counts', () => {
    expect(() => createResampler({ inputRate: 0 })).toThrow(RangeError);
    expect(() => createResampler({ inputRate: 44100.5 })).toThrow(RangeError);
    expect(() => createResampler({ inputRate: 44100, channels: 0 })).toThrow(RangeError);
  });
});
