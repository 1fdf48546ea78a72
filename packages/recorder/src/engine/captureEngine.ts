import type { MicrophoneButton } from '@dictation/pedal';

/** A microphone the user can pick in the recording source list. */
export interface CaptureDevice {
  id: string;
  label: string;
}

/** Why a capture ended without being asked to (spec 000 section 4: recording stops automatically). */
export type CaptureEndReason = 'device-lost' | 'device-changed' | 'error';

export interface CaptureListener {
  /** Canonical frames: 16-bit mono 16 kHz, in the order captured. */
  frames(pcm: Int16Array): void;
  /**
   * The capture stopped by itself; no more frames follow. `message` is a user-facing text (from
   * `messages.ts`) that says more than the reason, e.g. 'Swift desktop app is not running'.
   */
  ended(reason: CaptureEndReason, message?: string): void;
}

/**
 * Why the device list changed: `devices` when microphones were plugged or unplugged (the user is
 * told), `source` when a whole source came or went (the desktop app started or quit: its
 * connection status says so, so no device notice).
 */
export type DeviceListChange = 'devices' | 'source';

/** Spec 000 section 4: the desktop connection is Connected or Disconnected. */
export type DesktopConnectionStatus = 'connected' | 'disconnected';

/**
 * A start that failed with something the user can act on; `message` (and `description`, what to
 * do about it) are from `messages.ts`.
 */
export class CaptureStartError extends Error {
  override readonly name = 'CaptureStartError';
  constructor(
    message: string,
    readonly description?: string,
  ) {
    super(message);
  }
}

export interface ListDevicesOptions {
  /**
   * The device the caller picks if it is listed (the remembered one), null for none: a combined
   * engine then waits only for the source that device belongs to. @default not said: all wait
   */
  wanted?: string | null;
  /**
   * A source still looking for its devices (the desktop app) waits a moment for its first search;
   * false answers what it has now, and the rest comes through `watchDevices`. @default true
   */
  waitForSearch?: boolean;
}

/**
 * One interface for every audio source: the browser microphone, the desktop helper and the fake
 * engine of stories and tests. The recorder never knows which one it drives.
 */
export interface CaptureEngine {
  readonly kind: 'browser' | 'helper' | 'fake' | 'combined';
  /** False when this source cannot capture now (spec 000 section 5: 'Your browser does not support this feature'). */
  isSupported(): boolean;
  listDevices(options?: ListDevicesOptions): Promise<CaptureDevice[]>;
  /** Calls back with the new list when a microphone is plugged in or out. Returns an unsubscribe. */
  watchDevices(onChange: (devices: CaptureDevice[], change?: DeviceListChange) => void): () => void;
  /** Starts capturing from `deviceId`; resolves once frames will flow. */
  start(deviceId: string, listener: CaptureListener): Promise<void>;
  /** Stops; resolves after the last frames were delivered. */
  stop(): Promise<void>;
  /**
   * Delivers the frames captured but still held back (a partial block) now, without stopping:
   * the page is being hidden and may be gone soon. @default undefined (nothing is held back)
   */
  flush?(): void;
  /** Engines that reach the desktop app: its connection status. @default undefined (no desktop app) */
  desktopStatus?(): DesktopConnectionStatus;
  /** Calls back when the desktop connection status changes. Returns an unsubscribe. */
  watchDesktopStatus?(onChange: (status: DesktopConnectionStatus) => void): () => void;
  /**
   * Engines that reach the desktop app: look for it now if it is not connected (the user pressed
   * Record), instead of at the end of the search's back-off. @default undefined
   */
  findDesktopApp?(): void;
  /** Calls back when a button of a dictation microphone (SpeechMike) is pressed. Returns an unsubscribe. */
  watchButtons?(onPress: (button: MicrophoneButton) => void): () => void;
  /** Releases connections for good (the owner of the engine calls it). */
  dispose?(): Promise<void>;
}
