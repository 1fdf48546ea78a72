import { type Notice, noticeDurations } from '@dictation/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { useToasts } from './notifierContext';
import { ToastRegion } from './ToastRegion';

function NotifyButton({ notice, children }: { notice: Notice; children: string }) {
  const { notify } = useToasts();
  return <Button onPress={() => notify(notice)}>{children}</Button>;
}

const meta = {
  title: 'UI/Toast',
  component: ToastRegion,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  render: () => (
    <NotifyButton notice={{ kind: 'success', message: 'Text copied', durationMs: noticeDurations.short }}>
      Copy text
    </NotifyButton>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy text' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Text copied' });
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Text copied');
    // A short notice leaves on its own (4 s), with real timers.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 6000 });
  },
};

const onConfirm = fn();

export const WarningWithAction: Story = {
  render: () => (
    <NotifyButton
      notice={{
        kind: 'warning',
        message: 'Your password expires in 3 days',
        description: 'Change it in Settings.',
        durationMs: noticeDurations.persistent,
        action: { label: 'Confirm', onAction: onConfirm },
      }}
    >
      Warn
    </NotifyButton>
  ),
  play: async ({ canvasElement }) => {
    onConfirm.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Warn' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Your password expires in 3 days' });
    await expect(toast).toHaveAccessibleDescription('Change it in Settings.');
    await userEvent.click(within(toast).getByRole('button', { name: 'Confirm' }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const ErrorPersistent: Story = {
  render: () => (
    <NotifyButton
      notice={{
        kind: 'error',
        message: 'Server error. Please try again later',
        durationMs: noticeDurations.persistent,
      }}
    >
      Fail
    </NotifyButton>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fail' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Server error. Please try again later' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const ReplacedByKey: Story = {
  render: () => (
    <>
      <NotifyButton notice={{ kind: 'info', message: 'Uploading 1 of 3', durationMs: 0, key: 'upload' }}>
        First
      </NotifyButton>
      <NotifyButton notice={{ kind: 'info', message: 'Uploading 2 of 3', durationMs: 0, key: 'upload' }}>
        Second
      </NotifyButton>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'First' }));
    await screen.findByRole('alertdialog', { name: 'Uploading 1 of 3' });
    await userEvent.click(canvas.getByRole('button', { name: 'Second' }));
    await screen.findByRole('alertdialog', { name: 'Uploading 2 of 3' });
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  },
};

export const InfoAndSuccessStacked: Story = {
  render: () => (
    <>
      <NotifyButton notice={{ kind: 'info', message: 'Letter #42 restored', durationMs: 0 }}>
        Info
      </NotifyButton>
      <NotifyButton notice={{ kind: 'success', message: 'Success', durationMs: 0 }}>Done</NotifyButton>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(2));
    await expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  },
};
