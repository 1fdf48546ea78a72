import { ApiError, messages as coreMessages } from '@dictation/core';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type LetterHeaderChange, sendHeaderChange } from './headerChanges';
import type { LetterHeaderApi } from './letterHeaderApi';
import { useHeaderUpdate } from './useHeaderUpdate';

function fakeApi(): LetterHeaderApi {
  const done = () => vi.fn(async () => undefined);
  return {
    letters: {
      updatePriority: done(),
      updateLabel: done(),
      updateMrn: done(),
      updateSampleId: done(),
      updateOrganisation: done(),
      updateTemplate: done(),
    },
    lookups: {
      priorities: vi.fn(async () => []),
      allMyPriorities: vi.fn(async () => []),
      labels: vi.fn(async () => []),
      organisationItems: vi.fn(async () => []),
      templates: vi.fn(async () => []),
      myTemplates: vi.fn(async () => []),
    },
  };
}

describe('each change goes to its update-* call (spec 000 section 7)', () => {
  it.each<[LetterHeaderChange, keyof LetterHeaderApi['letters'], unknown[]]>([
    [{ field: 'priority', priorityId: 2 }, 'updatePriority', [{ letterId: 7, priorityId: 2 }]],
    [{ field: 'label', labelName: '' }, 'updateLabel', [7, '']],
    [{ field: 'mrn', mrn: 'H1' }, 'updateMrn', [7, 'H1']],
    [{ field: 'sampleId', sampleId: 'S1' }, 'updateSampleId', [7, 'S1']],
    [{ field: 'organisation', organisationItemId: 22 }, 'updateOrganisation', [7, 22]],
    [{ field: 'template', templateId: 3 }, 'updateTemplate', [{ letterId: 7, templateId: 3 }]],
  ])('%o -> %s', async (change, call, args) => {
    const api = fakeApi();
    await sendHeaderChange(api, 7, change);
    expect(api.letters[call]).toHaveBeenCalledWith(...args);
    const others = Object.entries(api.letters).filter(([name]) => name !== call);
    for (const [, other] of others) expect(other).not.toHaveBeenCalled();
  });
});

describe('useHeaderUpdate', () => {
  const render = (api: LetterHeaderApi) => {
    const notify = vi.fn();
    const onUpdated = vi.fn();
    const hook = renderHook(() => useHeaderUpdate({ api, letterId: 7, notify, onUpdated }));
    return { hook, notify, onUpdated };
  };

  it('reports a change the server took, so the screen reloads the letter', async () => {
    const { hook, notify, onUpdated } = render(fakeApi());
    let updated: boolean | undefined;
    await act(async () => {
      updated = await hook.result.current.update({ field: 'mrn', mrn: 'H1' });
    });
    expect(updated).toBe(true);
    expect(onUpdated).toHaveBeenCalledWith({ field: 'mrn', mrn: 'H1' });
    expect(notify).not.toHaveBeenCalled();
    expect(hook.result.current.isPending).toBe(false);
  });

  it("shows the catalogue's words with the server's reason under them when it refuses (not 'Bad Request')", async () => {
    const api = fakeApi();
    const refusal = "Hosp. No. may hold at most 30 letters, digits and _ @ , . / \\ ' # & + -";
    vi.mocked(api.letters.updateMrn).mockRejectedValue(
      new ApiError(
        { kind: 'http', status: 400, statusText: 'Bad Request', body: refusal },
        refusal,
        'letters.updateMrn',
      ),
    );
    const { hook, notify, onUpdated } = render(api);
    let updated: boolean | undefined;
    await act(async () => {
      updated = await hook.result.current.update({ field: 'mrn', mrn: 'x' });
    });
    expect(updated).toBe(false);
    expect(onUpdated).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'error', message: coreMessages.requestFailed, description: refusal }),
    );
  });

  it('is pending while the call runs', async () => {
    const api = fakeApi();
    let answer: () => void = () => {};
    vi.mocked(api.letters.updateLabel).mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    const { hook } = render(api);
    let running: Promise<boolean> | undefined;
    act(() => {
      running = hook.result.current.update({ field: 'label', labelName: 'Clinic' });
    });
    expect(hook.result.current.isPending).toBe(true);
    await act(async () => {
      answer();
      await running;
    });
    expect(hook.result.current.isPending).toBe(false);
  });
});
