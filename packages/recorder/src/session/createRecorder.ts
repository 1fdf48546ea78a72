import { levelOf, type PcmTimeline, SilenceDetector, type SilenceDetectorOptions } from '@dictation/audio';
import type { RecordMode } from '@dictation/core';
import { type Notice, type Notify, noticeDurations, reportActivity } from '@dictation/core';
import {
  type CaptureDevice,
  type CaptureEndReason,
  type CaptureEngine,
  CaptureStartError,
  type DesktopConnectionStatus,
  type DeviceListChange,
} from '../engine/captureEngine';
import { formatClock } from '../formatClock';
import { createRecordingJournal } from '../journal/createRecordingJournal';
import type { JournalStorage } from '../journal/journalStorage';
import { recorderMessages } from '../messages';
import { lowVolumeDefaults, uploadTiming } from '../recordingConstants';
import type { ExpectedAudio, RecorderUploadAdapter } from '../uploadAdapter';
import { completeWithAudioRetry } from '../uploader/completeWithAudioRetry';
import { createUploader, type UploadStatus, type VerifyResult } from '../uploader/createUploader';
import { createRecordingTimeline } from './createRecordingTimeline';
import { createRecordingWriter } from './createRecordingWriter';
import { takeRecordingAhead } from './recordingAhead';
import { acquireRecordingLock, type RecordingLock, type RecordingLockOptions } from './recordingLock';
import { isTooShort, recordingStopAtMs, refusalMessages, refusalOf } from './recordingRules';
import {
  type LoadStoredAudio,
  type RecoveredRecording,
  recoverRecording,
  storeBase,
} from './recoverRecording';
import { playTone, type RecorderSound } from './tones';

export type RecordingState = 'idle' | 'starting' | 'recording' | 'stopping';

/**
 * Why a recording stopped; every reason but 'user' comes with a notice (spec 000 section 4), but
 * the page going away and the session ending (`signed-out`, issue 31), where nobody is left to see it.
 */
export type StopReason =
  | 'user'
  | 'low-volume'
  | 'duration'
  | 'offline'
  | CaptureEndReason
  | 'page-hidden'
  | 'signed-out';

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
  /** Another window of this browser records this letter: this one only plays it. */
  elsewhere?: boolean;
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
  uploadAdapter: RecorderUploadAdapter;
  /** Where the recording is kept until it is verified on the server and the page is left. */
  storage: JournalStorage;
  notify: Notify;
  /**
   * Loads the letter's stored audio from the server into the (empty) timeline, for a letter that
   * already has audio and no journal on this computer. @default undefined (a new recording)
   */
  loadStoredAudio?: LoadStoredAudio;
  /** The Web Lock that keeps a second tab off this recording. @default navigator.locks, 3 s wait */
  lock?: RecordingLockOptions;
  /**
   * `fileName` was made for this recorder just now, for a job its first Record creates: no journal
   * holds it and no other window can know it yet, so Record does not wait for the journal's read
   * or the lock's grant (issue 33: 0.1 to 0.2 s of a page's start, behind its first render).
   * @default false
   */
  newRecording?: boolean;
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
  /**
   * Plays the start and stop sounds (when the recording settings enable them) and the low-volume
   * sound (always, on a low-volume stop). @default a generated tone
   */
  playSound?: (sound: RecorderSound) => Promise<void>;
  /** @default () => navigator.onLine */
  isOnline?: () => boolean;
  /**
   * Records with no network too (issue 35: the page keeps the job as an offline draft), instead of
   * spec 000 section 4's refusal to start offline and stop when the connection goes. Nothing is
   * lost either way: the journal keeps every block until the server has it. @default false
   */
  recordsOffline?: boolean;
  /** Failures the user need not see (spec 000 section 8: suspend failures are logged). */
  log?: (error: unknown) => void;
  /** The first upload retry's delay, doubled per consecutive failure. @default 1000 */
  uploadRetryInitialMs?: number;
  /**
   * Samples [from, to) of the timeline changed (to undefined: everything from `from` moved), so
   * a waveform can update its peaks incrementally. While inserting before the end only the new
   * frames are reported; the moved tail is reported once, at stop.
   */
  onTimelineEdit?: (fromSample: number, toSample?: number) => void;
}

