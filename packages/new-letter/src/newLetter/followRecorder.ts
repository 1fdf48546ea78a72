import type { Recorder } from '@dictation/recorder';
import { useEffect, useRef } from 'react';
import type { RecordLetterEvents } from './RecordLetter';

/**
 * Follows the page's current recorder: `watch` is called once for each recorder and returns what
 * runs on each of its changes, until the next recorder replaces it or the page goes.
 */
export function useFollowRecorder(watch: (recorder: Recorder) => () => void) {
  const unsubscribe = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => unsubscribe.current?.(), []);
  return (recorder: Recorder | undefined) => {
    unsubscribe.current?.();
    unsubscribe.current = recorder?.subscribe(watch(recorder));
  };
}

/** Follows the recorder's state and upload, telling the host of each change once. */
export function useRecorderEvents(events: RecordLetterEvents, letterId: number | undefined) {
  const latest = useRef({ events, letterId });
  latest.current = { events, letterId };
  return useFollowRecorder((recorder) => {
    let state = recorder.getSnapshot().state;
    let synced = recorder.getSnapshot().upload.state === 'synced';
    return () => {
      const snapshot = recorder.getSnapshot();
      const { events: current, letterId: id } = latest.current;
      if (snapshot.state !== state) {
        state = snapshot.state;
        current.onRecordingState?.(state, id);
      }
      const nowSynced = snapshot.upload.state === 'synced' && snapshot.lengthMs > 0;
      if (nowSynced && !synced) current.onUploadSynced?.(id);
      synced = nowSynced;
    };
  });
}
