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

// Base64, as the spec's audio calls carry it (a letter's whole audio as text: 76 MB for 30
// minutes). The browser's own codec (`Uint8Array.fromBase64` / `toBase64`: Chromium 140,
// Firefox 133, Safari 18.2) where there is one; otherwise `atob`/`btoa` through a binary string.
// Here rather than in a module of their own: the portal's chunking moved 11 KB of the early
// start into a shared file for one (+0.4 KB gzip on /login).

interface NativeBase64 {
  fromBase64?: (text: string) => Uint8Array;
}
type NativeBytes = Uint8Array & { toBase64?: () => string };

/** Base64 of bytes, in chunks so long recordings do not overflow the argument limit. */
export function bytesToBase64InChunks(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

/** Bytes of a base64 text, one character at a time. */
export function base64ToBytesByCharacter(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Base64 of bytes (the audio sent, the client's credentials). */
export function bytesToBase64(bytes: Uint8Array): string {
  return (bytes as NativeBytes).toBase64?.() ?? bytesToBase64InChunks(bytes);
}

/** Bytes of a base64 text (the stream answers). */
export function base64ToBytes(base64: string): Uint8Array {
  return (Uint8Array as NativeBase64).fromBase64?.(base64) ?? base64ToBytesByCharacter(base64);
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