export interface RecoveryResult {
  /** Operations found in the journal that the server had not acknowledged. */
  operations: number;
  /** The page went away while capturing: the last fraction of a second may be missing. */
  interrupted: boolean;
}

export interface Recorder {
  getSnapshot(): RecorderSnapshot;
  subscribe(listener: () => void): () => void;
  readonly timeline: PcmTimeline;
  /**
   * Lists devices, restores the remembered one, rebuilds the recording from the journal (or loads
   * the stored audio) and uploads what the server does not have yet, in the background.
   */
  init(): Promise<RecoveryResult>;
  setRecordMode(mode: RecordMode): void;
  /** Selects the recording source; a change while recording stops the recording (spec 000 section 4). */
  selectDevice(deviceId: string): Promise<void>;
  /**
   * The user looks for a recording source (Record pressed, the source list opened): the desktop
   * app's search goes now, not at the end of its back-off; its microphones join the list when it
   * answers.
   */
  findDesktopApp(): void;
  /** Starts recording at `positionMs`; false (with the spec's notice) when a precondition is missing. */
  record(positionMs: number): Promise<boolean>;
  stop(reason?: StopReason): Promise<void>;
  /** Stops, uploads everything and verifies the server's hash (re-sending on mismatch). */
  finish(): Promise<VerifyResult>;
  /**
   * Stops, waits until the server holds the same audio, then runs the letter's complete call with
   * that audio (its `expectedAudio`) and the retry of spec 000 section 8; the journal is cleared
   * once the letter is completed.
   */
  complete<T>(call: (audio: ExpectedAudio) => Promise<T>): Promise<T>;
  /** Stops and forgets the local copy (the letter was deleted). */
  discard(): Promise<void>;
  /**
   * From `pagehide`: seals the capture, keeps what the journal has not written yet where the next
   * page finds it, and sends what fits in a keepalive request.
   */
  pageHidden(): void;
  /** From `visibilitychange` to hidden: the capture hands over the frames it holds back. */
  pageBackgrounded(): void;
  dispose(): void;
}

