import type { AccountStorage, Session } from '@dictation/core';
import { type RefObject, useEffect, useRef } from 'react';
import type { Recorder } from '../session/createRecorder';

/** Notes a stopped recording for the account's next sign-in (one note per letter, the latest length). */
export function keepRecordingNote(storage: AccountStorage, letterId: number, lengthMs: number): void {
  const others = storage.get('keptRecordings').filter((kept) => kept.letterId !== letterId);
  storage.set('keptRecordings', [...others, { letterId, lengthMs }]);
}

/**
 * Issue 31: when the session ends while this job records (inactivity, Sign out in another tab, a
 * refused refresh), the recording is stopped at once, before the page closes it, so the journal
 * keeps every frame captured; the note tells the account's next sign-in what was kept.
 */
export function useKeepRecordingOnSignOut(
  session: Session,
  recorder: RefObject<Recorder | undefined>,
  letterId: number | undefined,
  storage: AccountStorage,
): void {
  const latest = useRef({ letterId, storage });
  latest.current = { letterId, storage };
  useEffect(
    () =>
      session.subscribe((event) => {
        const current = recorder.current;
        const { letterId: id, storage: store } = latest.current;
        if (event.type !== 'logout' || !current || id === undefined) return;
        const { state } = current.getSnapshot();
        if (state !== 'recording' && state !== 'starting') return;
        // Noted at once, so the next sign-in hears of it even if the stop cannot finish (the
        // journal has what was captured); then with the length the stop ended at.
        const keep = () => keepRecordingNote(store, id, current.getSnapshot().lengthMs);
        keep();
        void current.stop('signed-out').then(keep, keep);
      }),
    [session, recorder],
  );
}
