import type { ApiClient } from '@dictation/core';
import { apiKey } from '@dictation/core/react';
import useSWR from 'swr';

export interface SpellcheckApi {
  settings: Pick<ApiClient['settings'], 'spellcheck'>;
}

/**
 * Whether the editor checks spelling: the user's setting (`GET author/settings/spellcheck`,
 * `useSpellcheck`, spec 000 section 3). Until it is known, and if it cannot be read, the browser's
 * checking stays on: a misspelt clinical word is worse than an underline too many. The setting's
 * `spellcheckCustomDictionaryId` names a dictionary the spec gives no call to read, and a page cannot
 * add words to the browser's checker: the browser's own dictionary applies (README, Decisions).
 */
export function useSpellcheck(api: SpellcheckApi): boolean {
  const settings = useSWR(apiKey('settings.spellcheck'), () => api.settings.spellcheck());
  return settings.data?.useSpellcheck !== false;
}
