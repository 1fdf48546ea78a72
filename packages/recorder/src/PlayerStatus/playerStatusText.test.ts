import { describe, expect, it } from 'vitest';
import { recorderLabels } from '../messages';
import { playerStatusText } from './playerStatusText';

describe('playerStatusText (the status line of the recorder and of the letter screen player)', () => {
  it.each([
    ['loading', 0, recorderLabels.loading],
    ['recording', 4000, recorderLabels.stateRecording],
    ['playing', 0, recorderLabels.statePlaying],
    ['ready', 0, recorderLabels.stateIdle],
    ['ready', 1, recorderLabels.statePaused],
  ] as const)('%s at %i ms: %s', (activity, positionMs, text) => {
    expect(playerStatusText(activity, positionMs)).toBe(text);
  });
});
