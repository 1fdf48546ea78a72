import { describe, expect, it } from 'vitest';
import { missedStarts, type Screen, screens, targetsOf } from './startup.mjs';

/** The startup bench's verdict, as issue 33's "Done when" states it. */

const screenNamed = (part: string): Screen => {
  const screen = screens.find((candidate) => candidate.name.includes(part));
  if (!screen) throw new Error(`no screen ${part}`);
  return screen;
};

const medians = (screen: Screen, coldMs: number, warmMs: number) => ({
  cold: { ms: coldMs, bytes: 0, requests: 0 },
  warm: { ms: warmMs, bytes: 0, requests: 0 },
  targets: targetsOf(screen),
});

describe("the startup bench's targets (issue 33)", () => {
  it('holds every screen to 2.5 s cold and 1 s warm, and the host page to 3 s cold', () => {
    expect(Object.fromEntries(screens.map((screen) => [screen.name, targetsOf(screen)]))).toEqual({
      '`/login`': { coldMs: 2500, warmMs: 1000 },
      '`/in-progress` (secretary)': { coldMs: 2500, warmMs: 1000 },
      'letter screen (secretary)': { coldMs: 2500, warmMs: 1000 },
      '`/new-letter` (doctor)': { coldMs: 2500, warmMs: 1000 },
      '`/host-epr/` (doctor)': { coldMs: 3000, warmMs: 1000 },
    });
  });

  it('names each start whose median is over its target, warm as well as cold', () => {
    const letter = screenNamed('letter');
    const host = screenNamed('host-epr');
    expect(missedStarts(medians(letter, 2500, 1000))).toEqual([]);
    expect(missedStarts(medians(letter, 2501, 1000))).toEqual(['cold']);
    expect(missedStarts(medians(letter, 2400, 1040))).toEqual(['warm']);
    expect(missedStarts(medians(host, 2900, 1000))).toEqual([]);
    expect(missedStarts(medians(host, 3100, 1100))).toEqual(['cold', 'warm']);
  });
});
