import { AudioFormatError } from './errors';
import { pcmToBytes } from './pcm';

/** Format of interleaved 16-bit PCM. */
export interface PcmFormat {
  /** Samples per second per channel. */
  sampleRate: number;
  /** Interleaved channel count. */
  channels: number;
}

/** A decoded WAV file: samples converted to 16-bit, still interleaved at the file's own rate. */
export interface DecodedWav extends PcmFormat {
  /** Bits per sample as stored in the file (8, 16, 24, 32; 32 may be float). */
  bitsPerSample: number;
  /** Interleaved 16-bit samples. */
  samples: Int16Array;
  /** Frames (samples per channel). */
  frames: number;
  /** Duration in ms, exact. */
  durationMs: number;
}

const HEADER_BYTES = 44;
const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;

/**
 * A canonical 44-byte-header WAV (RIFF, PCM 16-bit little-endian) around interleaved samples.
 * @throws RangeError when the sample count is not a multiple of the channel count
 */
export function encodeWav(pcm: Int16Array, { sampleRate, channels }: PcmFormat): Uint8Array {
  if (!Number.isInteger(channels) || channels < 1)
    throw new RangeError(`channels must be >= 1, got ${channels}`);
  if (!Number.isInteger(sampleRate) || sampleRate < 1) throw new RangeError(`bad sample rate ${sampleRate}`);
  if (pcm.length % channels !== 0)
    throw new RangeError('sample count is not a multiple of the channel count');
  const dataBytes = pcm.length * 2;
  const out = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(out.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) out[at + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, FORMAT_PCM, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  out.set(pcmToBytes(pcm), HEADER_BYTES);
  return out;
}

/** Where a WAV keeps its format and samples, read from its chunks. */
export interface WavLayout {
  formatTag: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataOffset: number;
  dataBytes: number;
}

function fourCC(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
}

/**
 * Walks the RIFF chunks to the format and the data, without touching samples: the duration of
 * a WAV comes from here too.
 * @throws AudioFormatError `invalid` (not RIFF/WAVE, no fmt), `truncated` (data shorter than declared), `unsupported`
 */
export function readWavLayout(bytes: Uint8Array): WavLayout {
  if (bytes.length < 12) throw new AudioFormatError('truncated', 'WAV file is shorter than its RIFF header');
  if (fourCC(bytes, 0) !== 'RIFF' || fourCC(bytes, 8) !== 'WAVE') {
    throw new AudioFormatError('invalid', 'Not a RIFF/WAVE file');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: Omit<WavLayout, 'dataOffset' | 'dataBytes'> | null = null;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = fourCC(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length)
        throw new AudioFormatError('truncated', 'WAV fmt chunk is cut short');
      let formatTag = view.getUint16(body, true);
      // WAVE_FORMAT_EXTENSIBLE carries the real format in the first two bytes of its sub-format GUID.
      if (formatTag === FORMAT_EXTENSIBLE && size >= 26 && body + 26 <= bytes.length) {
        formatTag = view.getUint16(body + 24, true);
      }
      format = {
        formatTag,
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new AudioFormatError('invalid', 'WAV data chunk comes before its fmt chunk');
      if (body + size > bytes.length) {
        throw new AudioFormatError(
          'truncated',
          `WAV declares ${size} data bytes but only ${bytes.length - body} are present`,
        );
      }
      checkFormat(format);
      return { ...format, dataOffset: body, dataBytes: size };
    }
    at = body + size + (size % 2); // RIFF chunks are padded to even sizes
  }
  throw new AudioFormatError(format ? 'truncated' : 'invalid', 'WAV file has no data chunk');
}

function checkFormat(format: Omit<WavLayout, 'dataOffset' | 'dataBytes'>): void {
  const { formatTag, channels, sampleRate, bitsPerSample } = format;
  if (channels < 1 || sampleRate < 1)
    throw new AudioFormatError('invalid', 'WAV declares no channels or no sample rate');
  const pcmOk = formatTag === FORMAT_PCM && [8, 16, 24, 32].includes(bitsPerSample);
  const floatOk = formatTag === FORMAT_FLOAT && bitsPerSample === 32;
  if (!pcmOk && !floatOk) {
    throw new AudioFormatError(
      'unsupported',
      `WAV format ${formatTag} with ${bitsPerSample} bits is not supported`,
    );
  }
}

/** Duration in ms from the header alone. */
export function wavDurationMs(layout: WavLayout): number {
  const frameBytes = (layout.bitsPerSample / 8) * layout.channels;
  return (Math.floor(layout.dataBytes / frameBytes) / layout.sampleRate) * 1000;
}

function toInt16(float: number): number {
  return Math.max(-32768, Math.min(32767, Math.round(float * 32768)));
}

/**
 * Decodes PCM 8/16/24/32-bit and 32-bit float WAV (plain or extensible) to interleaved 16-bit
 * samples at the file's rate and channel count; `toCanonical` (resample.ts) turns that into the
 * timeline's format.
 * @throws AudioFormatError for anything that is not a readable WAV
 */
export function decodeWav(bytes: Uint8Array): DecodedWav {
  const layout = readWavLayout(bytes);
  const { channels, sampleRate, bitsPerSample, formatTag } = layout;
  const bytesPerSample = bitsPerSample / 8;
  const frames = Math.floor(layout.dataBytes / (bytesPerSample * channels));
  const count = frames * channels;
  const view = new DataView(bytes.buffer, bytes.byteOffset + layout.dataOffset, count * bytesPerSample);
  const samples = new Int16Array(count);
  for (let i = 0; i < count; i++) {
    const at = i * bytesPerSample;
    if (formatTag === FORMAT_FLOAT) samples[i] = toInt16(view.getFloat32(at, true));
    else if (bitsPerSample === 16) samples[i] = view.getInt16(at, true);
    else if (bitsPerSample === 8) samples[i] = (view.getUint8(at) - 128) << 8;
    else if (bitsPerSample === 24) samples[i] = view.getInt16(at + 1, true);
    else samples[i] = view.getInt32(at, true) >> 16;
  }
  return { sampleRate, channels, bitsPerSample, samples, frames, durationMs: (frames / sampleRate) * 1000 };
}
