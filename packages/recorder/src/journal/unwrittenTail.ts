import { base64ToBytes, bytesToBase64, type StorageLike } from '@dictation/core';
import type { JournalFragment, JournalSession } from './journalStorage';

/**
 * What a journal had not written when its page went away: the frames queued for the storage or in
 * a write under way, and the session as it stood. IndexedDB writes are asynchronous and a page
 * being reloaded or closed cannot wait for them (a reload under load lost the last quarter second
 * this way), so the journal puts this tail in Web Storage, which writes at once, and the next page
 * adds it to the journal before reading it.
 */
export interface UnwrittenTail {
  session: JournalSession;
  fragments: JournalFragment[];
}

type StoredFragment = Omit<JournalFragment, 'pcm'> & { pcm: string };

const keyOf = (fileName: string) => `dictation:journal-tail:${fileName}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isStoredFragment = (value: unknown, fileName: string): value is StoredFragment =>
  isRecord(value) &&
  value.fileName === fileName &&
  Number.isInteger(value.sequence) &&
  Number.isInteger(value.index) &&
  typeof value.operationId === 'string' &&
  (value.recordMode === 0 || value.recordMode === 1) &&
  typeof value.startMs === 'number' &&
  typeof value.pcm === 'string';

const pcmBytes = (pcm: Int16Array) => new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength);

/**
 * Keeps the tail synchronously. A full or blocked storage keeps nothing: the journal's own writes
 * may still finish, and a tail is only ever a fraction of a second.
 */
export function keepUnwrittenTail(store: StorageLike | undefined, tail: UnwrittenTail): void {
  if (!store) return;
  const fragments: StoredFragment[] = tail.fragments.map((fragment) => ({
    ...fragment,
    pcm: bytesToBase64(pcmBytes(fragment.pcm)),
  }));
  try {
    store.setItem(keyOf(tail.session.fileName), JSON.stringify({ session: tail.session, fragments }));
  } catch {
    // Kept nothing: see above.
  }
}

/**
 * Reads and forgets the kept tail of `fileName`. A tail that does not read as one (another
 * version's, or damaged) is dropped: the journal then holds what its writes reached.
 */
export function takeUnwrittenTail(
  store: StorageLike | undefined,
  fileName: string,
): UnwrittenTail | undefined {
  if (!store) return undefined;
  let kept: unknown;
  try {
    kept = JSON.parse(store.getItem(keyOf(fileName)) ?? 'null');
  } catch {
    kept = undefined; // damaged, or a blocked storage
  }
  forgetUnwrittenTail(store, fileName);
  if (!isRecord(kept) || !isRecord(kept.session) || kept.session.fileName !== fileName) return undefined;
  if (!Array.isArray(kept.fragments)) return undefined;
  const stored = kept.fragments;
  if (!stored.every((fragment) => isStoredFragment(fragment, fileName))) return undefined;
  try {
    const fragments = stored.map((fragment) => {
      const bytes = base64ToBytes(fragment.pcm);
      return { ...fragment, pcm: new Int16Array(bytes.buffer, 0, bytes.byteLength >> 1) };
    });
    return { session: kept.session as unknown as JournalSession, fragments };
  } catch {
    return undefined; // not base64
  }
}

export function forgetUnwrittenTail(store: StorageLike | undefined, fileName: string): void {
  try {
    store?.removeItem(keyOf(fileName));
  } catch {
    // A blocked storage kept nothing either.
  }
}
