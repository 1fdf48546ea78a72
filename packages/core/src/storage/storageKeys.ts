/**
 * Where stored keys live, apart from account storage's schemas: the sign-in page notes and sweeps
 * kept work (keptWork.ts) without loading them.
 */

/** Bump when a stored shape changes incompatibly: older values are then ignored. */
export const storageVersion = 1;
const root = `dictation:v${storageVersion}`;
/** Where keys outside any account live (the username, markers that must outlive a sign-out). */
export const globalKeyPrefix = `${root}:global:`;
/** Where the keys of one account live. */
export const accountKeyPrefix = (accountId: string | number | null): string =>
  `${root}:account:${accountId ?? 'none'}:`;
