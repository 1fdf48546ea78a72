import { reportActivity } from '@dictation/core';
import {
  createHelperConnection,
  type HelperConnection,
  type HelperConnectionOptions,
  hubPaths,
  type MicrophoneHubEvents,
  type MicrophoneHubMethods,
  type MicrophoneInfo,
  microphoneHubPorts,
} from '@dictation/pedal';
import { recorderMessages } from '../messages';
import {
  type CaptureDevice,
  type CaptureEngine,
  type CaptureListener,
  CaptureStartError,
  type DesktopConnectionStatus,
  type DeviceListChange,
} from './captureEngine';
import { createHelperFrameAssembler, type HelperFrameAssembler } from './helperFrameAssembler';

/** The typed `/michub` connection of `@dictation/pedal`. */
export type MicrophoneHubConnection = HelperConnection<MicrophoneHubMethods, MicrophoneHubEvents>;

export interface HelperMicrophoneEngineOptions extends Partial<Omit<HelperConnectionOptions, 'hubPath'>> {
  /**
   * The hub connection to use (stories and tests pass a fake; SignalR cannot be mocked with MSW).
   * @default createHelperConnection on `/michub`, ports 5100-5103
   */
  connection?: MicrophoneHubConnection;
  /**
   * How long `listDevices` waits for the first port search, so the desktop app's microphones are
   * in the first list when it runs, without holding the page up when it does not.
   * @default 1500
   */
  firstSearchWaitMs?: number;
  /** Failures the user need not see (a refused device list, a lost chunk that could not be re-read). */
  log?: (error: unknown) => void;
}

interface Running {
  deviceId: string;
  listener: CaptureListener;
  assembler: HelperFrameAssembler;
  /** Set once the recording is being wound down, so it ends only once. */
  ending?: Promise<void>;
}

const toDevice = (microphone: MicrophoneInfo): CaptureDevice => ({
  id: microphone.id,
  label: microphone.name,
});

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The desktop helper's microphones over `/michub` (spec 000 sections 4 and 9;
 * docs/architecture.md, "Desktop helper and pedals").
 *
 * The helper is only a frame source: the recorder owns the timeline (insert/overwrite at its
 * cursor), so each recording starts on an emptied helper audio in insert mode and the helper's
 * positions are offsets in that one recording. The connection is started lazily (first
 * `listDevices`/`watchDevices`/`start`) and stays quiet without a helper: an empty device list
 * and the Disconnected status, never an error.
 */
