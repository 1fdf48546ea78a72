import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from './Drawer';

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: { title: 'Filters', placement: 'end' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Show filters</Button>
      <Drawer {...args}>
        <p>Status, author and date filters go here.</p>
      </Drawer>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const openAndEscape = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Show filters' });
  await userEvent.click(trigger);
  const drawer = await screen.findByRole('dialog', { name: 'Filters' });
  await expect(within(drawer).getByText(/author and date/)).toBeInTheDocument();
  // Escape as soon as focus is in, usually mid-slide: closing must not wait for the slide.
  await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // React Aria restores focus in the animation frame after the drawer unmounts.
  await waitFor(() => expect(trigger).toHaveFocus());
};

export const Side: Story = {
  play: async ({ canvasElement }) => openAndEscape(canvasElement),
};

export const Start: Story = {
  args: { placement: 'start', title: 'Filters' },
  play: async ({ canvasElement }) => openAndEscape(canvasElement),
};

export const Bottom: Story = {
  args: { placement: 'bottom' },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
