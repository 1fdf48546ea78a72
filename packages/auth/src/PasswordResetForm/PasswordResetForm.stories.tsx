import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { labelled, storyPasswordActions } from '../storySupport';
import { PasswordResetForm } from './PasswordResetForm';

const resetPassword = '/api/accounts/reset-password';

const meta = {
  title: 'Auth/PasswordResetForm',
  component: PasswordResetForm,
  args: {
    code: 'reset-code',
    userId: '7',
    onResetPassword: (payload) => storyPasswordActions().resetPassword(payload),
    onReset: fn(),
  },
} satisfies Meta<typeof PasswordResetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, password: string, confirmation: string) {
  const canvas = within(canvasElement);
  if (password) await userEvent.type(canvas.getByLabelText(labelled('New password')), password);
  if (confirmation) await userEvent.type(canvas.getByLabelText(labelled('Confirm password')), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
  return canvas;
}

/** Both empty: 'Please input your password' and 'Please confirm your password'. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, '', '');
    await expect(await canvas.findByText('Please input your password')).toBeVisible();
    await expect(canvas.getByText('Please confirm your password')).toBeVisible();
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

export const NeedsNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'abcdefg', 'abcdefg');
    await expect(await canvas.findByText('* Password should contain at least one number')).toBeVisible();
  },
};

export const NeedsLowerCase: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'ABCDEF1', 'ABCDEF1');
    await expect(
      await canvas.findByText('* Password should contain at least one lower case character'),
    ).toBeVisible();
  },
};

export const WrongLength: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'abc1', 'abc1');
    await expect(
      await canvas.findByText('* Password length should be between 6 and 15 characters'),
    ).toBeVisible();
  },
};

export const Inconsistent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'abcdef1', 'abcdef2');
    await expect(await canvas.findByText('Two passwords that you enter are inconsistent!')).toBeVisible();
  },
};

/** 200: the confirm page opens; the form body carries the code and user id. */
export const Reset: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(resetPassword, async ({ request }) => {
          const form = new URLSearchParams(await request.text());
          const complete =
            form.get('Password') === 'abcdef1' &&
            form.get('ConfirmPassword') === 'abcdef1' &&
            form.get('Code') === 'reset-code' &&
            form.get('UserId') === '7';
          return complete
            ? new HttpResponse(null, { status: 200 })
            : HttpResponse.text('Bad form', { status: 400 });
        }),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'abcdef1', 'abcdef1');
    await waitFor(() => expect(args.onReset).toHaveBeenCalledOnce());
  },
};

/** Non-200: the server's text is shown. */
export const ServerRefused: Story = {
  parameters: {
    msw: { handlers: [http.post(resetPassword, () => HttpResponse.text('Invalid token.', { status: 400 }))] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, 'abcdef1', 'abcdef1');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Invalid token.'));
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};
