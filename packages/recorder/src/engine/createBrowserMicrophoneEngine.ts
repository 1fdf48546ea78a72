import { recorderMessages } from '../messages';
import {
  type CaptureDevice,
  type CaptureEngine,
  type CaptureListener,
  CaptureStartError,
} from './captureEngine';
import { captureProcessorName, defineCaptureProcessor } from './captureProcessor';

export interface BrowserMicrophoneEngineOptions {
  /**
   * Where the worklet module is served. Hosts with a strict CSP serve
   * `@dictation/recorder/dist/captureWorklet.js` from their own origin and pass its URL.
   * @default the `captureWorklet.js` next to this package's files, then a Blob URL
   */
  workletUrl?: string | URL;
  /** @default globalThis.navigator.mediaDevices */
  mediaDevices?: MediaDevices;
}

/** Raw microphone samples: the recording must be what was said (docs/architecture.md, "Audio"). */
export const rawAudioConstraints = {
  echoCancellation: false,
  noiseSuppression: false,
  autoGainControl: false,
  channelCount: 1,
} as const;

function defaultWorkletUrls(explicit: string | URL | undefined): string[] {
  if (explicit) return [String(explicit)];
  // Next to the built package (dist/engine/.. -> dist/captureWorklet.js). Bundlers that do not
  // ship it make addModule fail, and the Blob URL below takes over.
  return [new URL('../captureWorklet.js', import.meta.url).href];
}

async function loadWorklet(context: AudioContext, urls: string[]): Promise<void> {
  for (const url of urls) {
    try {
      await context.audioWorklet.addModule(url);
      return;
    } catch {
      // Try the next source.
    }
  }
  const blob = new Blob([`(${defineCaptureProcessor.toString()})();`], { type: 'text/javascript' });
  const blobUrl = URL.createObjectURL(blob);
  try {
    await context.audioWorklet.addModule(blobUrl);
  } finally {
    URL.revokeObjectURL(blobUrl);
  }
}

function toDevices(devices: MediaDeviceInfo[]): CaptureDevice[] {
  return devices
    .filter((device) => device.kind === 'audioinput')
    .map((device, index) => ({ id: device.deviceId, label: device.label || `Microphone ${index + 1}` }));
}

/** Chromium's Permissions Policy API (`featurePolicy` before it was renamed); absent elsewhere. */
interface PolicyDocument {
  permissionsPolicy?: { allowsFeature(feature: string): boolean };
  featurePolicy?: { allowsFeature(feature: string): boolean };
}

/** False only when the page itself (an iframe without allow="microphone") forbids the microphone. */
function pageAllowsMicrophone(): boolean {
  const policyDocument = globalThis.document as (Document & PolicyDocument) | undefined;
  const policy = policyDocument?.permissionsPolicy ?? policyDocument?.featurePolicy;
  return policy?.allowsFeature('microphone') ?? true;
}

/** getUserMedia's refusals, told as what the user can do about them; anything else as it is. */
function startError(error: unknown): unknown {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return pageAllowsMicrophone()
        ? new CaptureStartError(
            recorderMessages.microphoneNotAllowed,
            recorderMessages.microphoneNotAllowedHelp,
          )
        : new CaptureStartError(
            recorderMessages.microphoneBlockedByPage,
            recorderMessages.microphoneBlockedByPageHelp,
          );
    case 'NotFoundError':
    case 'OverconstrainedError':
      return new CaptureStartError(
        recorderMessages.noMicrophoneDetected,
        recorderMessages.noMicrophoneChecklist,
      );
    case 'NotReadableError':
    case 'AbortError':
      return new CaptureStartError(recorderMessages.microphoneError, recorderMessages.microphoneInUseHelp);
    default:
      return error;
  }
}

interface Running {
  stream: MediaStream;
  context: AudioContext;
  node: AudioWorkletNode;
  deviceId: string;
  stopWatching: () => void;
}

/** The browser microphone: getUserMedia with processing off, an AudioWorklet resampling to 16 kHz. */
export function createBrowserMicrophoneEngine(options: BrowserMicrophoneEngineOptions = {}): CaptureEngine {
  const media = () => options.mediaDevices ?? globalThis.navigator?.mediaDevices;
  let running: Running | undefined;

  const stop = async () => {
    const current = running;
    if (!current) return;
    running = undefined;
    current.stopWatching();
    // Ask the worklet for its partial block so the last ~50 ms are not dropped.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 500);
      current.node.port.addEventListener('message', (event) => {
        if (event.data === 'flushed') {
          clearTimeout(timer);
          resolve();
        }
      });
      current.node.port.postMessage('flush');
    });
    for (const track of current.stream.getTracks()) track.stop();
    current.node.port.close();
    current.node.disconnect();
    await current.context.close();
  };

  return {
    kind: 'browser',
    isSupported() {
      return Boolean(media()?.getUserMedia) && typeof AudioWorkletNode !== 'undefined';
    },
    async listDevices() {
      return toDevices((await media()?.enumerateDevices()) ?? []);
    },
    watchDevices(onChange) {
      const devices = media();
      if (!devices) return () => {};
      const listener = () => void devices.enumerateDevices().then((list) => onChange(toDevices(list)));
      devices.addEventListener('devicechange', listener);
      return () => devices.removeEventListener('devicechange', listener);
    },
    async start(deviceId, listener: CaptureListener) {
      await stop();
      const devices = media();
      if (!devices) throw new Error('No media devices');
      const stream = await devices
        .getUserMedia({
          audio: { ...rawAudioConstraints, ...(deviceId ? { deviceId: { exact: deviceId } } : {}) },
        })
        .catch((error: unknown) => {
          throw startError(error);
        });
      const context = new AudioContext();
      try {
        await loadWorklet(context, defaultWorkletUrls(options.workletUrl));
      } catch (error) {
        for (const track of stream.getTracks()) track.stop();
        await context.close();
        throw error;
      }
      const source = context.createMediaStreamSource(stream);
      const node = new AudioWorkletNode(context, captureProcessorName, {
        numberOfInputs: 1,
        numberOfOutputs: 1,
      });
      // The worklet delivers canonical 16 kHz blocks (it resamples on the audio thread).
      node.port.onmessage = (event: MessageEvent<Int16Array | string>) => {
        if (typeof event.data !== 'string' && event.data.length > 0) listener.frames(event.data);
      };
      node.port.start();
      source.connect(node);
      // The node outputs silence; connecting it keeps the graph pulling it in every browser.
      node.connect(context.destination);
      const [track] = stream.getAudioTracks();
      const ended = (reason: 'device-lost' | 'device-changed') => {
        if (running?.node !== node) return;
        void stop().then(() => listener.ended(reason));
      };
      track?.addEventListener('ended', () => ended('device-lost'));
      const onDeviceChange = () =>
        void devices.enumerateDevices().then((list) => {
          const selected = track?.getSettings().deviceId ?? deviceId;
          if (!list.some((device) => device.kind === 'audioinput' && device.deviceId === selected)) {
            ended('device-lost');
          }
        });
      devices.addEventListener('devicechange', onDeviceChange);
      running = {
        stream,
        context,
        node,
        deviceId,
        stopWatching: () => devices.removeEventListener('devicechange', onDeviceChange),
      };
      if (context.state === 'suspended') await context.resume();
    },
    flush() {
      running?.node.port.postMessage('flush');
    },
    stop,
  };
}
