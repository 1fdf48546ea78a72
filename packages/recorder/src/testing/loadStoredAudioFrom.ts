import type { PcmTimeline } from '@dictation/audio';
import { loadAudioRecord } from '../player/loadAudioRecord';
import type { FakeAudioServer } from './createFakeAudioServer';

/** The recorder's `loadStoredAudio` as a page has it: the audio record, as the server holds it now. */
export function loadStoredAudioFrom(server: FakeAudioServer, audioRecordId: number) {
  return async (timeline: PcmTimeline) => {
    let loaded = false;
    await loadAudioRecord({
      playbackAdapter: server,
      audioRecordId,
      timeline,
      onState: (state) => (loaded = state.kind === 'loaded'),
    });
    return loaded;
  };
}
