/**
 * Base64, as the spec's audio calls carry it (a letter's whole audio as text: 76 MB for 30
 * minutes). The browser's own codec (`Uint8Array.fromBase64` / `toBase64`: Chromium 140,
 * Firefox 133, Safari 18.2) where there is one; otherwise `atob`/`btoa` through a binary string.
 */

interface NativeBase64 {
  fromBase64?: (text: string) => Uint8Array;
}
type NativeBytes = Uint8Array & { toBase64?: () => string };

/** Base64 of bytes, in chunks so long recordings do not overflow the argument limit. */
export function bytesToBase64InChunks(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

/** Bytes of a base64 text, one character at a time. */
export function base64ToBytesByCharacter(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Base64 of bytes (the audio sent, the client's credentials). */
export function bytesToBase64(bytes: Uint8Array): string {
  return (bytes as NativeBytes).toBase64?.() ?? bytesToBase64InChunks(bytes);
}

/** Bytes of a base64 text (the stream answers). */
export function base64ToBytes(base64: string): Uint8Array {
  return (Uint8Array as NativeBase64).fromBase64?.(base64) ?? base64ToBytesByCharacter(base64);
}
