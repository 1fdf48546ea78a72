import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ActionMenu } from './ActionMenu';

const items = [
  { id: 'history', label: 'Letter history' },
  { id: 'notes', label: 'Add/Edit notes' },
  { id: 'delete', label: 'Delete', isDisabled: true },
] as const;

const meta = {
  title: 'UI/ActionMenu',
  component: ActionMenu,
  args: { label: 'More actions', items, onAction: fn() },
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: open with Enter, move with the arrows, choose with Enter. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    // Read after the Tab: the first story of a page can be mounted again meanwhile, and a button
    // found before it would be the old one.
    const trigger = () => within(canvasElement).getByRole('button', { name: 'More actions' });
    await userEvent.tab();
    await waitFor(() => expect(trigger()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('notes');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // React Aria gives the focus back once the menu's popover has gone.
    await waitFor(() => expect(trigger()).toHaveFocus());
  },
};

/** Escape closes without choosing; a disabled item cannot be chosen. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'More actions' })).toBeDisabled();
  },
};
