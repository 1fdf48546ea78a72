import { failureNotice, type Notify } from '@dictation/core';
import { useCallback, useRef, useState } from 'react';
import { type LetterHeaderChange, sendHeaderChange } from './headerChanges';
import type { LetterHeaderApi } from './letterHeaderApi';

export interface HeaderUpdateOptions {
  api: LetterHeaderApi;
  letterId: number;
  notify: Notify;
  onUpdated: (change: LetterHeaderChange) => void;
}

export interface HeaderUpdate {
  /** Sends a change; resolves true once the server took it, false after showing why it did not. */
  update: (change: LetterHeaderChange) => Promise<boolean>;
  isPending: boolean;
}

/**
 * One header change at a time. Success is reported (`onUpdated`) so the screen reloads the
 * metadata; a failure shows the server's message (the API client's error text) as a notice.
 */
export function useHeaderUpdate(options: HeaderUpdateOptions): HeaderUpdate {
  const [isPending, setPending] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const update = useCallback(async (change: LetterHeaderChange) => {
    const { api, letterId, notify, onUpdated } = latest.current;
    setPending(true);
    try {
      await sendHeaderChange(api, letterId, change);
      onUpdated(change);
      return true;
    } catch (error) {
      notify({ ...failureNotice(error), key: 'letter-header' });
      return false;
    } finally {
      setPending(false);
    }
  }, []);
  return { update, isPending };
}
