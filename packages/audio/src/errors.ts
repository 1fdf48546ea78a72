/** Why a file could not be read: the bytes end early, or they are not what they claim to be. */
export type AudioFormatErrorCode = 'truncated' | 'invalid' | 'unsupported';

/** A typed error for truncated, lying or unsupported audio files, so callers can branch on `code`. */
export class AudioFormatError extends Error {
  override readonly name = 'AudioFormatError';
  constructor(
    readonly code: AudioFormatErrorCode,
    message: string,
  ) {
    super(message);
  }
}
