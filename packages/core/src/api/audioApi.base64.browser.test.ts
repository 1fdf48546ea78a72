import { expect, onTestFinished, test, vi } from 'vitest';
import { base64ToBytes, base64ToBytesByCharacter, bytesToBase64, bytesToBase64InChunks } from './audioApi';

// In Chromium the browser's own codec is used: the same text and bytes as the portable one, on a
// long recording's worth of bytes (a minute of audio).
test('the browser codec and the portable one agree on a minute of audio', () => {
  // One byte past a 3-byte group; getRandomValues fills at most 64 KiB a call.
  const minute = new Uint8Array(1_920_001);
  for (let offset = 0; offset < minute.length; offset += 65_536)
    crypto.getRandomValues(minute.subarray(offset, offset + 65_536));
  onTestFinished(() => {
    vi.restoreAllMocks();
  });
  const native = Uint8Array as unknown as { fromBase64: (text: string) => Uint8Array };
  const decodedNatively = vi.spyOn(native, 'fromBase64');
  const encodedNatively = vi.spyOn(Uint8Array.prototype as unknown as { toBase64: () => string }, 'toBase64');
  const text = bytesToBase64(minute);
  expect(encodedNatively).toHaveBeenCalledOnce();
  expect(text).toBe(bytesToBase64InChunks(minute));
  const decoded = base64ToBytes(text);
  expect(decodedNatively).toHaveBeenCalledOnce();
  expect(firstDifference(decoded, base64ToBytesByCharacter(text))).toBe(-1);
  expect(firstDifference(decoded, minute)).toBe(-1);
});

/** Where two byte arrays first differ (-1: nowhere); a deep equal of 2 MB takes seconds. */
function firstDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  return a.findIndex((value, index) => value !== b[index]);
}
