/**
 * A new name for one opening of a letter (one letter screen in one tab), sent as `lockHolderId`
 * with `metadata-with-lock`, `elongate` and `unlock` (docs/wire-contract.md, Locks): 32 hex
 * digits. From `getRandomValues`, which, unlike `randomUUID`, a page served over plain http has.
 */
export function createLockHolderId(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
