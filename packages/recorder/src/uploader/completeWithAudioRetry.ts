import { recordingLimits } from '../recordingConstants';

export interface CompleteWithAudioRetryOptions<T> {
  /** The letter's complete call (`PUT author/letters/complete`). */
  complete: () => Promise<T>;
  /** Local audio length in ms. */
  localLengthMs: () => number;
  /** Stores the whole local audio on the server (`Uploader.storeAll`). */
  storeAudio: () => Promise<void>;
}

/**
 * Spec 000 section 8: the server answers complete with "... length is 4000 ms" when its audio is
 * short; it says "length is N ms" too when its audio differs from the `expectedAudio` sent with
 * the call (docs/wire-contract.md, Audio). Either way storing the local audio is the cure.
 */
const shortAudioAnswer = /length is \d+ ms/i;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Completes a letter; when the server rejects it for a short or different audio while the local
 * audio is longer than 4 s (the uploads had not all arrived), stores the audio and retries once
 * (spec 000 section 8).
 */
export async function completeWithAudioRetry<T>(options: CompleteWithAudioRetryOptions<T>): Promise<T> {
  try {
    return await options.complete();
  } catch (error) {
    if (!shortAudioAnswer.test(messageOf(error)) || options.localLengthMs() <= recordingLimits.minimumMs) {
      throw error;
    }
    await options.storeAudio();
    return options.complete();
  }
}
