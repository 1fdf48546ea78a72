import type { AccountStorage, Session, UnsentWork } from '@dictation/core';
import { useUnsentWork } from '@dictation/core/react';
import type { Recorder, RecorderSnapshot } from '@dictation/recorder';
import { type RefObject, useEffect, useRef } from 'react';

/** Notes a stopped recording for the account's next sign-in (one note per letter, the latest length). */
export function keepRecordingNote(storage: AccountStorage, letterId: number, lengthMs: number): void {
  const others = storage.get('keptRecordings').filter((kept) => kept.letterId !== letterId);
  storage.set('keptRecordings', [...others, { letterId, lengthMs }]);
}

const busyUploads = new Set(['uploading', 'retrying', 'verifying', 'resending']);

/**
 * The job's audio the server does not hold yet: a recording still running, operations not yet
 * acknowledged, or a check of the server's copy under way. Null once the server has it all.
 */
export function unsentAudio(letterId: number, snapshot: RecorderSnapshot): UnsentWork | null {
  const { state, upload } = snapshot;
  const running = state !== 'idle';
  if (!running && upload.pendingOperations === 0 && !busyUploads.has(upload.state)) return null;
  return { kind: 'audio', letterId, ms: upload.pendingMs, recording: running };
}

/**
 * The recording at a sign-out (issue 31):
 * - while the server lacks some of it, a sign-out asks first (the page's unsent work); "Wait
 *   until saved" stops a running recording and sends everything now;
 * - when the session ends all the same (inactivity, Sign out in another tab, a refused refresh,
 *   "Sign out and keep it on this computer"), a running recording is stopped at once, before the
 *   page closes it, so the journal keeps every frame captured, and a note tells the account's next
 *   sign-in what was kept, running or not.
 */
export function useRecordingAtSignOut(
  session: Session,
  recorder: RefObject<Recorder | undefined>,
  letterId: number | undefined,
  storage: AccountStorage,
  log?: (error: unknown) => void,
): void {
  const latest = useRef({ letterId, storage, log });
  latest.current = { letterId, storage, log };
  useUnsentWork({
    unsent: () => {
      const current = recorder.current;
      const work = current && letterId !== undefined ? unsentAudio(letterId, current.getSnapshot()) : null;
      return work ? [work] : [];
    },
    sendNow: () => void recorder.current?.finish().catch((error: unknown) => latest.current.log?.(error)),
  });
  useEffect(
    () =>
      session.subscribe((event) => {
        const current = recorder.current;
        const { letterId: id, storage: store } = latest.current;
        if (event.type !== 'logout' || !current || id === undefined) return;
        const snapshot = current.getSnapshot();
        if (!unsentAudio(id, snapshot)) return;
        // Noted at once, so the next sign-in hears of it even if the stop cannot finish (the
        // journal has what was captured); then with the length the stop ended at.
        const keep = () => keepRecordingNote(store, id, current.getSnapshot().lengthMs);
        keep();
        if (snapshot.state === 'recording' || snapshot.state === 'starting')
          void current.stop('signed-out').then(keep, keep);
      }),
    [session, recorder],
  );
}
