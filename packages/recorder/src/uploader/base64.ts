/** Base64 of bytes, built in slices: one `String.fromCharCode(...all)` overflows the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  const slice = 0x8000;
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += slice) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + slice));
  }
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
