import { levelOf, type PcmTimeline, SilenceDetector, type SilenceDetectorOptions } from '@dictation/audio';
import { type Notice, type Notify, noticeDurations } from '@dictation/core';
import {
  type CaptureDevice,
  type CaptureEndReason,
  type CaptureEngine,
  CaptureStartError,
  type DesktopConnectionStatus,
  type DeviceListChange,
} from '../engine/captureEngine';
import type { JournalStorage } from '../journal/journalStorage';
import { recorderMessages } from '../messages';
import { lowVolumeDefaults, uploadTiming } from '../recordingConstants';
import type { RecorderTransport, RecordMode } from '../transport';
import { completeWithAudioRetry } from '../uploader/completeWithAudioRetry';
import { createUploader, type UploadStatus, type VerifyResult } from '../uploader/createUploader';
import { createRecordingTimeline } from './createRecordingTimeline';
import { createRecordingWriter } from './createRecordingWriter';
import { isTooShort, recordingStopAtMs, refusalMessages, refusalOf } from './recordingRules';
import { playTone } from './tones';

export type RecordingState = 'idle' | 'starting' | 'recording' | 'stopping';

/** Why a recording stopped; every reason but 'user' comes with a notice (spec 000 section 4). */
export type StopReason = 'user' | 'low-volume' | 'duration' | 'offline' | CaptureEndReason | 'page-hidden';

export interface RecorderSnapshot {
  state: RecordingState;
  recordMode: RecordMode;
  supported: boolean;
  devices: CaptureDevice[];
  deviceId: string | null;
  /** Length of the local audio, ms. */
  lengthMs: number;
  /** Where the next frame lands while recording (ms); after a stop, the end of what was recorded. */
  cursorMs: number;
  /** Input level 0..100 while recording. */
  level: number;
  upload: UploadStatus;
  /** SHA-256 of the local audio once the server confirmed it holds the same audio. */
  verifiedHash?: string;
  /** The desktop app connection (spec 000 section 2); undefined when the engine has no desktop part. */
  desktop?: DesktopConnectionStatus;
}

/** Where the selected recording device is remembered (per account: spec 000 section 3). */
export interface DeviceMemory {
  read(): string | null;
  write(deviceId: string): void;
}

export interface RecorderOptions {
  /** The letter's audioKey. */
  fileName: string;
  engine: CaptureEngine;
  transport: RecorderTransport;
  storage: JournalStorage;
  notify: Notify;
  /**
   * The local audio; pass the player's so both see the same recording (and discard its stored
   * blocks when done). @default `createRecordingTimeline(fileName)`, its blocks discarded by `dispose`
   */
  timeline?: PcmTimeline;
  /** The user's recording settings (spec 000 section 3). */
  recordingSettings?: { webDefaultToOverwrite?: boolean; webEnableStartStopSound?: boolean };
  /** Spec 000 section 5: recording needs a department. @default () => true */
  departmentSelected?: () => boolean;
  deviceMemory?: DeviceMemory;
  /** Low-volume stop (spec 000 section 9). @default { threshold: 30, seconds: 30 } */
  lowVolume?: Pick<SilenceDetectorOptions, 'threshold' | 'seconds'>;
  /** @default a generated tone */
  playSound?: (kind: 'start' | 'stop') => Promise<void>;
  /** @default () => navigator.onLine */
  isOnline?: () => boolean;
  /** Failures the user need not see (spec 000 section 8: suspend failures are logged). */
  log?: (error: unknown) => void;
  /**
   * Samples [from, to) of the timeline changed (to undefined: everything from `from` moved), so
   * a waveform can update its peaks incrementally. While inserting before the end only the new
   * frames are reported; the moved tail is reported once, at stop.
   */
  onTimelineEdit?: (fromSample: number, toSample?: number) => void;
}

export interface RecoveryResult {
  /** Operations found in the journal and sent. */
  operations: number;
  /** The page went away while capturing: the last fraction of a second may be missing. */
  interrupted: boolean;
}

