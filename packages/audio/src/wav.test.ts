import { describe, expect, it } from 'vitest';
import { AudioFormatError } from './errors';
import { decodeWav, encodeWav, readWavLayout, wavDurationMs } from './wav';

const noise = (length: number, seed = 1) =>
  Int16Array.from({ length }, (_, i) => ((i * 2654435761 + seed) % 65536) - 32768);

describe('WAV', () => {
  it.each([
    [8000, 1],
    [16000, 1],
    [44100, 2],
    [48000, 2],
    [22050, 6],
  ])('round-trips %i Hz with %i channel(s)', (sampleRate, channels) => {
    const samples = noise((sampleRate / 10) * channels, channels);
    const wav = encodeWav(samples, { sampleRate, channels });
    expect(wav.length).toBe(44 + samples.length * 2);
    const decoded = decodeWav(wav);
    expect(decoded.sampleRate).toBe(sampleRate);
    expect(decoded.channels).toBe(channels);
    expect(decoded.bitsPerSample).toBe(16);
    expect(decoded.frames).toBe(sampleRate / 10);
    expect(decoded.durationMs).toBe(100);
    expect(decoded.samples).toEqual(samples);
  });

  it('writes the canonical header', () => {
    const wav = encodeWav(new Int16Array(16000), { sampleRate: 16000, channels: 1 });
    const view = new DataView(wav.buffer);
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 32000);
    expect(view.getUint32(28, true)).toBe(32000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint32(40, true)).toBe(32000);
  });

  it('skips unknown chunks and reads float, 8-bit and 24-bit data', () => {
    const wav = encodeWav(Int16Array.from([1000, -1000]), { sampleRate: 8000, channels: 1 });
    // LIST chunk (odd size, padded) inserted before data
    const list = new Uint8Array([...new TextEncoder().encode('LIST'), 3, 0, 0, 0, 1, 2, 3, 0]);
    const withList = new Uint8Array([...wav.subarray(0, 36), ...list, ...wav.subarray(36)]);
    expect(Array.from(decodeWav(withList).samples)).toEqual([1000, -1000]);

    const reformat = (tag: number, bits: number, data: number[]) => {
      const bytes = new Uint8Array([...wav.subarray(0, 44), ...data]);
      const view = new DataView(bytes.buffer);
      view.setUint16(20, tag, true);
      view.setUint16(34, bits, true);
      view.setUint32(40, data.length, true);
      return bytes;
    };
    const float = new Uint8Array(new Float32Array([0.5, -1]).buffer);
    expect(Array.from(decodeWav(reformat(3, 32, [...float])).samples)).toEqual([16384, -32768]);
    expect(Array.from(decodeWav(reformat(1, 8, [128, 0, 255])).samples)).toEqual([0, -32768, 32512]);
    expect(Array.from(decodeWav(reformat(1, 24, [0xff, 0x34, 0x12])).samples)).toEqual([0x1234]);
  });

  it('reports truncated, lying and foreign files with a typed error', () => {
    const wav = encodeWav(new Int16Array(100), { sampleRate: 16000, channels: 1 });
    const codeOf = (bytes: Uint8Array) => {
      try {
        decodeWav(bytes);
      } catch (error) {
        return error instanceof AudioFormatError ? error.code : 'other';
      }
      return 'none';
    };
    expect(codeOf(wav.subarray(0, 100))).toBe('truncated');
    expect(codeOf(wav.subarray(0, 8))).toBe('truncated');
    expect(codeOf(new TextEncoder().encode('ID3 not a wav file at all'))).toBe('invalid');
    const adpcm = wav.slice();
    new DataView(adpcm.buffer).setUint16(20, 2, true);
    expect(codeOf(adpcm)).toBe('unsupported');
  });

  it('computes the duration from the header', () => {
    const wav = encodeWav(new Int16Array(44100 * 3 * 2), { sampleRate: 44100, channels: 2 });
    expect(wavDurationMs(readWavLayout(wav))).toBe(3000);
  });

  it('refuses sample counts that do not fill whole frames', () => {
    expect(() => encodeWav(new Int16Array(3), { sampleRate: 8000, channels: 2 })).toThrow(RangeError);
  });
});
