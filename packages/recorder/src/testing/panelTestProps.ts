import { createMemoryJournalStorage } from '../journal/memoryJournalStorage';
import type { RecorderPanelProps } from '../RecorderPanel/RecorderPanel';
import { createFakeAudioServer } from './createFakeAudioServer';
import { createFakeCaptureEngine } from './createFakeCaptureEngine';
import { silentMedia } from './silentMedia';

/**
 * A recorder panel of the package's own unit tests, in memory: a fake server, journal and
 * engine, no desktop app, silent media. Tests replace the parts they look at.
 */
export function panelTestProps(
  audioKey: string,
  parts: Partial<RecorderPanelProps> = {},
): RecorderPanelProps {
  return {
    audioKey,
    uploadAdapter: createFakeAudioServer(),
    journal: createMemoryJournalStorage(),
    notify: () => {},
    engine: createFakeCaptureEngine(),
    desktopHelper: false,
    createMedia: silentMedia,
    ...parts,
  };
}