export interface Recorder {
  getSnapshot(): RecorderSnapshot;
  subscribe(listener: () => void): () => void;
  readonly timeline: PcmTimeline;
  /** Lists devices, restores the remembered one, sends anything left in the journal. */
  init(): Promise<RecoveryResult>;
  setRecordMode(mode: RecordMode): void;
  /** Selects the recording source; a change while recording stops the recording (spec 000 section 4). */
  selectDevice(deviceId: string): Promise<void>;
  /** Starts recording at `positionMs`; false (with the spec's notice) when a precondition is missing. */
  record(positionMs: number): Promise<boolean>;
  stop(reason?: StopReason): Promise<void>;
  /** Stops, uploads everything and verifies the server's hash (re-sending on mismatch). */
  finish(): Promise<VerifyResult>;
  /** Runs the letter's complete call with the 4000 ms retry of spec 000 section 8. */
  complete<T>(call: () => Promise<T>): Promise<T>;
  /** From `pagehide`: seals the capture and sends what fits in a keepalive request. */
  pageHidden(): void;
  dispose(): void;
}

const warning = (
  message: string,
  description?: string,
  durationMs: number = noticeDurations.long,
): Notice => ({
  kind: 'warning',
  message,
  durationMs,
  key: 'recorder',
  ...(description ? { description } : {}),
});

/**
 * The recording engine without a UI: capture -> journal -> upload, and the rules of spec 000
 * sections 4, 5, 8 and 9 (preconditions, low volume, 30-minute limit, offline, device loss,
 * minimum length).
 */
