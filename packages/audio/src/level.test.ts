import { describe, expect, it } from 'vitest';
import { levelOf, SilenceDetector } from './level';

const tone = (amplitude: number, length = 1600) =>
  Int16Array.from({ length }, (_, i) => Math.round(amplitude * 32767 * Math.sin(i / 3)));

describe('levelOf', () => {
  it('maps silence to 0, full scale to about 100, and quiet speech above the threshold', () => {
    expect(levelOf(new Int16Array(1600))).toBe(0);
    expect(levelOf(new Int16Array(0))).toBe(0);
    expect(levelOf(new Int16Array(1600).fill(32767))).toBe(100);
    expect(levelOf(tone(0.01 * Math.SQRT2))).toBe(33); // -40 dBFS RMS
    expect(levelOf(tone(0.001))).toBeLessThan(30);
  });
});

describe('SilenceDetector (spec 000 section 9: level 30, 30 s, 10 readings per second)', () => {
  it('triggers after 300 quiet readings in a row, not before', () => {
    const detector = new SilenceDetector();
    for (let i = 0; i < 299; i++) expect(detector.pushLevel(29)).toBe(false);
    expect(detector.pushLevel(29)).toBe(true);
    expect(detector.silentSeconds).toBe(30);
  });

  it('starts over on a reading at the threshold', () => {
    const detector = new SilenceDetector();
    for (let i = 0; i < 299; i++) detector.pushLevel(0);
    detector.pushLevel(30);
    for (let i = 0; i < 299; i++) expect(detector.pushLevel(0)).toBe(false);
    expect(detector.pushLevel(0)).toBe(true);
    detector.reset();
    expect(detector.triggered).toBe(false);
  });

  it('meters raw PCM in 100 ms windows whatever the block size', () => {
    const detector = new SilenceDetector();
    const quiet = new Int16Array(128);
    let blocks = 0;
    while (!detector.pushPcm(quiet)) blocks++;
    // 30 s at 16 kHz is 480 000 samples: the 3750th block of 128 completes the 300th window.
    expect(blocks + 1).toBe(3750);
    detector.pushPcm(tone(0.5, 1600));
    expect(detector.triggered).toBe(false);
  });
});
