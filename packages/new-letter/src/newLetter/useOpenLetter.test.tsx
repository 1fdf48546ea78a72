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
import { useOpenLetter } from './useOpenLetter';

/** The author's open job at Audio capture, for patient RX1, as `current-letter` answers it. */
const openJob = {
  id: 41,
  letterStepType: letterStepTypes.audioCapture,
  patientMRN: 'RX1',
  audio: { audioSegment: { audioRecord: { key: 'open-job' } } },
};

const client = createDictationClient({
  baseUrl: '',
  fetch: async () => Response.json(openJob),
  storage: createMemoryStorage(),
  broadcast: false,
});
const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 1 });

function Providers({ children }: { children: ReactNode }) {
  return (
    <DictationProvider {...client} storage={storage} notify={vi.fn()}>
      {children}
    </DictationProvider>
  );
}

describe('useOpenLetter', () => {
  it('a recorder given another patient keeps the job it records into from the tab’s other recorders', async () => {
    const first = renderHook(({ patient }) => useOpenLetter(0, { patientNumber: patient }), {
      wrapper: Providers,
      initialProps: { patient: 'RX1' },
    });
    await waitFor(() => expect(first.result.current.open?.letter?.id).toBe(41));
    // A reopened job's key may have a journal on this computer: its recorder reads it first.
    expect(first.result.current.open?.newRecording).toBeUndefined();
    // The host changes the patient: the recorder joins the tab's queue again, still recording.
    first.rerender({ patient: 'RX2' });

    const second = renderHook(() => useOpenLetter(0), { wrapper: Providers });
    await waitFor(() => expect(second.result.current.open).toBeDefined());
    expect(second.result.current.open?.letter).toBeNull();
    expect(second.result.current.open?.audioKey).not.toBe('open-job');
    // A key made for a new job: nothing to read before Record (issue 33).
    expect(second.result.current.open?.newRecording).toBe(true);
    first.unmount();
    second.unmount();
  });
});
