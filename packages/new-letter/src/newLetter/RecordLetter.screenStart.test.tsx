import { createAccountStorage, createDictationClient, createMemoryStorage } from '@dictation/core';
import { DictationProvider } from '@dictation/core/react';
import { recorderLabels } from '@dictation/recorder';
import { type DeferredModule, deferredModule, useDeferredModule } from '@dictation/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordLetter } from './RecordLetter';

afterEach(cleanup);

/** A server on a slow network: no answer has come yet. */
const client = createDictationClient({
  baseUrl: '',
  fetch: () => new Promise<Response>(() => {}),
  storage: createMemoryStorage(),
  broadcast: false,
});
const storage = createAccountStorage({ backend: createMemoryStorage(), accountId: 1 });

/** A part of the page with deferred code (a menu's, a dialog's), as the page's shell has. */
function DeferredPart({ menu }: { menu: DeferredModule<object> }) {
  return <p>{useDeferredModule(menu) ? 'menu in' : 'menu to come'}</p>;
}

/** Lets the timers already set run: jsdom's idle moment for deferred code is a 0 ms timer. */
const afterPendingTimers = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('RecordLetter and the screen’s deferred code (issue 33)', () => {
  it('holds the screen’s deferred code back while its job loads, and lets it come once the job is gone', async () => {
    const importMenu = vi.fn(async () => ({}));
    const menu = deferredModule(importMenu);
    const page = (recording: boolean) => (
      <DictationProvider {...client} storage={storage} notify={vi.fn()}>
        {recording && <RecordLetter />}
        <DeferredPart menu={menu} />
      </DictationProvider>
    );
    const { rerender } = render(page(true));
    expect(await screen.findByRole('progressbar', { name: recorderLabels.loading })).toBeInTheDocument();
    await afterPendingTimers();
    await afterPendingTimers();
    expect(importMenu).not.toHaveBeenCalled();

    rerender(page(false));
    expect(await screen.findByText('menu in')).toBeInTheDocument();
    expect(importMenu).toHaveBeenCalledTimes(1);
  });
});
