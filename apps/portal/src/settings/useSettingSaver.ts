import { useDictation } from '@dictation/core/react';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { messages } from '../messages';

/**
 * Saves one setting and refreshes every read: success shows 'Success', failure shows the error
 * message (spec 001 section 8), or, for organisation settings, is only logged.
 */
export function useSettingSaver() {
  const { notify } = useDictation();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (save: () => Promise<unknown>, failure: 'notify' | ((error: unknown) => void) = 'notify') => {
      try {
        await save();
        notify({ kind: 'success', message: messages.saved, durationMs: 4000, key: 'settings-saved' });
      } catch (error) {
        if (failure === 'notify') {
          notify({
            kind: 'error',
            message: error instanceof Error ? error.message : String(error),
            durationMs: 10000,
          });
        } else failure(error);
      } finally {
        await mutate(() => true);
      }
    },
    [notify, mutate],
  );
}
