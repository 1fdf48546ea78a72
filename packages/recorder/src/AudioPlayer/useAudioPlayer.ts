import { type PcmTimeline, PeakPyramid } from '@dictation/audio';
import { listenToHotkeys, type TransportListener } from '@dictation/pedal';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPlayer, type MediaLike, type Player } from '../player/createPlayer';
import { type LoadState, loadAudioRecord } from '../player/loadAudioRecord';
import { playerTransportAction } from '../player/playerTransportAction';
import { createRecordingTimeline } from '../session/createRecordingTimeline';
import type { RecorderTransport } from '../transport';
import { prefersConvertedAudio } from './prefersConvertedAudio';

export interface UseAudioPlayerOptions {
  /** The letter's `audio.audioSegment.audioRecord.id`. */
  audioRecordId: number;
  transport: Pick<RecorderTransport, 'stream' | 'streamMp3' | 'isMp3Available'>;
  /**
   * Play the converted rendition after polling its readiness every 10 s (spec 001 section 4).
   * @default prefersConvertedAudio(navigator): touch devices and Safari
   */
  useMp3?: boolean;
  /** Foot pedal settings' rewindOnStop, seconds. @default 3 */
  rewindOnStopSeconds?: number;
  /** The speed playback starts at (the user's playback default). @default 1 */
  playbackSpeed?: number;
  /**
   * Subscribes to transport actions from `@dictation/pedal` (helper pedals, WebHID); returns the
   * unsubscribe. @default undefined
   */
  subscribeTransport?: (listener: TransportListener) => () => void;
  /** Where the spec's hotkeys are listened to. @default the document */
  hotkeyTarget?: EventTarget;
  /** For tests: the media element the player drives. @default new Audio() */
  createMedia?: () => MediaLike;
}

interface PlayerParts {
  timeline: PcmTimeline;
  peaks: PeakPyramid;
  player: Player;
}

const noSubscription = () => () => {};
const noSnapshot = () => undefined;

/**
 * A stored recording to listen to (the letter screen): loads it (`stream`, or `stream-mp3` once
 * converted), plays it with the recorder's player, and takes the pedal's and the hotkeys' play,
 * rewind and forward, also while an editor has the focus. Nothing of recording is created.
 */
export function useAudioPlayer(options: UseAudioPlayerOptions) {
  const { audioRecordId } = options;
  const [parts, setParts] = useState<PlayerParts>();
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const latest = useRef(options);
  latest.current = options;

  // One player per recording; the other options (the transport too) are read when it is made.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one player per audio record by design
  useEffect(() => {
    // The letter's audio can be 30 minutes: its blocks go to IndexedDB like a recording's.
    const timeline = createRecordingTimeline(`letter-audio-${audioRecordId}`);
    const peaks = new PeakPyramid(timeline);
    const player = createPlayer({
      timeline,
      rewindOnStopSeconds: options.rewindOnStopSeconds ?? 3,
      ...(options.playbackSpeed !== undefined ? { initialSpeed: options.playbackSpeed } : {}),
      ...(options.createMedia ? { createMedia: options.createMedia } : {}),
    });
    setParts({ timeline, peaks, player });
    const abort = new AbortController();
    void loadAudioRecord({
      transport: options.transport,
      audioRecordId,
      timeline,
      useMp3: options.useMp3 ?? prefersConvertedAudio(globalThis.navigator),
      onState: (state) => {
        if (state.kind === 'loaded') {
          peaks.update(0);
          player.invalidate();
        }
        setLoad(state);
      },
      signal: abort.signal,
    });
    return () => {
      abort.abort();
      player.dispose();
      void timeline.discardStoredBlocks().catch(() => {});
    };
  }, [audioRecordId]);

  const player = parts?.player;
  const playback = useSyncExternalStore(
    player?.subscribe ?? noSubscription,
    player?.getSnapshot ?? noSnapshot,
  );

  const handleTransport: TransportListener = useCallback(
    (event) => {
      if (player) playerTransportAction(player, event, latest.current.rewindOnStopSeconds);
    },
    [player],
  );

  const { subscribeTransport, hotkeyTarget } = options;
  useEffect(() => subscribeTransport?.(handleTransport), [subscribeTransport, handleTransport]);
  useEffect(() => {
    const target = hotkeyTarget ?? globalThis.document;
    if (!target) return;
    return listenToHotkeys(target, handleTransport, {
      rewindOnStop: () => latest.current.rewindOnStopSeconds ?? 3,
    });
  }, [hotkeyTarget, handleTransport]);

  return { player, playback, peaks: parts?.peaks, load, handleTransport };
}

export type UseAudioPlayerResult = ReturnType<typeof useAudioPlayer>;
