import { Buffer } from 'node:buffer';
import { describe, expect, test } from 'vitest';
import { base64ToBytes, base64ToBytesByCharacter, bytesToBase64, bytesToBase64InChunks } from './audioApi';

/** Bytes of every value, at lengths around the 3-byte groups and the 32 KiB chunks. */
function sampleBytes(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => (index * 151 + 7) % 256);
}
const lengths = [0, 1, 2, 3, 4, 0x8000 - 1, 0x8000, 0x8000 + 2, 3 * 0x8000 + 1];

// Node's Buffer is the reference: an encoder the kit did not write.
describe('without the browser codec (Node 20, older browsers)', () => {
  test.each(lengths)('%i bytes encode and decode as Node does', (length) => {
    const bytes = sampleBytes(length);
    const text = Buffer.from(bytes).toString('base64');
    expect(bytesToBase64InChunks(bytes)).toBe(text);
    expect([...base64ToBytesByCharacter(text)]).toEqual([...bytes]);
  });

  test('a base64 text broken into lines, as some servers send it, decodes to the same bytes', () => {
    const bytes = sampleBytes(300);
    const lines = Buffer.from(bytes).toString('base64').replace(/.{76}/g, '$&\r\n');
    expect([...base64ToBytesByCharacter(lines)]).toEqual([...bytes]);
  });
});

describe('the codec each runtime uses', () => {
  test.each(lengths)('%i bytes go there and back unchanged', (length) => {
    const bytes = sampleBytes(length);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect([...base64ToBytes(bytesToBase64(bytes))]).toEqual([...bytes]);
  });

  test('text that is not base64 is refused, not read as other audio', () => {
    expect(() => base64ToBytes('not base64 at all!')).toThrow();
  });
});
