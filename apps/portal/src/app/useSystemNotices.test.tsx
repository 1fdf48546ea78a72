import { type ApiClient, createAccountStorage, createMemoryStorage } from '@dictation/core';
import { createNotifier, ToastRegion } from '@dictation/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSystemNotices } from './useSystemNotices';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const api = { app: { ping: async () => ({}) } } as unknown as ApiClient;

function SystemNotices({ userAgent, storage }: { userAgent: string; storage: ReturnType<typeof anonymous> }) {
  useSystemNotices(api, notifier, userAgent, storage);
  return null;
}
let notifier = createNotifier();
const anonymous = (backend = createMemoryStorage()) => createAccountStorage({ backend, accountId: null });

function open(userAgent: string, storage: ReturnType<typeof anonymous>) {
  notifier = createNotifier();
  return render(
    <ToastRegion notifier={notifier}>
      <SystemNotices userAgent={userAgent} storage={storage} />
    </ToastRegion>,
  );
}

afterEach(cleanup);

describe("'The browser will not be supported': the spec's warning with a Confirm button", () => {
  it('stays until confirmed, and is not raised again on this computer once confirmed', async () => {
    const backend = createMemoryStorage();
    const first = open(iPhone, anonymous(backend));
    const warning = await screen.findByRole('alertdialog', { name: 'The browser will not be supported' });
    await userEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    first.unmount();

    open(iPhone, anonymous(backend));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog', { name: 'The browser will not be supported' })).toBeNull();
  });

  it('is raised again on the next start when it was closed without confirming', async () => {
    const backend = createMemoryStorage();
    const first = open(iPhone, anonymous(backend));
    const warning = await screen.findByRole('alertdialog', { name: 'The browser will not be supported' });
    await userEvent.click(within(warning).getByRole('button', { name: 'Close' }));
    first.unmount();

    open(iPhone, anonymous(backend));
    expect(
      await screen.findByRole('alertdialog', { name: 'The browser will not be supported' }),
    ).toBeTruthy();
  });

  it('is not raised in a supported browser', async () => {
    open(chrome, anonymous());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
