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
  /** The capture stopped by itself; no more frames follow. */
  ended(reason: CaptureEndReason, message?: string): void;
}

/**
 * One interface for every audio source: the browser microphone, the desktop helper and the fake
 * engine of stories and tests. The recorder never knows which one it drives.
 */
export interface CaptureEngine {
  readonly kind: 'browser' | 'helper' | 'fake';
  /** False when this browser cannot capture (spec 000 section 5: 'Your browser does not support this feature'). */
  isSupported(): boolean;
  listDevices(): Promise<CaptureDevice[]>;
  /** Calls back with the new list when a microphone is plugged in or out. Returns an unsubscribe. */
  watchDevices(onChange: (devices: CaptureDevice[]) => void): () => void;
  /** Starts capturing from `deviceId`; resolves once frames will flow. */
  start(deviceId: string, listener: CaptureListener): Promise<void>;
  /** Stops; resolves after the last frames were delivered. */
  stop(): Promise<void>;
}
