import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { InactivityWarning, type InactivityWarningProps } from './InactivityWarning';

/** A stopped clock, so each story shows the same time left. */
const storyNow = Date.UTC(2026, 0, 5, 9, 30);
const secondsLeft = (seconds: number) => storyNow + seconds * 1000;

/** Closes as the portal's layout closes it: staying ends the warning. */
function Warned(args: InactivityWarningProps) {
  const [deadline, setDeadline] = useState(args.deadline);
  return (
    <InactivityWarning
      {...args}
      deadline={deadline}
      onStay={() => {
        setDeadline(null);
        args.onStay();
      }}
    />
  );
}

const meta = {
  title: 'Auth/InactivityWarning',
  component: InactivityWarning,
  args: { deadline: secondsLeft(45), onStay: fn(), onSignOut: fn(), now: () => storyNow },
  render: (args) => <Warned {...args} />,
} satisfies Meta<typeof InactivityWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

const warning = () => screen.findByRole('alertdialog', { name: 'You will be signed out soon' });

/** Announced as an alert dialog with the time left; "Stay signed in" has the focus, Enter stays. */
export const Warning: Story = {
  play: async ({ args }) => {
    const dialog = await warning();
    await expect(dialog).toHaveTextContent('you will be signed out in 0:45 to keep patient data safe.');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Signed out in 50 seconds unless you stay.',
    );
    const stay = within(dialog).getByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await expect(args.onSignOut).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The last seconds: the live region has said ten, the countdown shows each second. */
export const LastSeconds: Story = {
  args: { deadline: secondsLeft(7) },
  play: async () => {
    const dialog = await warning();
    await expect(dialog).toHaveTextContent('0:07');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Signed out in 10 seconds unless you stay.',
    );
  },
};

/** Escape is no sign-out: the user is there, so it stays. */
export const EscapeStays: Story = {
  play: async ({ args }) => {
    await warning();
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** "Sign out" ends the session now, as the menu's Sign out does. */
export const SignOutNow: Story = {
  play: async ({ args }) => {
    const dialog = await warning();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.onStay).not.toHaveBeenCalled();
  },
};

/** No deadline, no dialog. */
export const Hidden: Story = {
  args: { deadline: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};
