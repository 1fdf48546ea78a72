import type { ApiClient } from '@dictation/core';
import type { LetterHeaderApi } from '../LetterHeader';

/**
 * The calls the letter screen makes. `createApiClient(...)` from `@dictation/core` satisfies it;
 * stories and hosts may pass anything with these methods.
 */
export interface LetterViewApi extends LetterHeaderApi {
  letters: LetterHeaderApi['letters'] & Pick<ApiClient['letters'], 'metadataWithLock'>;
  documents: Pick<ApiClient['documents'], 'get' | 'patch'>;
  locks: Pick<ApiClient['locks'], 'elongate' | 'unlock'>;
  audio: Pick<ApiClient['audio'], 'stream' | 'streamMp3' | 'mp3Availability'>;
}
