import { type AccountStorage, type Notify, noticeDurations } from '@dictation/core';
import { useEffect } from 'react';
import { messages } from '../messages';

/**
 * Issue 31: the first signed-in screen says which recordings a sign-out stopped and kept on this
 * computer (the recorder's note, `keptRecordings`), once each; they stay until closed.
 */
export function useKeptRecordingNotices(storage: AccountStorage, notify: Notify): void {
  useEffect(() => {
    const kept = storage.get('keptRecordings');
    if (kept.length === 0) return;
    storage.remove('keptRecordings');
    for (const { letterId, lengthMs } of kept) {
      notify({
        kind: 'info',
        message: messages.keptRecording(lengthMs, letterId),
        durationMs: noticeDurations.persistent,
        key: `kept-recording-${letterId}`,
      });
    }
  }, [storage, notify]);
}
