import { deferredModule } from '@dictation/ui';

/**
 * The stored recording's timeline, peaks and player (storedRecording.ts), downloaded when a
 * player is first shown: on the letter screen that is after the letter's text, which no longer
 * shares the line with them on a slow network (issue 33). The recording page has them already.
 */
export const storedRecordingModule = /* @__PURE__ */ deferredModule(() => import('./storedRecording'));
