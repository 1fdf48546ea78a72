import {
  type AudioLengthAnswer,
  type AudioLimitsAnswer,
  audioLengthAnswerSchema,
  audioLimitsSchema,
  type CompleteSuspendAnswer,
  completeSuspendAnswerSchema,
  type Mp3Availability,
  mp3AvailabilitySchema,
} from '../schemas/audio';
import { textAnswerSchema } from '../schemas/common';
import { bytesToBase64 } from './base64';
import type { CallOptions, HttpClient } from './httpClient';

/** recordMode of `suspend`: 0 inserts at startPosition, 1 overwrites (spec 000 section 9). */
export const recordModes = { insert: 0, overwrite: 1 } as const;
export type RecordMode = (typeof recordModes)[keyof typeof recordModes];

/** Parameters of `suspend` (positions in ms; wire contract, Audio). */
export interface SuspendParameters {
  /** The letter's audioKey. */
  fileName: string;
  recordMode: RecordMode;
  startPosition: number;
  endPosition: number;
  /** Raw PCM s16le mono 16 kHz of the frames. */
  frames: Uint8Array | ArrayBuffer | Blob;
  /**
   * The uploader's own id of this operation: the server applies an id once, so a retry is
   * harmless (wire contract, Audio). Without it every call is applied.
   */
  operationId?: string;
  /** The writer (one per browser journal): the server allows one writer per recording at a time. */
  writerId?: string;
}

/** Parameters of `store-with-length`. */
export interface StoreParameters {
  fileName: string;
  isLastPart: boolean;
  /** Total length in ms. */
  length: number;
  audioKey: string;
  /** Raw PCM part; bytes are sent base64-encoded, a string is taken as base64 already. */
  part: Uint8Array | string;
  /** One id per full re-send: part 0 of a new upload discards what an interrupted one left. */
  uploadId?: string;
  /** 0-based index of this part in its upload (query `part`). */
  partIndex?: number;
  writerId?: string;
}

/** Audio calls (`api.audio`). */
export function createAudioApi(http: HttpClient) {
  return {
    /** `POST suspend`: inserts or overwrites frames; answers the total length in ms. */
    suspend: (parameters: SuspendParameters, options?: CallOptions): Promise<AudioLengthAnswer> =>
      http.call('audio.suspend', {
        query: {
          fileName: parameters.fileName,
          recordMode: parameters.recordMode,
          startPosition: parameters.startPosition,
          endPosition: parameters.endPosition,
          operationId: parameters.operationId,
          writerId: parameters.writerId,
        },
        body: { type: 'octet', value: parameters.frames },
        schema: audioLengthAnswerSchema,
        options,
      }),
    /** `GET complete-suspend-with-length`: does the server hold audio with this SHA-256 and length? */
    completeSuspend: (
      fileName: string,
      hash: string,
      length: number,
      options?: CallOptions,
    ): Promise<CompleteSuspendAnswer> =>
      http.call('audio.completeSuspend', {
        query: { fileName, hash, length },
        schema: completeSuspendAnswerSchema,
        options,
      }),
    /** `POST store-with-length`: one base64 part; pass `keepalive` for the emergency store. */
    store: (parameters: StoreParameters, options?: CallOptions): Promise<AudioLengthAnswer> =>
      http.call('audio.store', {
        query: {
          fileName: parameters.fileName,
          isLastPart: parameters.isLastPart,
          length: parameters.length,
          audioKey: parameters.audioKey,
          uploadId: parameters.uploadId,
          part: parameters.partIndex,
          writerId: parameters.writerId,
        },
        body: {
          type: 'octet',
          value: typeof parameters.part === 'string' ? parameters.part : bytesToBase64(parameters.part),
        },
        schema: audioLengthAnswerSchema,
        options,
      }),
    /** Base64 text of the audio (a WAV file). */
    stream: (id: number, options?: CallOptions): Promise<string> =>
      http.call('audio.stream', {
        pathParams: { id },
        answer: 'text',
        schema: textAnswerSchema,
        options,
      }),
    /** Base64 text of the mp3 rendition. */
    streamMp3: (id: number, options?: CallOptions): Promise<string> =>
      http.call('audio.streamMp3', {
        pathParams: { id },
        answer: 'text',
        schema: textAnswerSchema,
        options,
      }),
    /** `GET {id}/isMp3Available`. */
    mp3Availability: (id: number, options?: CallOptions): Promise<Mp3Availability> =>
      http.call('audio.mp3Availability', {
        pathParams: { id },
        schema: mp3AvailabilitySchema,
        options,
      }),
    /** Raw server limits; pass them through `resolveAudioLimits` before use. */
    limits: (options?: CallOptions): Promise<AudioLimitsAnswer> =>
      http.call('audio.limits', { schema: audioLimitsSchema, options }),
  };
}

export type AudioApi = ReturnType<typeof createAudioApi>;
