import { afterEach, describe, expect, it, vi } from 'vitest';
import { playTone, type RecorderSound } from './tones';

/** Notes as a fake AudioContext heard them: frequency and when each starts, in context seconds. */
function fakeAudioContext() {
  const notes: { frequency: number; startsAt: number; stopsAt: number }[] = [];
  let closed = 0;
  class FakeAudioContext {
    currentTime = 10;
    destination = {};
    createOscillator() {
      const oscillator = {
        frequency: { value: 0 },
        onended: undefined as (() => void) | undefined,
        connect: (node: unknown) => node,
        start: (at: number) =>
          notes.push({ frequency: oscillator.frequency.value, startsAt: at, stopsAt: at }),
        stop: (at: number) => {
          notes[notes.length - 1]!.stopsAt = at;
          queueMicrotask(() => oscillator.onended?.());
        },
      };
      return oscillator;
    }
    createGain() {
      return {
        gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
        connect: (node: unknown) => node,
      };
    }
    async close() {
      closed += 1;
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return { notes, closed: () => closed };
}

const heard = async (sound: RecorderSound) => {
  const context = fakeAudioContext();
  await playTone(sound);
  expect(context.closed()).toBe(1);
  return context.notes;
};

describe('playTone (spec 000 section 9: sounds for start, stop and low volume)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('plays the start and stop sounds as one note each, the start one higher', async () => {
    const [start] = await heard('start');
    const [stop] = await heard('stop');
    expect(start!.frequency).toBeGreaterThan(stop!.frequency);
  });

  it('plays the low-volume sound as falling notes one after another, unlike the stop sound', async () => {
    const notes = await heard('low-volume');
    expect(notes.length).toBeGreaterThan(1);
    for (const [index, note] of notes.entries()) {
      const previous = notes[index - 1];
      if (!previous) continue;
      expect(note.frequency).toBeLessThan(previous.frequency);
      expect(note.startsAt).toBeCloseTo(previous.stopsAt);
    }
  });
});
