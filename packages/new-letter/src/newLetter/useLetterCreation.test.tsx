import {
  createAccountStorage,
  createDictationClient,
  createMemoryStorage,
  type LetterFields,
} from '@dictation/core';
import { DictationProvider } from '@dictation/core/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createUploadGate } from '../outbox/uploadGate';
import { useLetterCreation } from './useLetterCreation';

const profile = { id: 7, accountId: 1, fullName: 'Ada Admin', roles: [] };
const fields: LetterFields = {
  organisationItemId: 3,
  priority: 2,
  labelName: null,
  patientMRN: 'RX1',
  sampleID: null,
  dictationType: 'Dictation',
  templateId: null,
};

/**
 * A server behind a network that can be cut: the profile is always answered (the client keeps it,
 * issue 35), the create call only with the network up, with `createAnswer`.
 */
function world(createAnswer: () => Response = () => Response.json({ id: 90, letterStepType: 0 })) {
  const network = { up: false };
  const creates: unknown[] = [];
  const client = createDictationClient({
    baseUrl: '',
    fetch: async (url, init) => {
      if (String(url).includes('user-profiles/current')) return Response.json(profile);
      if (!network.up) throw new TypeError('Failed to fetch');
      creates.push(JSON.parse(String(init.body)));
      return createAnswer();
    },
    storage: createMemoryStorage(),
    broadcast: false,
  });
  const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 1 });
  const uploadGate = createUploadGate(true);
  const onError = vi.fn();
  const onCreated = vi.fn();
  // biome-ignore lint/correctness/noComponentHookFactories: each test's own server and storage, mounted once by renderHook
  function Providers({ children }: { children: ReactNode }) {
    return (
      <DictationProvider {...client} storage={storage} notify={vi.fn()}>
        {children}
      </DictationProvider>
    );
  }
  const render = (choices: LetterFields = fields) =>
    renderHook(
      (props: { fields: LetterFields }) =>
        useLetterCreation({
          initialLetter: null,
          audioKey: 'draft-key',
          fields: props.fields,
          templateName: null,
          storage,
          uploadGate,
          onError,
          onCreated,
        }),
      { wrapper: Providers, initialProps: { fields: choices } },
    );
  const gatePassed = () => {
    let passed = false;
    void uploadGate.passed().then(() => {
      passed = true;
    });
    return () => passed;
  };
  const networkReturns = () =>
    act(() => {
      network.up = true;
      globalThis.dispatchEvent(new Event('online'));
    });
  return { network, creates, storage, render, onError, onCreated, gatePassed, networkReturns };
}

/** The first record press, once the profile is read (before, the page cannot create anything). */
async function firstRecordPress(result: { current: { ensureCreated: () => Promise<boolean> } }) {
  await waitFor(async () => expect(await result.current.ensureCreated()).toBe(true));
}

describe('useLetterCreation with no network (issue 35)', () => {
  it('the first record press records into a draft kept on this computer, with uploads held, and the job is created once when the network returns', async () => {
    const { creates, storage, render, onError, onCreated, gatePassed, networkReturns } = world();
    const { result } = render();
    await firstRecordPress(result);
    await waitFor(() => expect(result.current.draft).toBe(true));
    expect(result.current.letter).toBeNull();
    expect(storage.get('offlineDrafts')).toEqual([
      {
        payload: expect.objectContaining({ audioKey: 'draft-key', priority: 2, patientMRN: 'RX1' }),
        completed: false,
      },
    ]);
    const passed = gatePassed();
    await act(() => Promise.resolve());
    expect(passed()).toBe(false);
    // A second press (record again after a stop) goes on recording into the same draft.
    expect(await result.current.ensureCreated()).toBe(true);

    await networkReturns();
    await waitFor(() => expect(result.current.letter?.id).toBe(90));
    expect(result.current.draft).toBe(false);
    expect(creates).toHaveLength(1);
    expect(storage.get('offlineDrafts')).toEqual([]);
    expect(passed()).toBe(true);
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('the job is created with the choices the page has when the network returns, dated when it was recorded', async () => {
    const { creates, storage, render, networkReturns } = world();
    const { result, rerender } = render();
    await firstRecordPress(result);
    const recordedAt = storage.get('offlineDrafts')[0]?.payload.createdDate;
    rerender({ fields: { ...fields, priority: 5, patientMRN: 'RX9' } });
    await waitFor(() => expect(storage.get('offlineDrafts')[0]?.payload.priority).toBe(5));
    await networkReturns();
    await waitFor(() => expect(result.current.letter).not.toBeNull());
    expect(creates).toEqual([
      expect.objectContaining({ priority: 5, patientMRN: 'RX9', createdDate: recordedAt }),
    ]);
  });

  it("a server's refusal is told once and the draft stays on this computer for the next visit", async () => {
    const refusal = () => new Response('Unknown priority', { status: 400, statusText: 'Bad Request' });
    const { storage, render, onError, networkReturns } = world(refusal);
    const { result } = render();
    await firstRecordPress(result);
    await networkReturns();
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    // The browser says it is online again: a refused draft is not sent again on this page.
    globalThis.dispatchEvent(new Event('online'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(storage.get('offlineDrafts')).toHaveLength(1);
    expect(result.current.draft).toBe(true);
  });

  it('a server that answers is not a missing network: its failure is told and nothing is recorded', async () => {
    const { network, storage, render, onError } = world(() => new Response('', { status: 503 }));
    network.up = true;
    const { result } = render();
    await waitFor(async () => {
      await result.current.ensureCreated();
      expect(onError).toHaveBeenCalled();
    });
    expect(result.current.draft).toBe(false);
    expect(storage.get('offlineDrafts')).toEqual([]);
  });
});
