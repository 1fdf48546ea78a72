import { encodeWav } from '@dictation/audio';

/** For tests and stories: a WAV `File` of `seconds` of a steady level, as if picked from disk. */
export function wavTestFile(name: string, seconds: number): File {
  const bytes = encodeWav(new Int16Array(8000 * seconds).fill(800), { sampleRate: 8000, channels: 1 });
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'audio/wav' });
}
