import type { MediaLike } from '../player/createPlayer';

/** A media element that plays nothing, for the recorder's tests in jsdom (which has no audio). */
export const silentMedia = (): MediaLike => ({
  src: '',
  currentTime: 0,
  playbackRate: 1,
  paused: true,
  play: async () => {},
  pause: () => {},
  addEventListener: () => {},
  removeAttribute: () => {},
});
