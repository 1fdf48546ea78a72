import type { PcmTimeline } from '@dictation/audio';
import { reportActivity } from '@dictation/core';
import { defaultPlaybackSpeed, playbackSpeeds, playerSteps } from '../recordingConstants';
import { timelineWavBlob } from './timelineWavBlob';

export type PlayerState = 'empty' | 'ready' | 'playing';

export interface PlayerSnapshot {
  state: PlayerState;
  positionMs: number;
  lengthMs: number;
  speed: number;
  /**
   * Playback was started and then stopped before the end (pause, stop, the pedal or the hotkey),
   * and has not been started again since; a seek then keeps it paused. False after a load, an
   * edit of the timeline (a recording), playback reaching the end, and a seek alone.
   */
  isPaused: boolean;
}

/** The parts of an HTMLMediaElement the player drives (an `Audio` in the product). */
export interface MediaLike {
  src: string;
  currentTime: number;
  playbackRate: number;
  readonly paused: boolean;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: 'ended' | 'timeupdate', listener: () => void): void;
  removeAttribute(name: 'src'): void;
}

export interface PlayerOptions {
  timeline: PcmTimeline;
  /** @default () => new Audio() */
  createMedia?: () => MediaLike;
  /**
   * Seconds rewound when playback is stopped and `stop` is given none (foot pedal setting
   * rewindOnStop). @default 3
   */
  rewindOnStopSeconds?: number;
  /** The speed playback starts at (the user's playback default), snapped to `playbackSpeeds`. @default 1 */
  initialSpeed?: number;
}

export interface Player {
  getSnapshot(): PlayerSnapshot;
  subscribe(listener: () => void): () => void;
  /** The live position, for a waveform drawn every frame. */
  livePositionMs(): number;
  play(): Promise<void>;
  /**
   * Pauses and rewinds by `rewindSeconds` (the user's rewindOnStop as it is now, spec 000
   * section 3), else by the `rewindOnStopSeconds` option.
   */
  stop(rewindSeconds?: number): void;
  /** Plays, or stops as `stop(rewindSeconds)` does. */
  toggle(rewindSeconds?: number): Promise<void>;
  seek(positionMs: number): void;
  rewind(seconds?: number): void;
  forward(seconds?: number): void;
  setSpeed(speed: number): void;
  /** The timeline changed (recording, loading): the next play re-reads it. */
  invalidate(): void;
  dispose(): void;
}

const clampSpeed = (speed: number) =>
  playbackSpeeds.reduce((best, candidate) =>
    Math.abs(candidate - speed) < Math.abs(best - speed) ? candidate : best,
  );

/**
 * Playback of the local timeline through a media element: its playbackRate keeps the pitch at
 * every speed, which an AudioBufferSourceNode would not. The WAV is rebuilt only when the
 * timeline changed since the last play.
 */
export function createPlayer(options: PlayerOptions): Player {
  const { timeline } = options;
  const rewindOnStopSeconds = options.rewindOnStopSeconds ?? playerSteps.rewindOnStopSeconds;
  const listeners = new Set<() => void>();
  let media: MediaLike | undefined;
  let objectUrl: string | undefined;
  let stale = true;
  /** Counts WAV builds and invalidations, so a build that finishes after either is dropped. */
  let builds = 0;
  let disposed = false;
  const lengthMs = () => Math.round(timeline.lengthMs);
  let snapshot: PlayerSnapshot = {
    state: timeline.lengthSamples > 0 ? 'ready' : 'empty',
    positionMs: 0,
    lengthMs: lengthMs(),
    speed: clampSpeed(options.initialSpeed ?? defaultPlaybackSpeed),
    isPaused: false,
  };
  const update = (patch: Partial<PlayerSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };
  const clamp = (ms: number) => Math.max(0, Math.min(lengthMs(), Math.round(ms)));

  const mediaElement = () => {
    if (!media) {
      media = options.createMedia?.() ?? new Audio();
      media.addEventListener('timeupdate', () => {
        if (snapshot.state !== 'playing' || !media) return;
        // A secretary listening from the pedal touches nothing: playback is activity (issue 31).
        reportActivity('playback');
        update({ positionMs: clamp(media.currentTime * 1000) });
      });
      media.addEventListener('ended', () =>
        update({ state: 'ready', positionMs: lengthMs(), isPaused: false }),
      );
    }
    return media;
  };

  /**
   * Pauses playback. The user's pause leaves it `isPaused`, unless it had reached the end (the
   * next play starts over); an edit of the timeline does not (`byUser` false).
   */
  const pause = (byUser: boolean) => {
    if (snapshot.state !== 'playing') return;
    const element = mediaElement();
    element.pause();
    const positionMs = clamp(element.currentTime * 1000);
    update({ state: 'ready', positionMs, isPaused: byUser && positionMs < lengthMs() });
  };

  const player: Player = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    livePositionMs() {
      return snapshot.state === 'playing' && media ? clamp(media.currentTime * 1000) : snapshot.positionMs;
    },
    async play() {
      if (timeline.lengthSamples === 0 || snapshot.state === 'playing') return;
      const element = mediaElement();
      if (stale) {
        // Reading blocks back from IndexedDB takes a moment; an edit or a second play meanwhile
        // makes this build moot (the newer call, or the next play, builds again).
        const build = ++builds;
        const blob = await timelineWavBlob(timeline);
        if (build !== builds || disposed) return;
        if (objectUrl) URL.revokeObjectURL(objectUrl);
        objectUrl = URL.createObjectURL(blob);
        element.src = objectUrl;
        stale = false;
      }
      const from = snapshot.positionMs >= lengthMs() ? 0 : snapshot.positionMs;
      element.currentTime = from / 1000;
      element.playbackRate = snapshot.speed;
      update({ state: 'playing', positionMs: from, isPaused: false });
      try {
        await element.play();
      } catch {
        update({ state: 'ready' });
      }
    },
    stop(rewindSeconds = rewindOnStopSeconds) {
      if (snapshot.state !== 'playing') return;
      pause(true);
      player.seek(snapshot.positionMs - rewindSeconds * 1000);
    },
    async toggle(rewindSeconds) {
      if (snapshot.state === 'playing') player.stop(rewindSeconds);
      else await player.play();
    },
    seek(positionMs) {
      const position = clamp(positionMs);
      if (media && snapshot.state === 'playing') media.currentTime = position / 1000;
      update({ positionMs: position });
    },
    rewind(seconds = playerSteps.rewindSeconds) {
      player.seek(player.livePositionMs() - seconds * 1000);
    },
    forward(seconds = playerSteps.forwardSeconds) {
      player.seek(player.livePositionMs() + seconds * 1000);
    },
    setSpeed(speed) {
      const next = clampSpeed(speed);
      if (media) media.playbackRate = next;
      update({ speed: next });
    },
    invalidate() {
      pause(false);
      stale = true;
      builds += 1;
      // The old file is a whole copy of the audio: let it go now, not at the next play, so a
      // recording that follows a playback does not hold the audio twice.
      if (objectUrl) {
        media?.removeAttribute('src');
        URL.revokeObjectURL(objectUrl);
        objectUrl = undefined;
      }
      const length = lengthMs();
      update({
        lengthMs: length,
        positionMs: Math.min(snapshot.positionMs, length),
        state: length > 0 ? 'ready' : 'empty',
        // Other audio now (loaded, or recorded into): nothing of it was played yet.
        isPaused: false,
      });
    },
    dispose() {
      disposed = true;
      media?.pause();
      media?.removeAttribute('src');
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      listeners.clear();
    },
  };
  return player;
}
