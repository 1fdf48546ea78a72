import { type PcmTimeline, PeakPyramid } from '@dictation/audio';
import type { Notify } from '@dictation/core';
import type { TapeEvent, TapeListener } from '@dictation/pedal';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CaptureEngine } from '../engine/captureEngine';
import { createDefaultCaptureEngine } from '../engine/createDefaultCaptureEngine';
import type { HelperMicrophoneEngineOptions } from '../engine/createHelperMicrophoneEngine';
import { createIndexedDbJournalStorage } from '../journal/indexedDbJournalStorage';
import type { JournalStorage } from '../journal/journalStorage';
import { createPlayer, type MediaLike, type Player } from '../player/createPlayer';
import { downloadAhead } from '../player/downloadAhead';
import { type LoadState, loadAudioRecord } from '../player/loadAudioRecord';
import { playerTapeAction } from '../player/playerTapeAction';
import { playerSteps } from '../recordingConstants';
import { createRecorder, type DeviceMemory, type Recorder } from '../session/createRecorder';
import { createRecordingTimeline } from '../session/createRecordingTimeline';
import type { RecordingLockOptions } from '../session/recordingLock';
import type { LoadStoredAudio } from '../session/recoverRecording';
import type { RecorderUploadAdapter } from '../uploadAdapter';
import { microphoneButtonActions } from './microphoneButtonActions';

export interface UseRecorderOptions {
  /** The letter's audioKey: the `fileName` of every upload call. */
  audioKey: string;
  uploadAdapter: RecorderUploadAdapter;
  notify: Notify;
  /**
   * Where audio comes from. The caller owns an engine it passes (the recorder never disposes it).
   * @default the browser microphones plus the desktop app's while it runs (`createDefaultCaptureEngine`)
   */
  engine?: CaptureEngine;
  /**
   * The desktop helper part of the default engine (ports, host); false records from the browser only.
   * Ignored when `engine` is given.
   * @default `/michub` on ports 5100-5103
   */
  desktopHelper?: HelperMicrophoneEngineOptions | false;
  /** @default IndexedDB */
  journal?: JournalStorage;
  /** Stored audio to load first (the letter's audio.audioSegment.audioRecord.id). @default undefined */
  audioRecordId?: number;
  /** Load the converted rendition with the readiness poll (spec 001). @default false */
  useMp3?: boolean;
  recordingSettings?: { webDefaultToOverwrite?: boolean; webEnableStartStopSound?: boolean };
  /** @default () => true */
  departmentSelected?: () => boolean;
  /** Records with no network too (`RecorderOptions.recordsOffline`). @default false */
  recordsOffline?: boolean;
  deviceMemory?: DeviceMemory;
  /** Runs before a recording starts, e.g. to create the letter on the first record press; false cancels. */
  beforeRecord?: () => Promise<boolean | undefined> | boolean | undefined;
  /** Foot pedal settings' rewindOnStop, seconds. @default 3 */
  rewindOnStopSeconds?: number;
  /** The speed playback starts at (Settings, playback defaults). @default 1 */
  playbackSpeed?: number;
  /** For tests: the media element the player drives. @default new Audio() */
  createMedia?: () => MediaLike;
  /**
   * For tests: the Web Lock that keeps a second window off this recording, and how long it waits
   * for a window that is going away. @default navigator.locks, 3 s wait
   */
  recordingLock?: RecordingLockOptions;
  /**
   * `audioKey` was made for this recorder just now (a job its first Record creates): Record does
   * not wait to read a journal none can hold (createRecorder's `newRecording`). @default false
   */
  newRecording?: boolean;
  /** For tests: the first upload retry's delay, doubled per consecutive failure. @default 1000 */
  uploadRetryInitialMs?: number;
  log?: (error: unknown) => void;
  /**
   * Hands out the recorder once created (and `undefined` when it is disposed), so the page can
   * complete the letter through `recorder.complete(call)` and get the 4000 ms retry.
   * @default undefined
   */
  onRecorder?: (recorder: Recorder | undefined) => void;
  /**
   * Once the recorder has read this computer's journal and the stored audio: what it now holds
   * (a reopened job's audio may be known from the journal only). @default undefined
   */
  onLoaded?: (lengthMs: number) => void;
}

