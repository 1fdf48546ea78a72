import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectWaiting } from '../deferred/standInStories';
import { ActionMenu } from './ActionMenu';
import { MenuButtonStandIn } from './MenuButtonStandIn';

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

/** What the stand-in is told when it is used; cleared before the story that uses it. */
const standInHandlers = { onFocus: fn(), onPointerDown: fn(), onClick: fn() };

/**
 * The menu button before its menu's code is in (issue 33), as ActionMenu renders it for these
 * args: named and marked as React Aria's menu button. Focused or pressed, it tells its handlers,
 * which in ActionMenu ask for the code and put the menu button in its place.
 */
export const BeforeItsCode: Story = {
  beforeEach: () => {
    for (const handler of Object.values(standInHandlers)) handler.mockClear();
  },
  render: ({ label, variant = 'secondary', isDisabled = false, children }) => (
    <MenuButtonStandIn variant={variant} isDisabled={isDisabled} handlers={standInHandlers}>
      {children ?? label}
    </MenuButtonStandIn>
  ),
  play: async ({ canvasElement, args }) => {
    const standIn = within(canvasElement).getByRole('button', { name: 'More actions' });
    await expect(standIn).toHaveAttribute('aria-haspopup', 'true');
    await expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await expect(standIn).toHaveTextContent('More actions');
    await userEvent.tab();
    await expect(standIn).toHaveFocus();
    await expect(standInHandlers.onFocus).toHaveBeenCalled();
    await expect(standInHandlers.onClick).not.toHaveBeenCalled();
    await userEvent.click(standIn);
    await expect(standInHandlers.onPointerDown).toHaveBeenCalled();
    await expect(standInHandlers.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(standInHandlers.onClick).toHaveBeenCalledTimes(2);
    // The stand-in alone has no menu: nothing opens and nothing is chosen.
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Pressed before its menu's code is in, on a slow line: a spinner in the chevron's place. */
export const WaitingForItsCode: Story = {
  render: ({ label, children }) => (
    <MenuButtonStandIn handlers={standInHandlers} waiting>
      {children ?? label}
    </MenuButtonStandIn>
  ),
  play: async ({ canvasElement }) => {
    await expectWaiting(within(canvasElement).getByRole('button'), 'More actions');
  },
};
