import type { ApiClient, LetterMetadata, LetterPermissionsContext } from '@dictation/core';
import { apiKey } from '@dictation/core/react';
import useSWR from 'swr';
import type { LetterHeaderApi } from '../LetterHeader';
import { useHeaderPriorities } from '../LetterHeader/useHeaderLookups';

export interface TextMagicContextApi extends LetterHeaderApi {
  settings: Pick<ApiClient['settings'], 'recording'>;
}

/**
 * What the Text magic rule needs besides the letter (spec 001 section 5): AI processing on in the
 * recording settings, and the letter's priority (its workflow must not be Manual). Until both
 * are known the button stays hidden, and a failed read keeps it hidden.
 */
export function useTextMagicContext(
  api: TextMagicContextApi,
  letter: Pick<LetterMetadata, 'organisationItemId' | 'priority'>,
): LetterPermissionsContext {
  const settings = useSWR(apiKey('settings.recording'), () => api.settings.recording());
  const priorities = useHeaderPriorities(api, letter.organisationItemId);
  const priority = priorities.data?.find((candidate) => candidate.id === letter.priority);
  return {
    aiProcessingEnabled: settings.data?.enabledAIPostProcession === true,
    ...(priority ? { priority } : {}),
  };
}
