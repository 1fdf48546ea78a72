/**
 * The upload adapter: what the uploader and the recorder's player need from the server
 * (docs/wire-contract.md, audio section). The product adapts `@dictation/core`'s client to it
 * (`createCoreUploadAdapter`); tests use a fake server on `PcmTimeline`.
 */

import type { CompleteSuspendAnswer, Mp3Availability, RecordMode } from '@dictation/core';

export interface SuspendRequest {
  fileName: string;
  recordMode: RecordMode;
  /** ms */
  startPosition: number;
  /** ms; startPosition + the frames' duration */
  endPosition: number;
  /** Raw PCM, 16-bit little-endian mono 16 kHz. */
  body: Uint8Array;
  /** The operation's own id: the server applies an id once, so a repeat is harmless. */
  operationId: string;
  /** This browser's writer id (the server allows one writer per recording at a time). */
  writerId: string;
  /** Sent with fetch keepalive from a page that is going away (body at most 64 KiB). */
  keepalive?: boolean;
}

export interface CompleteSuspendRequest {
  fileName: string;
  /** SHA-256 hex (lower case) of the PCM bytes. */
  hash: string;
  /** ms */
  length: number;
}

export interface StoreWithLengthRequest {
  fileName: string;
  audioKey: string;
  isLastPart: boolean;
  /** Total length of the audio in ms. */
  length: number;
  /** Base64 text of a raw PCM part. */
  body: string;
  /** One id per full re-send: part 0 of a new upload discards whatever an interrupted one left. */
  uploadId: string;
  /** 0-based index of this part in its upload. */
  part: number;
  writerId: string;
}

/** What a letter's complete call checks the stored audio against (`expectedAudio`). */
export interface ExpectedAudio {
  /** SHA-256 hex (lower case) of the PCM bytes. */
  hash: string;
  /** ms */
  length: number;
}

/** What a player of a stored recording needs from the server (`createCorePlaybackAdapter`). */
export interface PlaybackAdapter {
  /** Base64 text of a WAV file; `signal` cancels the download (the recorder may not need it). */
  stream(audioRecordId: number, options?: { signal?: AbortSignal }): Promise<string>;
  /** Base64 text of the converted audio. */
  streamMp3(audioRecordId: number): Promise<string>;
  isMp3Available(audioRecordId: number): Promise<Mp3Availability>;
}

/** The recorder's server calls: the upload protocol, and playback for a reopened letter's audio. */
export interface RecorderUploadAdapter extends PlaybackAdapter {
  suspend(request: SuspendRequest): Promise<{ length: number }>;
  completeSuspendWithLength(request: CompleteSuspendRequest): Promise<CompleteSuspendAnswer>;
  storeWithLength(request: StoreWithLengthRequest): Promise<{ length: number }>;
}
