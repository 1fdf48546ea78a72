import { describe, expect, it } from 'vitest';
import { recorderLabels } from '../messages';
import { playerStatusText } from './playerStatusText';

describe('playerStatusText (the status line of the recorder and of the letter screen player)', () => {
  it.each([
    ['loading', recorderLabels.loading],
    ['starting', recorderLabels.stateStarting],
    ['recording', recorderLabels.stateRecording],
    ['playing', recorderLabels.statePlaying],
    ['paused', recorderLabels.statePaused],
    ['ready', recorderLabels.stateIdle],
  ] as const)('%s: %s', (activity, text) => {
    expect(playerStatusText(activity)).toBe(text);
  });
});
