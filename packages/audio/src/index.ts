export { AudioFormatError, type AudioFormatErrorCode } from './errors';
export { Sha256 } from './hash/Sha256';
export { sha256Hex, timelineSha256 } from './hash/sha256Hex';
export { bytesToPcm, CANONICAL_SAMPLE_RATE, msToSamples, pcmToBytes, samplesToMs } from './pcm';
export { PcmTimeline } from './timeline/PcmTimeline';
export { type DecodedWav, decodeWav, encodeWav, type PcmFormat } from './wav';