interface RecorderParts {
  engine: CaptureEngine;
  /** Set when the engine was created here, so it is disposed here too. */
  ownEngine?: CaptureEngine;
  timeline: PcmTimeline;
  peaks: PeakPyramid;
  recorder: Recorder;
  player: Player;
}

function createParts(
  options: UseRecorderOptions,
  loadStoredAudio: LoadStoredAudio | undefined,
): RecorderParts {
  const timeline = createRecordingTimeline(options.audioKey, { log: options.log });
  const peaks = new PeakPyramid(timeline);
  const engine =
    options.engine ??
    createDefaultCaptureEngine(options.desktopHelper === undefined ? {} : { helper: options.desktopHelper });
  const ownEngine = options.engine ? undefined : engine;
  const recorder = createRecorder({
    fileName: options.audioKey,
    engine,
    uploadAdapter: options.uploadAdapter,
    storage: options.journal ?? createIndexedDbJournalStorage(),
    notify: options.notify,
    timeline,
    ...(loadStoredAudio ? { loadStoredAudio } : {}),
    ...(options.recordingSettings ? { recordingSettings: options.recordingSettings } : {}),
    ...(options.departmentSelected ? { departmentSelected: options.departmentSelected } : {}),
    ...(options.deviceMemory ? { deviceMemory: options.deviceMemory } : {}),
    ...(options.recordsOffline ? { recordsOffline: true } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...(options.recordingLock ? { lock: options.recordingLock } : {}),
    ...(options.newRecording ? { newRecording: true } : {}),
    ...(options.uploadRetryInitialMs !== undefined
      ? { uploadRetryInitialMs: options.uploadRetryInitialMs }
      : {}),
    onTimelineEdit: (from, to) => peaks.update(from, to),
  });
  const player = createPlayer({
    timeline,
    rewindOnStopSeconds: options.rewindOnStopSeconds ?? playerSteps.rewindOnStopSeconds,
    ...(options.playbackSpeed !== undefined ? { initialSpeed: options.playbackSpeed } : {}),
    ...(options.createMedia ? { createMedia: options.createMedia } : {}),
  });
  return { engine, timeline, peaks, recorder, player, ...(ownEngine ? { ownEngine } : {}) };
}

const noSubscription = () => () => {};
const noSnapshot = () => undefined;

/** Everything the recorder UI needs, without JSX: engine, journal, uploader, player and peaks. */
export function useRecorder(options: UseRecorderOptions) {
  const { audioKey, uploadAdapter } = options;
  const [parts, setParts] = useState<RecorderParts>();
  // Callbacks read the latest props at call time instead of re-creating the recorder.
  const latest = useRef(options);
  latest.current = options;
  const [load, setLoad] = useState<LoadState | undefined>(undefined);

  // Created in the effect, not during render: StrictMode's mount-unmount-mount must not reuse a
  // disposed recorder. One recorder per audio key; other options are read when it is created.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one recorder per audio key by design
  useEffect(() => {
    const abort = new AbortController();
    const { audioRecordId } = options;
    const useMp3 = options.useMp3 ?? false;
    const download =
      audioRecordId === undefined || useMp3
        ? undefined
        : downloadAhead(uploadAdapter, audioRecordId, abort.signal);
    // Only for a letter without a journal on this computer: a journal rebuilds the recording itself.
    const loadStoredAudio =
      audioRecordId === undefined
        ? undefined
        : async (timeline: PcmTimeline) => {
            let loaded = false;
            const downloaded = download?.take();
            await loadAudioRecord({
              playbackAdapter: uploadAdapter,
              audioRecordId,
              timeline,
              useMp3,
              ...(downloaded ? { downloaded } : {}),
              onState: (state) => {
                loaded = state.kind === 'loaded';
                // The recorder's own end of loading is said below, once the journal is applied too.
                if (state.kind !== 'loaded') setLoad(state);
              },
              signal: abort.signal,
            });
            return loaded;
          };
    const created = createParts(options, loadStoredAudio);
    const { recorder, player, peaks } = created;
    setParts(created);
    options.onRecorder?.(recorder);
    setLoad({ kind: 'loading' });
    void recorder.init().then(() => {
      download?.dropUntaken();
      if (abort.signal.aborted) return;
      const { lengthMs, cursorMs } = recorder.getSnapshot();
      setLoad((current) => (current?.kind === 'failed' ? current : { kind: 'loaded', lengthMs }));
      latest.current.onLoaded?.(lengthMs);
      peaks.update(0);
      player.invalidate();
      // The cursor where it was before a reload (Insert mode records there next).
      player.seek(cursorMs);
    });
    const onPageHide = () => recorder.pageHidden();
    const onVisibilityChange = () => {
      if (globalThis.document?.visibilityState === 'hidden') recorder.pageBackgrounded();
    };
    globalThis.addEventListener?.('pagehide', onPageHide);
    globalThis.document?.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      abort.abort();
      globalThis.removeEventListener?.('pagehide', onPageHide);
      globalThis.document?.removeEventListener('visibilitychange', onVisibilityChange);
      latest.current.onRecorder?.(undefined);
      recorder.dispose();
      player.dispose();
      void created.ownEngine?.dispose?.();
      // The server and the journal hold the audio; the local blocks in IndexedDB go with the page.
      void created.timeline.discardStoredBlocks().catch((error: unknown) => latest.current.log?.(error));
    };
  }, [audioKey]);

  const recorder = parts?.recorder;
  const player = parts?.player;
  // The same snapshots on a server render: no recorder or player exists there yet.
  const recording = useSyncExternalStore(
    recorder?.subscribe ?? noSubscription,
    recorder?.getSnapshot ?? noSnapshot,
    recorder?.getSnapshot ?? noSnapshot,
  );
  const playback = useSyncExternalStore(
    player?.subscribe ?? noSubscription,
    player?.getSnapshot ?? noSnapshot,
    player?.getSnapshot ?? noSnapshot,
  );

  // A finished recording segment changes what the player plays.
  const recordingState = recording?.state;
  useEffect(() => {
    if (recordingState === 'idle' && player && recorder && recorder.getSnapshot().lengthMs > 0) {
      player.invalidate();
      player.seek(recorder.getSnapshot().cursorMs);
    }
  }, [recordingState, player, recorder]);

  const startRecording = useCallback(async () => {
    if (!recorder || !player || recorder.getSnapshot().state !== 'idle') return false;
    if ((await latest.current.beforeRecord?.()) === false) return false;
    player.stop();
    return recorder.record(player.getSnapshot().positionMs);
  }, [recorder, player]);

  const toggleRecording = useCallback(async () => {
    if (!recorder) return;
    if (recorder.getSnapshot().state === 'idle') await startRecording();
    else await recorder.stop();
  }, [recorder, startRecording]);

  /** Pedal and hotkey actions from `@dictation/pedal` (spec 000 sections 3 and 9). */
  const handleTapeAction: TapeListener = useCallback(
    (event: TapeEvent) => {
      if (!recorder || !player) return;
      const recordingNow = recorder.getSnapshot().state !== 'idle';
      // The settings as they are now: they may have loaded or changed since the player was made.
      const rewindOnStop = event.rewindSeconds ?? latest.current.rewindOnStopSeconds;
      switch (event.action) {
        case 'playStop':
        case 'rewind':
        case 'forward':
          // The player's actions do nothing while recording.
          if (!recordingNow) playerTapeAction(player, event, rewindOnStop);
          return;
        case 'record':
        case 'playRecord':
          if (event.phase === 'toggle' || event.phase === 'start') void toggleRecording();
          else if (event.phase === 'stop' && recordingNow) void recorder.stop();
          return;
        case 'rewindRecord':
          if (recordingNow) void recorder.stop();
          else {
            player.rewind(rewindOnStop ?? playerSteps.rewindOnStopSeconds);
            void startRecording();
          }
          return;
      }
    },
    [recorder, player, toggleRecording, startRecording],
  );

  // A dictation microphone's buttons drive the recorder like pedals do.
  const engine = parts?.engine;
  useEffect(
    () =>
      engine?.watchButtons?.((button) => {
        for (const event of microphoneButtonActions[button]) handleTapeAction(event);
      }),
    [engine, handleTapeAction],
  );

  return {
    recorder,
    player,
    peaks: parts?.peaks,
    recording,
    playback,
    load,
    startRecording,
    toggleRecording,
    handleTapeAction,
  };
}

export type UseRecorderResult = ReturnType<typeof useRecorder>;
