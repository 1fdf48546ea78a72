/**
 * `@dictation/recorder/testing`: the fakes the recorder's own tests and stories use, for hosts'
 * tests and stories too. Nothing here is needed to record; the main entry does not export it.
 */
export {
  createFakeAudioServer,
  type FakeAudioServer,
  type FakeAudioServerOptions,
} from './createFakeAudioServer';
export {
  createFakeCaptureEngine,
  type FakeCaptureEngine,
  type FakeCaptureEngineOptions,
} from './createFakeCaptureEngine';
export {
  createFakeHelperConnection,
  type FakeHelperConnection,
  type FakeHelperConnectionOptions,
} from './createFakeHelperConnection';
export { synthesizeSpeech } from './synthesizedSpeech';
