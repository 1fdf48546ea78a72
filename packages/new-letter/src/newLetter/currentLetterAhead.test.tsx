import {
  createAccountStorage,
  createDictationClient,
  createMemoryStorage,
  letterStepTypes,
} from '@dictation/core';
import { DictationProvider } from '@dictation/core/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  currentLetterAheadMaxAgeMs,
  forgetCurrentLetterAhead,
  readCurrentLetterAhead,
  takeCurrentLetterAhead,
} from './currentLetterAhead';
import { useOpenLetter } from './useOpenLetter';

/** The author's open job at Audio capture, as `current-letter` answers it. */
const openJob = (id: number) => ({
  id,
  letterStepType: letterStepTypes.audioCapture,
  audio: { audioSegment: { audioRecord: { key: `job-${id}` } } },
});

/** A client whose `current-letter` answers the job the server holds now, counting the asks. */
function serverWith(job: () => ReturnType<typeof openJob>) {
  const asked = vi.fn();
  const client = createDictationClient({
    baseUrl: '',
    fetch: async () => {
      asked();
      return Response.json(job());
    },
    storage: createMemoryStorage(),
    broadcast: false,
  });
  const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 1 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DictationProvider {...client} storage={storage} notify={vi.fn()}>
      {children}
    </DictationProvider>
  );
  return { client, asked, wrapper };
}

describe('readCurrentLetterAhead (issue 33)', () => {
  it("the page's first opening takes the open job asked for ahead, without asking again", async () => {
    const { client, asked, wrapper } = serverWith(() => openJob(41));
    readCurrentLetterAhead(client.api);
    const { result, unmount } = renderHook(() => useOpenLetter(0), { wrapper });
    await waitFor(() => expect(result.current.open?.letter?.id).toBe(41));
    expect(asked).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('a later opening asks again: a job completed meanwhile does not come back', async () => {
    let job = openJob(41);
    const { client, asked, wrapper } = serverWith(() => job);
    readCurrentLetterAhead(client.api);
    const first = renderHook(() => useOpenLetter(0), { wrapper });
    await waitFor(() => expect(first.result.current.open?.letter?.id).toBe(41));
    first.unmount();
    job = openJob(42);
    const second = renderHook(() => useOpenLetter(0), { wrapper });
    await waitFor(() => expect(second.result.current.open?.letter?.id).toBe(42));
    expect(asked).toHaveBeenCalledTimes(2);
    second.unmount();
  });

  it('is not taken once stale', () => {
    const { client } = serverWith(() => openJob(41));
    readCurrentLetterAhead(client.api, () => 0);
    expect(takeCurrentLetterAhead(client.api, () => currentLetterAheadMaxAgeMs + 1)).toBeUndefined();
    readCurrentLetterAhead(client.api, () => 0);
    expect(takeCurrentLetterAhead(client.api, () => currentLetterAheadMaxAgeMs)).toBeDefined();
    expect(takeCurrentLetterAhead(client.api, () => 0)).toBeUndefined();
  });

  it('is not taken once forgotten: the user who asked signed out', () => {
    const { client } = serverWith(() => openJob(41));
    readCurrentLetterAhead(client.api);
    forgetCurrentLetterAhead();
    expect(takeCurrentLetterAhead(client.api)).toBeUndefined();
  });
});
