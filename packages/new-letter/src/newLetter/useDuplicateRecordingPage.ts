import { useEffect, useState } from 'react';
import { startDuplicatePageDetector } from './duplicatePageDetector';

/** Whether another recording page of the same account is open in this browser (spec 000 section 2). */
export function useDuplicateRecordingPage(accountId: number): boolean {
  const [duplicate, setDuplicate] = useState(false);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const stop = startDuplicatePageDetector({
      channel: new BroadcastChannel(`dictation:recording-page:${accountId}`),
      onChange: setDuplicate,
    });
    return () => {
      stop();
      setDuplicate(false);
    };
  }, [accountId]);
  return duplicate;
}
