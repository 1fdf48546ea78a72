import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { recorderMessages } from '../messages';
import type { MediaLike } from '../player/createPlayer';
import type { LoadState } from '../player/loadAudioRecord';
import { usePlayerTapeActions } from '../player/usePlayerTapeActions';
import type { TapeActionSources } from '../player/useTapeActions';
import type { PlaybackAdapter } from '../uploadAdapter';
import type { StoredRecording } from './storedRecording';
import { storedRecordingModule } from './storedRecordingModule';

export interface UseAudioPlayerOptions extends TapeActionSources {
  /**
   * The stored recording to play: the letter's `audio.audioSegment.audioRecord.id`. A new id
   * loads a new player.
   * @default none (required)
   */
  audioRecordId: number;
  /**
   * The server's playback calls (`stream`, `streamMp3`, `isMp3Available`), e.g.
   * `createCorePlaybackAdapter(api)`. Read when the recording is loaded.
   * @default none (required)
   */
  playbackAdapter: PlaybackAdapter;
  /**
   * Play the converted rendition (`stream-mp3`) once `isMp3Available` says it is ready, polled
   * every 10 s (spec 001 section 4: touch and special browsers).
   * @default prefersConvertedAudio(navigator): phones and tablets
   */
  useMp3?: boolean;
  /**
   * The playback speed (the user's playback default, 0.2-2 in steps of 0.2): the player starts at
   * it and takes it again whenever it changes (settings that load after the page).
   * @default 1
   */
  playbackSpeed?: number;
  /** Receives errors nobody else reports (local audio blocks not written or not deleted). @default ignored */
  log?: (error: unknown) => void;
  /** For tests: the media element the player drives. @default new Audio() */
  createMedia?: () => MediaLike;
}

const noSubscription = () => () => {};
const noSnapshot = () => undefined;

/**
 * A stored recording to listen to (the letter screen, spec 001 section 2): loads it (`stream`,
 * or `stream-mp3` once converted), plays it with the recorder's own player, and takes the pedal's
 * and the hotkeys' play/stop, rewind and forward, also while an editor has the focus. Nothing of
 * recording (capture engine, journal, uploader) is created. The player's code comes when it is
 * first shown (storedRecordingModule.ts): until then, and while the audio downloads, it loads.
 */
export function useAudioPlayer(options: UseAudioPlayerOptions) {
  const { audioRecordId, playbackSpeed } = options;
  const [parts, setParts] = useState<Omit<StoredRecording, 'close'>>();
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const latest = useRef(options);
  latest.current = options;

  // One player per recording, made in the effect (StrictMode's remount must not reuse a disposed
  // one); the other options are read when it is made or, for the callbacks, when they run.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one player per audio record by design
  useEffect(() => {
    let recording: StoredRecording | undefined;
    let closed = false;
    const open = ({ openStoredRecording }: typeof import('./storedRecording')) => {
      if (closed) return;
      recording = openStoredRecording(latest.current, {
        log: (error) => latest.current.log?.(error),
        onState: setLoad,
      });
      setParts({ peaks: recording.peaks, player: recording.player });
    };
    const loaded = storedRecordingModule.current;
    if (loaded) open(loaded);
    else
      storedRecordingModule.load().then(open, () => {
        if (!closed) setLoad({ kind: 'failed', message: recorderMessages.playerNotLoaded });
      });
    return () => {
      closed = true;
      recording?.close();
    };
  }, [audioRecordId]);

  const player = parts?.player;
  // The same snapshot on a server render: no player exists there yet.
  const playback = useSyncExternalStore(
    player?.subscribe ?? noSubscription,
    player?.getSnapshot ?? noSnapshot,
    player?.getSnapshot ?? noSnapshot,
  );
  useEffect(() => {
    if (playbackSpeed !== undefined) player?.setSpeed(playbackSpeed);
  }, [player, playbackSpeed]);
  const handleTapeAction = usePlayerTapeActions(player, options);

  return { player, playback, peaks: parts?.peaks, load, handleTapeAction };
}

export type UseAudioPlayerResult = ReturnType<typeof useAudioPlayer>;
