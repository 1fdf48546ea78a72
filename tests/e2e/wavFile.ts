/** Audio files as a user would pick them from disk, for the upload page's tests. */

/** A mono 16-bit PCM WAV of `seconds` of a quiet tone, as the browser would read it from disk. */
export function wavFile(name: string, seconds: number, frequency = 440) {
  const sampleRate = 8000;
  const samples = sampleRate * seconds;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    buffer.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * frequency * i) / sampleRate)), 44 + i * 2);
  return { name, mimeType: 'audio/wav', buffer };
}