export function createRecorder(options: RecorderOptions): Recorder {
  const { fileName, engine, storage, notify } = options;
  const ownTimeline = options.timeline ? undefined : createRecordingTimeline(fileName, { log: options.log });
  const timeline = options.timeline ?? (ownTimeline as PcmTimeline);
  const listeners = new Set<() => void>();
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const playSound = options.playSound ?? playTone;
  const soundOn = () => options.recordingSettings?.webEnableStartStopSound ?? false;
  const silenceSeconds = options.lowVolume?.seconds ?? lowVolumeDefaults.silenceSeconds;
  const silence = new SilenceDetector({ threshold: lowVolumeDefaults.level, ...options.lowVolume });

  let snapshot: RecorderSnapshot;
  const uploader = createUploader({
    fileName,
    transport: options.transport,
    storage,
    timeline,
    onStatus: (upload) => update({ upload }),
    onError: options.log,
  });
  let writer = createRecordingWriter({ fileName, timeline, uploader });
  snapshot = {
    state: 'idle',
    recordMode: options.recordingSettings?.webDefaultToOverwrite ? 1 : 0,
    supported: engine.isSupported(),
    devices: [],
    deviceId: null,
    lengthMs: 0,
    cursorMs: 0,
    level: 0,
    upload: uploader.status(),
  };
  let connectionPoll: ReturnType<typeof setInterval> | undefined;
  let segmentStartSamples = 0;
  let stopWatchingDevices: (() => void) | undefined;

  function update(patch: Partial<RecorderSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    if (patch.lengthMs !== undefined && patch.verifiedHash === undefined) delete snapshot.verifiedHash;
    for (const listener of listeners) listener();
  }
  const lengthMs = () => Math.round(timeline.lengthMs);

  const onFrames = (pcm: Int16Array) => {
    // While stopping, the engine still hands over its last frames (worklet flush, helper tail).
    if (snapshot.state !== 'recording' && snapshot.state !== 'stopping') return;
    const from = writer.cursorSamples;
    writer.write(pcm);
    options.onTimelineEdit?.(from, writer.cursorSamples);
    if (snapshot.state === 'stopping') {
      update({ lengthMs: lengthMs(), cursorMs: writer.cursorSamples / 16 });
      return;
    }
    const silent = silence.pushPcm(pcm);
    update({ lengthMs: lengthMs(), cursorMs: writer.cursorSamples / 16, level: levelOf(pcm) });
    if (silent) {
      void stop('low-volume');
    } else if (timeline.lengthMs >= recordingStopAtMs) {
      void stop('duration');
    }
  };

  const stopNotices: Partial<Record<StopReason, Notice>> = {
    'low-volume': warning(
      recorderMessages.lowVolumeStopped(silenceSeconds),
      recorderMessages.lowVolumeChecklist,
    ),
    duration: warning(recorderMessages.durationLimitReached),
    offline: warning(recorderMessages.connectionLost, recorderMessages.connectionLostWhileRecording),
    'device-lost': warning(recorderMessages.microphoneDisconnected),
    'device-changed': warning(recorderMessages.microphoneDisconnected),
    error: warning(recorderMessages.microphoneError),
  };

  async function stop(reason: StopReason = 'user', message?: string) {
    if (snapshot.state !== 'recording' && snapshot.state !== 'starting') return;
    update({ state: 'stopping' });
    if (reason === 'device-lost') announcedLoss = snapshot.deviceId;
    clearInterval(connectionPoll);
    globalThis.removeEventListener?.('offline', onOffline);
    // Also after the engine ended by itself: stop resolves once its last frames are delivered.
    await engine.stop().catch((error: unknown) => options.log?.(error));
    await writer.end();
    if (snapshot.recordMode === 0 && writer.cursorSamples < timeline.lengthSamples) {
      options.onTimelineEdit?.(segmentStartSamples);
    }
    silence.reset();
    update({ state: 'idle', level: 0, lengthMs: lengthMs(), cursorMs: writer.cursorSamples / 16 });
    const notice = stopNotices[reason];
    if (notice) notify(message ? { ...notice, message } : notice);
    if (isTooShort(lengthMs())) {
      notify({
        kind: 'error',
        message: recorderMessages.tooShort,
        durationMs: noticeDurations.long,
        // Its own key: a notice with the stop reason's key would replace why recording stopped.
        key: 'recorder-length',
      });
    }
    if (soundOn() && reason !== 'page-hidden') await playSound('stop');
    // Spec reading (DESIGN.md section 3): at stop, send everything and compare hashes.
    // `.catch(options.log)` would leave the rejection unhandled when no logger is given (e.g. the
    // uploader is disposed because the page unmounts mid-verification); the journal keeps the audio.
    if (reason !== 'offline' && reason !== 'page-hidden')
      void verify().catch((error) => options.log?.(error));
  }

  async function verify() {
    const result = await uploader.finish();
    update({ verifiedHash: result.hash });
    return result;
  }

  function onOffline() {
    if (snapshot.state === 'recording') void stop('offline');
  }

  let userChoseDevice = false;
  // The device whose loss the stop notice already told, so the list change that follows does not repeat it.
  let announcedLoss: string | null = null;
  const onDevices = (next: CaptureDevice[], change: DeviceListChange = 'devices') => {
    const added = next.length > snapshot.devices.length;
    const stillThere = next.some((device) => device.id === snapshot.deviceId);
    const alreadyTold = !stillThere && announcedLoss === snapshot.deviceId;
    announcedLoss = null;
    // The remembered device comes back once its source (the desktop app) is connected.
    const remembered = options.deviceMemory?.read() ?? null;
    const restore =
      !userChoseDevice && snapshot.state === 'idle' && next.some((device) => device.id === remembered);
    const deviceId = restore ? remembered : stillThere ? snapshot.deviceId : (next[0]?.id ?? null);
    update({ devices: next, deviceId, supported: engine.isSupported() });
    if (!stillThere && snapshot.state === 'recording') void stop('device-lost');
    else if (change === 'source' || alreadyTold) return;
    else if (added) notify({ ...warning(recorderMessages.microphoneConnected), kind: 'info' });
    else if (!stillThere) notify(warning(recorderMessages.microphoneDisconnected));
  };

  const refuse = (message: string) => {
    const isMicrophone = message === recorderMessages.noMicrophoneSelected;
    notify(
      isMicrophone ? warning(message, recorderMessages.noMicrophoneChecklist, 60_000) : warning(message),
    );
    return false;
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    timeline,
    async init() {
      // Engines answer an empty list when they cannot capture, so a source that becomes
      // available later (the desktop app) is still watched.
      const devices = await engine.listDevices().catch((error: unknown) => {
        options.log?.(error);
        return [];
      });
      const remembered = options.deviceMemory?.read() ?? null;
      const deviceId = devices.find((device) => device.id === remembered)?.id ?? devices[0]?.id ?? null;
      const desktop = engine.desktopStatus?.();
      update({
        devices,
        deviceId,
        lengthMs: lengthMs(),
        supported: engine.isSupported(),
        ...(desktop ? { desktop } : {}),
      });
      const unwatchDevices = engine.watchDevices(onDevices);
      const unwatchDesktop = engine.watchDesktopStatus?.((next) =>
        update({ desktop: next, supported: engine.isSupported() }),
      );
      stopWatchingDevices = () => {
        unwatchDevices();
        unwatchDesktop?.();
      };
      const [session, operations] = await Promise.all([
        storage.readSession(fileName),
        storage.list(fileName),
      ]);
      const lastSequence = operations.at(-1)?.sequence ?? -1;
      writer = createRecordingWriter({
        fileName,
        timeline,
        uploader,
        firstSequence: Math.max(session?.nextSequence ?? 0, lastSequence + 1),
      });
      const interrupted = session?.capturing ?? false;
      if (interrupted) {
        notify(warning(recorderMessages.recordingInterrupted));
        await uploader.writeSession({ ...session!, capturing: false, updatedAt: Date.now() });
      }
      if (operations.length > 0) {
        uploader.restore(operations);
        // Said only once the server has it; otherwise the uploader keeps retrying in the background.
        const uploaded = await uploader.flush();
        if (uploaded && !interrupted) {
          notify({ ...warning(recorderMessages.recordingRecovered), kind: 'info' });
        }
      }
      uploader.start();
      return { operations: operations.length, interrupted };
    },
    setRecordMode(recordMode) {
      update({ recordMode });
    },
    async selectDevice(deviceId) {
      options.deviceMemory?.write(deviceId);
      userChoseDevice = true;
      const wasRecording = snapshot.state === 'recording';
      update({ deviceId });
      if (wasRecording) await stop('device-changed');
    },
    async record(positionMs) {
      if (snapshot.state !== 'idle') return false;
      const refusal = refusalOf({
        supported: engine.isSupported(),
        deviceId: snapshot.deviceId,
        departmentSelected: options.departmentSelected?.() ?? true,
        lengthMs: timeline.lengthMs,
      });
      if (refusal) return refuse(refusalMessages[refusal]);
      if (!isOnline()) {
        notify(warning(recorderMessages.connectionLost));
        return false;
      }
      update({ state: 'starting' });
      if (soundOn()) await playSound('start');
      await writer.begin(positionMs, snapshot.recordMode);
      segmentStartSamples = writer.cursorSamples;
      try {
        await engine.start(snapshot.deviceId ?? '', {
          frames: onFrames,
          ended: (reason, message) => void stop(reason, message),
        });
      } catch (error) {
        options.log?.(error);
        await writer.end();
        update({ state: 'idle' });
        const known = error instanceof CaptureStartError ? error : undefined;
        notify(
          warning(
            known?.message ?? recorderMessages.microphoneError,
            known?.description ?? recorderMessages.noMicrophoneChecklist,
          ),
        );
        return false;
      }
      update({ state: 'recording', cursorMs: writer.cursorSamples / 16 });
      globalThis.addEventListener?.('offline', onOffline);
      // The offline event is not fired by every network loss; the spec polls every 5 s too.
      connectionPoll = setInterval(() => {
        if (!isOnline()) onOffline();
      }, uploadTiming.connectionPollMs);
      return true;
    },
    stop,
    async finish() {
      await stop('user');
      return verify();
    },
    async complete(call) {
      await stop('user');
      return completeWithAudioRetry({
        complete: call,
        localLengthMs: () => timeline.lengthMs,
        storeAudio: uploader.storeAll,
      });
    },
    pageHidden() {
      if (snapshot.state === 'recording') void stop('page-hidden');
      uploader.emergencyStore();
    },
    dispose() {
      void stop('user');
      clearInterval(connectionPoll);
      stopWatchingDevices?.();
      uploader.dispose();
      listeners.clear();
      void ownTimeline?.discardStoredBlocks().catch((error: unknown) => options.log?.(error));
    },
  };
}