export function createHelperMicrophoneEngine(options: HelperMicrophoneEngineOptions = {}): CaptureEngine {
  const { connection: given, firstSearchWaitMs = 1500, log = () => {}, ...connectionOptions } = options;
  const connection: MicrophoneHubConnection =
    given ??
    createHelperConnection<MicrophoneHubMethods, MicrophoneHubEvents>({
      ports: microphoneHubPorts,
      ...connectionOptions,
      hubPath: hubPaths.microphone,
    });
  const deviceWatchers = new Set<(devices: CaptureDevice[], change: DeviceListChange) => void>();
  const statusWatchers = new Set<(status: DesktopConnectionStatus) => void>();
  let running: Running | undefined;
  let started: Promise<void> | undefined;
  let status: DesktopConnectionStatus = connection.status === 'connected' ? 'connected' : 'disconnected';

  const ensureStarted = () => {
    // A search that finds no helper is not an error: the connection keeps searching.
    started ??= connection.start().catch(log);
    return started;
  };

  const readDevices = async (): Promise<CaptureDevice[]> => {
    if (connection.status !== 'connected') return [];
    try {
      return (await connection.invoke('getDevices')).map(toDevice);
    } catch (error) {
      log(error);
      return [];
    }
  };

  const announceDevices = async (change: DeviceListChange) => {
    if (deviceWatchers.size === 0) return;
    const devices = await readDevices();
    for (const watcher of deviceWatchers) watcher(devices, change);
  };

  /**
   * Winds the recording down once: the helper's summary, then the frames it holds beyond the last
   * event. `ended` tells the listener why, when the capture stopped by itself; only the first
   * caller's reason counts (the helper sends recordingStopped and microphoneDisconnected).
   */
  const end = (current: Running, summarise: boolean, ended?: () => void): Promise<void> => {
    current.ending ??= (async () => {
      let lengthMs: number | undefined;
      if (summarise) {
        try {
          lengthMs = (await connection.invoke('stopRecording')).lengthMs;
        } catch (error) {
          log(error);
        }
      }
      await current.assembler.finish(lengthMs ?? 0);
      if (running === current) running = undefined;
      ended?.();
    })();
    return current.ending;
  };

  connection.on('chunk', (chunk) => running?.assembler.push(chunk));
  // The helper stops by itself when the microphone goes; it still answers the summary.
  connection.on('recordingStopped', () => {
    const current = running;
    if (current) void end(current, true, () => current.listener.ended('device-lost'));
  });
  connection.on('microphoneDisconnected', (microphone) => {
    const current = running;
    // The list follows the end, so the recorder learns why the recording stopped first.
    const ending =
      current?.deviceId === microphone.id
        ? end(current, true, () => current.listener.ended('device-lost'))
        : Promise.resolve();
    void ending.then(() => announceDevices('devices'));
  });
  connection.on('microphoneConnected', () => void announceDevices('devices'));
  connection.onStatus((next) => {
    const nextStatus: DesktopConnectionStatus = next === 'connected' ? 'connected' : 'disconnected';
    if (nextStatus === status) return;
    status = nextStatus;
    const current = running;
    // The connection dropped mid-recording: the frames received so far are kept, the rest is gone.
    const ending =
      current && nextStatus === 'disconnected'
        ? end(current, false, () => current.listener.ended('error', recorderMessages.helperNotRunning))
        : Promise.resolve();
    for (const watcher of statusWatchers) watcher(status);
    void ending.then(() => announceDevices('source'));
  });

  return {
    kind: 'helper',
    isSupported: () => status === 'connected',
    async listDevices(options) {
      const search = ensureStarted();
      if (options?.waitForSearch !== false) {
        // The device wanted is the app's: its search does not wait for an idle page.
        connection.searchNow();
        await Promise.race([search, delay(firstSearchWaitMs)]);
      }
      return readDevices();
    },
    watchDevices(onChange) {
      void ensureStarted();
      deviceWatchers.add(onChange);
      return () => deviceWatchers.delete(onChange);
    },
    async start(deviceId, listener) {
      await ensureStarted();
      if (running) await end(running, true);
      if (connection.status !== 'connected') throw new CaptureStartError(recorderMessages.helperNotRunning);
      const current: Running = {
        deviceId,
        listener,
        assembler: createHelperFrameAssembler(
          (pcm) => listener.frames(pcm),
          (fromMs) => connection.invoke('getChunks', fromMs),
          log,
        ),
      };
      try {
        // Reset every audio setting a previous page or a reconnect may have left (spec 000 section 4).
        await connection.invoke('setAudio', '');
        await connection.invoke('setOverwriteMode', false);
        running = current;
        await connection.invoke('startRecording', deviceId);
      } catch (error) {
        running = undefined;
        log(error);
        const unplugged =
          error instanceof Error && error.message.includes(recorderMessages.noMicrophoneDetected);
        throw new CaptureStartError(
          unplugged ? recorderMessages.noMicrophoneDetected : recorderMessages.microphoneError,
        );
      }
    },
    async stop() {
      if (running) await end(running, true);
    },
    desktopStatus: () => status,
    findDesktopApp() {
      // Not started yet: starting is the search.
      if (started) connection.searchNow();
      else void ensureStarted();
    },
    watchButtons(onPress) {
      void ensureStarted();
      return connection.on('buttonPressed', (_deviceId, button) => {
        // A SpeechMike button is the user at the computer, whatever it does (issue 31).
        reportActivity('speechMike');
        onPress(button);
      });
    },
    watchDesktopStatus(onChange) {
      void ensureStarted();
      statusWatchers.add(onChange);
      return () => statusWatchers.delete(onChange);
    },
    async dispose() {
      if (running) await end(running, true);
      deviceWatchers.clear();
      statusWatchers.clear();
      await connection.stop();
    },
  };
}
