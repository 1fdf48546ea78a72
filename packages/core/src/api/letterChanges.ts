import { type EndpointName, endpoints } from './endpoints';

/**
 * Whether a call's answer means a letters list may show something else: every write to a letter
 * (created, moved on, its details changed), and its opening or release (the lock the list shows).
 * Audio and document saves are not: the list shows neither, and they come many times a minute.
 */
export function changesLetters(name: EndpointName): boolean {
  if (name.startsWith('letters.'))
    return endpoints[name].method !== 'GET' || name === 'letters.metadataWithLock';
  return name === 'locks.lock' || name === 'locks.unlock';
}

/**
 * Tells whoever shows letters through one API client that letters changed through it (issue 32):
 * every screen or element sharing the client (the portal; the widgets of a page with the same
 * server) refreshes its list at once instead of at its next auto-refresh. A host may announce a
 * change made elsewhere.
 */
export interface LetterChanges {
  /** Returns the function that stops listening. */
  subscribe(listener: () => void): () => void;
  announce(): void;
}

export function createLetterChanges(): LetterChanges {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    announce() {
      for (const listener of [...listeners]) listener();
    },
  };
}
