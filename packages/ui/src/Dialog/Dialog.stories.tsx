import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { title: 'Letter history' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open history</Button>
      <Dialog {...args} footer={({ close }) => <Button onPress={close}>Done</Button>}>
        <p>Created by Dr A. Patel on 22-Nov-2026.</p>
      </Dialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open history' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open history' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Letter history' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Letter history' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <p>Created by Dr A. Patel on 22-Nov-2026.</p>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Letter history' });
    await waitFor(() => expect(within(dialog).getByText(/Created by/)).toBeVisible());
    // Focus is trapped: Tab cycles within the dialog.
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};
