/** Business constants of spec 000 section 9 that the recorder enforces. */
export const recordingLimits = {
  /** Recording maximum: 30 min. */
  maximumMs: 1_800_000,
  /** Recording stops this long before the maximum, so the last chunk still fits (the "guard"). */
  guardMs: 10_000,
  /** Recordings under 4 s are rejected. */
  minimumMs: 4000,
} as const;

/** Low-volume stop defaults (spec 000 section 9): level 30, 30 s of silence, 10 samples/s. */
export const lowVolumeDefaults = {
  level: 30,
  silenceSeconds: 30,
  samplesPerSecond: 10,
} as const;

export const uploadTiming = {
  /** New frames go to `audio-records/suspend` every 5 s (spec 000 section 9). */
  chunkIntervalMs: 5000,
  /** Online/offline is checked every 5 s (spec 000 section 4). */
  connectionPollMs: 5000,
  /** First retry delay; doubles per consecutive failure. */
  retryInitialMs: 1000,
  retryMaximumMs: 30_000,
  /** The mp3 readiness poll (spec 001). */
  mp3PollMs: 10_000,
} as const;

/** Playback speeds 0.2 to 2 in steps of 0.2, default 1 (spec 000 section 9). */
export const playbackSpeeds = [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2] as const;
export const defaultPlaybackSpeed = 1;

/** Rewind/forward step and the default rewind on stop in seconds (spec 000 section 9). */
export const playerSteps = { rewindSeconds: 3, forwardSeconds: 3, rewindOnStopSeconds: 3 } as const;
