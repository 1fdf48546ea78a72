export { type DssHeader, readDssHeader } from './dss';
export { AudioFormatError, type AudioFormatErrorCode } from './errors';
export {
  type AudioFileFacts,
  type AudioLimits,
  type AudioLimitsAnswer,
  checkAudioFile,
  DEFAULT_AUDIO_LIMITS,
  effectiveAudioLimits,
} from './fileChecks';
export {
  type AudioFileFormat,
  audioFileFormat,
  isPlayableBeforeUpload,
  PLAYABLE_BEFORE_UPLOAD,
  UPLOAD_EXTENSIONS,
} from './formats';
export { Sha256 } from './hash/Sha256';
export { sha256Hex, timelineSha256 } from './hash/sha256Hex';
export { indexedDbResult, indexedDbTransactionDone } from './indexedDbRequests';
export { LEVELS_PER_SECOND, levelOf, SilenceDetector, type SilenceDetectorOptions } from './level';
export { messages } from './messages';
export {
  bytesToPcm,
  CANONICAL_SAMPLE_RATE,
  msToSamples,
  pcmToBytes,
  SAMPLES_PER_MS,
  samplesToMs,
} from './pcm';
export { type PeakLevel, PeakPyramid, type PeakPyramidOptions, type PeakSource } from './peaks';
export { type ProbeResult, probeDuration } from './probe';
export {
  createResampler,
  type Resampler,
  type ResamplerInput,
  type ResamplerOptions,
  toCanonical,
} from './resample';
export { BlockNotResidentError, type BlockStore, createMemoryBlockStore } from './timeline/blockStore';
export {
  createIndexedDbBlockStore,
  type IndexedDbBlockStoreOptions,
  sweepIndexedDbBlockStores,
} from './timeline/indexedDbBlockStore';
export { PcmTimeline, type PcmTimelineOptions } from './timeline/PcmTimeline';
export { applyRecordEdit, type RecordEdit, recordEditEndMs } from './timeline/recordEdit';
export {
  type DecodedWav,
  decodeWav,
  encodeWav,
  type PcmFormat,
  readWavLayout,
  type WavLayout,
  wavDurationMs,
} from './wav';
