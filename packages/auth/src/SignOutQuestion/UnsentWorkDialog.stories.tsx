import { createUnsentWorkRegistry, type UnsentWork } from '@dictation/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UnsentWorkDialog } from './UnsentWorkDialog';

/**
 * A registry whose one source holds `work` until it is asked to send; then it holds what `sent`
 * leaves (nothing by default: the server took it all).
 */
function registryHolding(work: UnsentWork[], sent: UnsentWork[] = []) {
  const registry = createUnsentWorkRegistry();
  let current = work;
  registry.add({
    unsent: () => current,
    sendNow: () => {
      current = sent;
    },
  });
  return registry;
}

const everyKind: UnsentWork[] = [
  { kind: 'audio', letterId: 1046, ms: 12_400, recording: false },
  { kind: 'audio', letterId: 1047, ms: 2000, recording: true },
  { kind: 'letterFields', letterId: 1046 },
  { kind: 'letterText', letterId: 2001 },
  // Issue 35: letters recorded with no network, completed (length known) or still open.
  { kind: 'offlineDraft', audioKey: 'draft-1', recordedAt: '2026-11-28T09:41:00', ms: 61_200 },
  { kind: 'offlineDraft', audioKey: 'draft-2', recordedAt: '2026-11-28T10:05:00', ms: null },
];

/** What the server keeps refusing after "send now" (nothing: it took everything). */
type Parameters = { leftAfterSending?: UnsentWork[] };

const meta = {
  title: 'Auth/UnsentWorkDialog',
  component: UnsentWorkDialog,
  args: { onSignOut: fn(), onStay: fn(), pollMs: 50 },
  // A fresh registry for every render: sending empties it.
  loaders: [
    ({ parameters }) => ({
      registry: registryHolding(everyKind, (parameters as Parameters).leftAfterSending),
    }),
  ],
  render: (args, { loaded }) => <UnsentWorkDialog {...args} registry={loaded.registry} />,
} satisfies Meta<typeof UnsentWorkDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('alertdialog', { name: 'Not everything is saved yet' });

/** Every kind of unsent work, listed; "Wait until saved" has the focus (Enter waits, never drops). */
export const ListsWhatIsWaiting: Story = {
  play: async ({ args }) => {
    const question = within(await dialog());
    const items = question.getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual([
      'Job 1046: 13 s of audio',
      'Job 1047: a recording in progress (it stops when you sign out)',
      'Job 1046: changes to the letter details',
      'Job 2001: letter text',
      'A letter recorded with no network at 28-Nov-2026 09:41: 62 s of audio',
      'A letter recorded with no network at 28-Nov-2026 10:05',
    ]);
    await expect(question.getByRole('button', { name: 'Wait until saved' })).toHaveFocus();
    // After the dialog's entry transition.
    await waitFor(() =>
      expect(
        question.getByText(/deleted if you do not sign in on this computer within 7 days/),
      ).toBeVisible(),
    );
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** "Wait until saved" sends now, says it is saving, and signs out once the server has it all. */
export const WaitsThenSignsOut: Story = {
  parameters: { leftAfterSending: [{ kind: 'letterText', letterId: 2001 }] } satisfies Parameters,
  play: async ({ args }) => {
    const question = within(await dialog());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(question.getAllByRole('listitem')).toHaveLength(1));
    await expect(question.getByRole('status')).toHaveTextContent(
      'Saving. You will be signed out as soon as the server has everything.',
    );
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** Once nothing is left, the wait ends in the sign-out. */
export const WaitEndsInSignOut: Story = {
  play: async ({ args }) => {
    const question = within(await dialog());
    await userEvent.click(question.getByRole('button', { name: 'Wait until saved' }));
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledOnce());
  },
};

/** "Sign out and keep it on this computer" signs out at once. */
export const SignOutAndKeep: Story = {
  play: async ({ args }) => {
    const question = within(await dialog());
    await userEvent.click(question.getByRole('button', { name: 'Sign out and keep it on this computer' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** Escape, like "Stay signed in", keeps the session and sends nothing away. */
export const EscapeStays: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalled();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};
