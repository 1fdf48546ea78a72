import { PcmTimeline } from '@dictation/audio';
import { type ActivityKind, pageActivity } from '@dictation/core';
import { describe, expect, it, vi } from 'vitest';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { createPlayer, type MediaLike } from './createPlayer';

function fakeMedia() {
  const listeners = new Map<string, () => void>();
  const media: MediaLike & { fire(type: string): void; sources: string[]; removedSources: number } = {
    sources: [],
    get src() {
      return this.sources.at(-1) ?? '';
    },
    set src(value: string) {
      this.sources.push(value);
    },
    currentTime: 0,
    playbackRate: 1,
    paused: true,
    async play() {},
    pause() {},
    addEventListener(type, listener) {
      listeners.set(type, listener);
    },
    removedSources: 0,
    removeAttribute() {
      this.removedSources += 1;
    },
    fire(type) {
      listeners.get(type)?.();
    },
  };
  return media;
}

function setup(seconds = 10) {
  const timeline = new PcmTimeline();
  timeline.append(synthesizeSpeech(seconds * 16000));
  const media = fakeMedia();
  const player = createPlayer({ timeline, createMedia: () => media });
  return { timeline, media, player };
}

describe('createPlayer', () => {
  it('plays from the position at the chosen speed and rewinds 3 s on stop', async () => {
    const { player, media } = setup();
    player.seek(4000);
    player.setSpeed(1.4);
    await player.play();
    expect(media.currentTime).toBe(4);
    expect(media.playbackRate).toBe(1.4);
    media.currentTime = 7.5;
    media.fire('timeupdate');
    expect(player.getSnapshot()).toMatchObject({ state: 'playing', positionMs: 7500 });
    player.stop();
    expect(player.getSnapshot()).toMatchObject({ state: 'ready', positionMs: 4500 });
  });

  it("playback moving on is the user's activity: a secretary listening from the pedal is not idle (issue 31)", async () => {
    const { player, media } = setup();
    const activity: ActivityKind[] = [];
    const unsubscribe = pageActivity.subscribe((kind) => activity.push(kind));
    media.fire('timeupdate');
    expect(activity).toEqual([]);
    await player.play();
    media.currentTime = 1;
    media.fire('timeupdate');
    unsubscribe();
    expect(activity).toEqual(['playback']);
  });

  it('keeps speeds on the 0.2 grid from 0.2 to 2 (spec 000 section 9)', () => {
    const { player } = setup();
    expect(player.getSnapshot().speed).toBe(1);
    player.setSpeed(5);
    expect(player.getSnapshot().speed).toBe(2);
    player.setSpeed(0.05);
    expect(player.getSnapshot().speed).toBe(0.2);
    player.setSpeed(0.9);
    expect([0.8, 1]).toContain(player.getSnapshot().speed);
  });

  it('rewinds and forwards within the audio', () => {
    const { player } = setup(10);
    player.forward();
    expect(player.getSnapshot().positionMs).toBe(3000);
    player.forward(30);
    expect(player.getSnapshot().positionMs).toBe(10_000);
    player.rewind();
    expect(player.getSnapshot().positionMs).toBe(7000);
    player.rewind(60);
    expect(player.getSnapshot().positionMs).toBe(0);
  });

  it('rebuilds the audio only after the timeline changed', async () => {
    const { player, media, timeline } = setup(5);
    await player.play();
    player.stop();
    await player.play();
    expect(media.sources).toHaveLength(1);
    player.stop();
    timeline.append(synthesizeSpeech(16000));
    player.invalidate();
    expect(player.getSnapshot().lengthMs).toBe(6000);
    await player.play();
    expect(media.sources).toHaveLength(2);
  });

  it('is paused only when playback was started and stopped before the end', async () => {
    const { player, media, timeline } = setup(10);
    const isPaused = () => player.getSnapshot().isPaused;
    // A seek, rewind or forward alone moves the position; nothing was played.
    player.seek(5000);
    player.forward();
    player.rewind();
    expect(player.getSnapshot()).toMatchObject({ state: 'ready', positionMs: 5000, isPaused: false });
    await player.play();
    expect(isPaused()).toBe(false);
    media.currentTime = 6;
    player.stop(1);
    expect(player.getSnapshot()).toMatchObject({ state: 'ready', positionMs: 5000, isPaused: true });
    // Moved while paused: still paused there.
    player.seek(0);
    expect(isPaused()).toBe(true);
    // Played to the end: finished, not paused.
    await player.play();
    media.fire('ended');
    expect(player.getSnapshot()).toMatchObject({ state: 'ready', positionMs: 10_000, isPaused: false });
    // Paused, then the audio changed (a recording): other audio, not paused.
    player.seek(2000);
    await player.play();
    media.currentTime = 3;
    player.stop(0);
    expect(isPaused()).toBe(true);
    timeline.append(synthesizeSpeech(16000));
    player.invalidate();
    expect(isPaused()).toBe(false);
  });

  it('is not paused when stopped at the very end (the next play starts over)', async () => {
    const { player, media } = setup(4);
    await player.play();
    media.currentTime = 4;
    player.stop(0);
    expect(player.getSnapshot()).toMatchObject({ positionMs: 4000, isPaused: false });
  });

  it('an empty recording cannot play', async () => {
    const timeline = new PcmTimeline();
    const player = createPlayer({ timeline, createMedia: fakeMedia });
    await player.play();
    expect(player.getSnapshot().state).toBe('empty');
  });

  it('starts at the playback default speed, snapped to the 0.2 grid', async () => {
    const timeline = new PcmTimeline();
    timeline.append(synthesizeSpeech(16000));
    const media = fakeMedia();
    const player = createPlayer({ timeline, createMedia: () => media, initialSpeed: 1.41 });
    expect(player.getSnapshot().speed).toBe(1.4);
    await player.play();
    expect(media.playbackRate).toBe(1.4);
  });

  it('lets the previous WAV go when the audio changes, instead of holding it until the next play', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { player, media, timeline } = setup(2);
    await player.play();
    const played = media.src;
    expect(played).not.toBe('');
    player.stop();
    timeline.append(synthesizeSpeech(16000));
    player.invalidate();
    expect(revoke).toHaveBeenCalledWith(played);
    expect(media.removedSources).toBe(1);
    await player.play();
    expect(media.src).not.toBe(played);
    revoke.mockRestore();
  });

  it('drops a WAV whose build the audio changing overtook, and plays the new audio', async () => {
    const create = vi.spyOn(URL, 'createObjectURL');
    const { player, media, timeline } = setup(2);
    const outdated = player.play();
    timeline.append(synthesizeSpeech(16000));
    player.invalidate();
    await outdated;
    expect(media.sources).toHaveLength(0);
    expect(player.getSnapshot().state).toBe('ready');
    await player.play();
    expect(media.sources).toHaveLength(1);
    expect(player.getSnapshot().state).toBe('playing');
    // 44-byte header and 3 s of 16-bit audio: the audio after the change.
    expect((create.mock.calls.at(-1)?.[0] as Blob | undefined)?.size).toBe(44 + 3 * 16000 * 2);
    create.mockRestore();
  });
});
