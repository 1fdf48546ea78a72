import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Preloader } from './Preloader';

const meta = {
  title: 'UI/Preloader',
  component: Preloader,
  args: { active: true },
} satisfies Meta<typeof Preloader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  render: (args) => (
    <>
      <Button>Behind the overlay</Button>
      <Preloader {...args} />
    </>
  ),
  play: async () => {
    const overlay = await screen.findByRole('dialog', { name: 'Loading' });
    await expect(within(overlay).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // Modal: the page behind is inert (or aria-hidden where inert is missing), so it cannot be
    // clicked, tabbed to or read.
    const behind = screen.getByText('Behind the overlay');
    await expect(behind.closest('[inert], [aria-hidden="true"]')).not.toBeNull();
    // The focus is on the overlay, and Tab keeps it there.
    await expect(overlay).toHaveFocus();
    await userEvent.tab();
    await expect(overlay).toHaveFocus();
  },
};

// A request that finishes 50 ms after it starts.
function Toggle({ initial }: { initial: boolean }) {
  const [active, setActive] = useState(false);
  const load = () => {
    setActive(true);
    setTimeout(() => setActive(false), 50);
  };
  return (
    <>
      <Button onPress={load}>Load</Button>
      <Preloader active={active} initial={initial} label="Loading letters" />
    </>
  );
}

export const HidesAfterDelay: Story = {
  render: () => <Toggle initial={false} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load' }));
    const overlay = await screen.findByRole('dialog', { name: 'Loading letters' });
    // `active` turns false after 50 ms; the overlay is still shown right after that...
    await waitFor(() => expect(overlay).toHaveAttribute('data-state', 'hiding'));
    await expect(screen.getByRole('dialog', { name: 'Loading letters' })).toBeInTheDocument();
    // ...and gone once the 1000 ms delay has passed.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(within(canvasElement).getByRole('button', { name: 'Load' })).toBeVisible();
  },
};

export const InitialLoad: Story = {
  render: () => <Toggle initial />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load' }));
    const overlay = await screen.findByRole('dialog', { name: 'Loading letters' });
    await waitFor(() => expect(overlay).toHaveAttribute('data-state', 'hiding'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
