/**
 * A random id (32 hex digits) for operations, uploads and writers. `crypto.randomUUID` exists only
 * in secure contexts, and a hospital intranet may serve the portal over plain http;
 * `getRandomValues` works everywhere.
 */
export function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
