import type { Notice } from '@dictation/core';
import { vi } from 'vitest';
import type { JournalStorage } from '../journal/journalStorage';
import { createMemoryJournalStorage } from '../journal/memoryJournalStorage';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { createFakeCaptureEngine, type FakeCaptureEngineOptions } from '../testing/createFakeCaptureEngine';
import { createRecorder, type RecorderOptions } from './createRecorder';
import type { RecorderSound } from './tones';

/** The letter's audio key in the recorder's tests. */
export const fileName = 'letter-audio';

/**
 * A page's recorder of `fileName` on a fake microphone and audio server, online, whose notices
 * and sounds are kept for the test to read.
 */
export function setup(
  overrides: Partial<RecorderOptions> = {},
  engineOptions: FakeCaptureEngineOptions = {},
  storage: JournalStorage = createMemoryJournalStorage(),
) {
  const notices: Notice[] = [];
  const engine = createFakeCaptureEngine(engineOptions);
  const server = createFakeAudioServer();
  let online = true;
  const playSound = vi.fn(async (_sound: RecorderSound) => {});
  const recorder = createRecorder({
    fileName,
    engine,
    uploadAdapter: server,
    storage,
    notify: (notice) => notices.push(notice),
    isOnline: () => online,
    playSound,
    ...overrides,
  });
  const messages = () => notices.map((notice) => notice.message);
  return {
    recorder,
    engine,
    server,
    notices,
    messages,
    playSound,
    storage,
    goOffline: () => (online = false),
  };
}
