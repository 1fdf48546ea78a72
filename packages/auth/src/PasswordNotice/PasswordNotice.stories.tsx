import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordEmailConfirm, PasswordResetConfirm } from './PasswordNotice';

const meta = {
  title: 'Auth/PasswordNotice',
  component: PasswordEmailConfirm,
  args: { onNavigate: fn() },
} satisfies Meta<typeof PasswordEmailConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /password/email/confirm. */
export const EmailSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please check your email to reset your password.')).toBeVisible();
  },
};

/** /password/reset/confirm, with its link to log in. */
export const PasswordReset: Story = {
  render: (args) => <PasswordResetConfirm {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your password has been reset')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Log in' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};