const warning = (
  message: string,
  description?: string,
  durationMs: number = noticeDurations.long,
  key = 'recorder',
): Notice => ({
  kind: 'warning',
  message,
  durationMs,
  key,
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
  const journal = createRecordingJournal(storage, fileName, {
    onWriteError: (error) => {
      options.log?.(error);
      notify(
        warning(recorderMessages.audioNotKept, recorderMessages.audioNotKeptHelp, 0, 'recorder-journal'),
      );
    },
  });
  const uploader = createUploader({
    uploadAdapter: options.uploadAdapter,
    journal,
    writerId: () => storage.writerId(),
    timeline,
    onStatus: (upload) => update({ upload }),
    onError: options.log,
    onWriterConflict: () =>
      notify(warning(recorderMessages.recordingElsewhere, recorderMessages.recordingElsewhereHelp)),
    isCapturing: () => writer.isWriting,
    ...(options.uploadRetryInitialMs !== undefined ? { retryInitialMs: options.uploadRetryInitialMs } : {}),
  });
  const newWriter = (firstSequence = 0) =>
    createRecordingWriter({
      timeline,
      journal,
      firstSequence,
      onSealed: (operation) => uploader.record(operation),
    });
  let writer = newWriter();
  let lock: RecordingLock | undefined;
  /** The journal has a session for this recording (recovered, or begun at the first record). */
  let journalBegun = false;
  /** The letter's stored audio could not be loaded, so the timeline is not the recording. */
  let storedAudioMissing = false;
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
  let disposed = false;
  let segmentStartSamples = 0;
  /**
   * Counts record presses and stops. Opening the microphone can take seconds (the first
   * permission, the journal copying stored audio); a stop meanwhile overtakes the start, which
   * then closes what it opened instead of recording into an ended segment.
   */
  let startGeneration = 0;
  let stopWatchingDevices: (() => void) | undefined;

  function update(patch: Partial<RecorderSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    if (patch.lengthMs !== undefined && patch.verifiedHash === undefined) delete snapshot.verifiedHash;
    for (const listener of listeners) listener();
  }
  const lengthMs = () => Math.round(timeline.lengthMs);

  const onFrames = (pcm: Int16Array) => {
    // While stopping, the engine still hands over its last frames (worklet flush, helper tail).
    // While starting, an engine may deliver before its start resolves: the segment has begun
    // (frames only come once the engine is started, after the writer's begin), so they are kept.
    if (snapshot.state === 'idle') return;
    // A clinician dictating hands-free touches nothing for minutes: recording is activity (issue 31).
    reportActivity('recording');
    const from = writer.cursorSamples;
    writer.write(pcm);
    options.onTimelineEdit?.(from, writer.cursorSamples);
    if (snapshot.state === 'stopping') {
      update({ lengthMs: lengthMs(), cursorMs: writer.cursorSamples / 16 });
      return;
    }
    const silent = silence.pushPcm(pcm);
    update({
      state: 'recording',
      lengthMs: lengthMs(),
      cursorMs: writer.cursorSamples / 16,
      level: levelOf(pcm),
    });
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
    startGeneration += 1;
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
    // The low-volume sound is not one of the start/stop sounds the setting names: the clinician
    // did not stop this recording and may be looking away from the screen, so it always plays,
    // instead of the stop sound.
    // Leaving (the page, or the session): the journal keeps the audio, nothing can be sent now.
    const leaving = reason === 'page-hidden' || reason === 'signed-out';
    if (reason === 'low-volume') await playSound('low-volume');
    else if (soundOn() && !leaving) await playSound('stop');
    // Spec reading (docs/architecture.md, "Audio"): at stop, send everything and compare hashes.
    // `.catch(options.log)` would leave the rejection unhandled when no logger is given (e.g. the
    // uploader is disposed because the page unmounts mid-verification); the journal keeps the audio.
    if (reason !== 'offline' && !leaving) void verify().catch((error) => options.log?.(error));
  }

  // One verification at a time: the one a stop started is the one Complete waits for (two at once
  // could each re-send the whole audio and interrupt each other's upload).
  let verifying: Promise<VerifyResult> | undefined;
  function verify(): Promise<VerifyResult> {
    // One waiting for its retry (the network failed it) tries again now: the user is asking.
    if (verifying) void uploader.flush();
    verifying ??= uploader
      .finish()
      .then((result) => {
        update({ verifiedHash: result.hash });
        return result;
      })
      .finally(() => {
        verifying = undefined;
      });
    return verifying;
  }

  function onOffline() {
    if (snapshot.state === 'recording' && !options.recordsOffline) void stop('offline');
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

  /** Goes on from a recording rebuilt from the journal. */
  async function resume(recovered: RecoveredRecording): Promise<RecoveryResult> {
    journalBegun = true;
    storedAudioMissing = recovered.baseMissing;
    writer = newWriter(recovered.nextSequence);
    if (recovered.storingBase) uploader.holdUntil(recovered.storingBase);
    update({ lengthMs: lengthMs(), cursorMs: recovered.cursorMs });
    const { interrupted, damaged, unacknowledged } = recovered;
    if (interrupted || damaged) {
      notify(
        warning(
          recorderMessages.recordingInterrupted,
          recorderMessages.recordingInterruptedHelp(formatClock(lengthMs())),
          0,
        ),
      );
    }
    if (interrupted) await journal.updateSession({ capturing: false });
    uploader.restore(unacknowledged);
    uploader.start();
    // In the background: the server gets what it lacks and its audio is checked against this copy.
    // Recovery is said only once the server has it; the uploader keeps retrying meanwhile.
    void verify().then(
      () => {
        if (unacknowledged.length > 0 && !interrupted)
          notify({ ...warning(recorderMessages.recordingRecovered), kind: 'info' });
      },
      (error: unknown) => options.log?.(error),
    );
    return { operations: unacknowledged.length, interrupted };
  }

  /**
   * The first recording of this page on a letter without a journal: its current audio (empty,
   * or what the server gave) becomes the journal's base, stored before anything is uploaded.
   */
  function beginJournal() {
    if (journalBegun) return;
    journalBegun = true;
    uploader.holdUntil(storeBase(journal, timeline));
  }

  /** Lists the microphones, chooses the remembered one, and follows the list and the desktop app. */
  async function listAndWatchDevices(): Promise<void> {
    // Engines answer an empty list when they cannot capture, so a source that becomes
    // available later (the desktop app) is still watched.
    const remembered = options.deviceMemory?.read() ?? null;
    const devices = await engine.listDevices({ wanted: remembered }).catch((error: unknown) => {
      options.log?.(error);
      return [];
    });
    if (disposed) return;
    const deviceId = devices.find((device) => device.id === remembered)?.id ?? devices[0]?.id ?? null;
    const desktop = engine.desktopStatus?.();
    update({ devices, deviceId, supported: engine.isSupported(), ...(desktop ? { desktop } : {}) });
    const unwatchDevices = engine.watchDevices(onDevices);
    const unwatchDesktop = engine.watchDesktopStatus?.((next) =>
      update({ desktop: next, supported: engine.isSupported() }),
    );
    stopWatchingDevices = () => {
      unwatchDevices();
      unwatchDesktop?.();
    };
  }

  /**
   * A recording of a new file name: nothing to rebuild. Its lock is asked for at once, so it is
   * this window's before any other can know the name (locks are granted in the order asked), and
   * held from its grant, however long that takes.
   */
  function openNewRecording(): RecoveryResult {
    void acquireRecordingLock(fileName, { ...options.lock, waitMs: Number.POSITIVE_INFINITY }).then(
      (held) => {
        if (disposed) held.release();
        else lock = held;
      },
    );
    uploader.start();
    return { operations: 0, interrupted: false };
  }

  /**
   * Takes the recording's lock and rebuilds it from the journal, else from the server's audio;
   * without the lock (another window has it), shows the stored audio only.
   */
  async function openRecording(): Promise<RecoveryResult> {
    if (options.newRecording) return openNewRecording();
    const ahead = takeRecordingAhead(fileName);
    lock = await (ahead?.lock ?? acquireRecordingLock(fileName, options.lock));
    if (disposed) {
      // Unmounted while waiting (React StrictMode mounts twice): let the next page have it.
      lock.release();
      return { operations: 0, interrupted: false };
    }
    if (!lock.acquired) {
      // The other window owns the journal and the uploads: this one shows the stored audio only.
      await options.loadStoredAudio?.(timeline);
      update({ elsewhere: true, lengthMs: lengthMs() });
      notify(warning(recorderMessages.recordingElsewhere, recorderMessages.recordingElsewhereHelp, 0));
      return { operations: 0, interrupted: false };
    }
    const recovered = await recoverRecording(
      journal,
      timeline,
      options.loadStoredAudio,
      options.log,
      ahead?.journal,
    ).catch((error: unknown) => {
      // No journal to read (IndexedDB unavailable): the server's audio, and a warning.
      options.log?.(error);
      notify(
        warning(recorderMessages.audioNotKept, recorderMessages.audioNotKeptHelp, 0, 'recorder-journal'),
      );
      return undefined;
    });
    if (!recovered) {
      if (timeline.lengthSamples === 0 && options.loadStoredAudio)
        storedAudioMissing = !(await options.loadStoredAudio(timeline));
      // A job reopened from the server: the cursor at the end, where the clinician goes on.
      update({ lengthMs: lengthMs(), cursorMs: lengthMs() });
      uploader.start();
      return { operations: 0, interrupted: false };
    }
    return resume(recovered);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    timeline,
    async init() {
      // Issue 33: the microphones are listed while the lock and the journal are read, rather than
      // one after the other; the recorder is ready when both are done.
      const [, result] = await Promise.all([listAndWatchDevices(), openRecording()]);
      return result;
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
    findDesktopApp() {
      engine.findDesktopApp?.();
    },
    async record(positionMs) {
      if (snapshot.state !== 'idle') return false;
      // Pressing Record is wanting the desktop app too (findDesktopApp).
      engine.findDesktopApp?.();
      const refusal = refusalOf({
        supported: engine.isSupported(),
        deviceId: snapshot.deviceId,
        departmentSelected: options.departmentSelected?.() ?? true,
        lengthMs: timeline.lengthMs,
      });
      if (refusal) return refuse(refusalMessages[refusal]);
      if (snapshot.elsewhere) return refuse(recorderMessages.recordingElsewhere);
      // Recording over a recording that is not on screen would replace the stored audio.
      if (storedAudioMissing) return refuse(recorderMessages.storedAudioMissing);
      if (!isOnline() && !options.recordsOffline) {
        notify(warning(recorderMessages.connectionLost));
        return false;
      }
      const generation = ++startGeneration;
      const overtaken = () => generation !== startGeneration;
      update({ state: 'starting' });
      if (soundOn()) await playSound('start');
      if (overtaken()) return false;
      beginJournal();
      // A stop during the begin ends this segment itself (the writer is writing from the call).
      await writer.begin(positionMs, snapshot.recordMode);
      if (overtaken()) return false;
      segmentStartSamples = writer.cursorSamples;
      try {
        await engine.start(snapshot.deviceId ?? '', {
          frames: onFrames,
          ended: (reason, message) => void stop(reason, message),
        });
      } catch (error) {
        options.log?.(error);
        if (overtaken()) return false;
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
      if (overtaken()) {
        // Stopped while the microphone opened: the stop found nothing to close. A newer Record
        // press (the state starting again) owns the engine, whose start closes this capture.
        if (snapshot.state === 'idle' || snapshot.state === 'stopping')
          await engine.stop().catch((error: unknown) => options.log?.(error));
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
      const verified = await verify();
      const expected = (): ExpectedAudio => {
        const latest = snapshot.verifiedHash
          ? { hash: snapshot.verifiedHash, length: lengthMs() }
          : undefined;
        return latest ?? { hash: verified.hash, length: verified.lengthMs };
      };
      const result = await completeWithAudioRetry({
        complete: () => call(expected()),
        localLengthMs: () => timeline.lengthMs,
        storeAudio: async () => {
          await uploader.storeAll();
          await verify();
        },
      });
      await journal.clear();
      return result;
    },
    async discard() {
      await stop('user');
      uploader.dispose();
      await journal.clear();
    },
    pageHidden() {
      const capturing = snapshot.state === 'recording' || snapshot.state === 'starting';
      if (capturing) void stop('page-hidden');
      // Every frame shown is in the journal's queue; the page may be gone before it is written.
      // A capture sealed here ended with the page, losing nothing: the next page must not say
      // "audio may be lost" (issue 31), which is for a capture cut off (a crash).
      journal.keepUnwritten({ captureEnded: capturing });
      uploader.emergencyStore();
    },
    pageBackgrounded() {
      // The tab may be discarded or the device put to sleep without a pagehide: journal the
      // frames the capture still holds now.
      if (snapshot.state === 'recording') engine.flush?.();
    },
    dispose() {
      disposed = true;
      void stop('user');
      clearInterval(connectionPoll);
      stopWatchingDevices?.();
      // Left with everything verified on the server: the local copy has done its job. Otherwise
      // it stays, and the next page on this letter rebuilds the recording from it.
      const { upload, state } = snapshot;
      if (lock?.acquired && state === 'idle' && upload.state === 'synced' && upload.pendingOperations === 0)
        void journal.clear();
      lock?.release();
      uploader.dispose();
      listeners.clear();
      void ownTimeline?.discardStoredBlocks().catch((error: unknown) => options.log?.(error));
    },
  };
}
