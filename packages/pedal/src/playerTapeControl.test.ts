import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFootPedalSettings, playStopModes } from './footPedalSettings';
import { type PedalButton, pedalButtons } from './hubContract';
import { createPedalActionMapper } from './pedalActionMapper';
import { createPlayerTapeControl, type TapePlayer } from './playerTapeControl';

/** A player with a position in seconds, clamped at 0, as a real one is. */
function fakePlayer(positionSeconds = 30): TapePlayer & { position: number; playing: boolean } {
  return {
    position: positionSeconds,
    playing: false,
    isPlaying() {
      return this.playing;
    },
    play() {
      this.playing = true;
    },
    pause() {
      this.playing = false;
    },
    seekBy(seconds) {
      this.position = Math.max(0, this.position + seconds);
    },
  };
}

function pedalDrivenPlayer(settings = defaultFootPedalSettings) {
  const player = fakePlayer();
  const mapper = createPedalActionMapper(settings, createPlayerTapeControl(player));
  const send = (type: 'down' | 'up' | 'click', pedal: PedalButton) =>
    mapper.handle({ type, pedal, source: 'helper' });
  return { player, send };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createPlayerTapeControl', () => {
  it('click mode: a tap plays, the next tap stops and goes back rewindOnStop seconds', () => {
    const { player, send } = pedalDrivenPlayer({ ...defaultFootPedalSettings, rewindOnStop: 5 });
    send('click', pedalButtons.center);
    expect(player.playing).toBe(true);
    player.position = 42;
    send('click', pedalButtons.center);
    expect(player).toMatchObject({ playing: false, position: 37 });
  });

  it('hold mode: plays while held and goes back on release', () => {
    const { player, send } = pedalDrivenPlayer({
      ...defaultFootPedalSettings,
      playStopMode: playStopModes.hold,
    });
    send('down', pedalButtons.center);
    expect(player.playing).toBe(true);
    vi.advanceTimersByTime(3000);
    player.position = 33;
    send('up', pedalButtons.center);
    expect(player).toMatchObject({ playing: false, position: 30 });
  });

  it('a held rewind steps back once on press and once every 500 ms, stopping at the start', () => {
    const { player, send } = pedalDrivenPlayer();
    player.position = 4;
    send('down', pedalButtons.left);
    expect(player.position).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(player.position).toBe(1);
    vi.advanceTimersByTime(5000);
    send('up', pedalButtons.left);
    expect(player.position).toBe(0);
  });

  it('a held forward steps ahead and stops stepping on release', () => {
    const { player, send } = pedalDrivenPlayer();
    send('down', pedalButtons.right);
    vi.advanceTimersByTime(1500);
    send('up', pedalButtons.right);
    vi.advanceTimersByTime(1500);
    expect(player.position).toBe(34);
  });

  it('does not rewind when stop arrives while not playing', () => {
    const { player, send } = pedalDrivenPlayer({
      ...defaultFootPedalSettings,
      playStopMode: playStopModes.hold,
    });
    send('up', pedalButtons.center);
    expect(player.position).toBe(30);
  });
});
