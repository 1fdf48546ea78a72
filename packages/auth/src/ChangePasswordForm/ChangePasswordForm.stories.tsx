import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { labelled, storyPasswordActions } from '../storySupport';
import { ChangePasswordForm } from './ChangePasswordForm';

const changePassword = '/api/accounts/self/password';

const meta = {
  title: 'Auth/ChangePasswordForm',
  component: ChangePasswordForm,
  args: {
    userId: '42',
    onChangePassword: (payload) => storyPasswordActions().changePassword(payload),
    onChanged: fn(),
    notify: fn(),
  },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, current: string, password: string, confirmation: string) {
  const canvas = within(canvasElement);
  if (current) await userEvent.type(canvas.getByLabelText(labelled('Current password')), current);
  if (password) await userEvent.type(canvas.getByLabelText(labelled('New password')), password);
  if (confirmation)
    await userEvent.type(canvas.getByLabelText(labelled('Confirm new password')), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
  return canvas;
}

/** Every field empty: the three required messages of spec 001 section 5. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, '', '', '');
    await expect(await canvas.findByText('Please input your current password')).toBeVisible();
    await expect(canvas.getByText('Please input your new password')).toBeVisible();
    await expect(canvas.getByText('Please confirm your new password')).toBeVisible();
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

export const NeedsNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'old', 'abcdefg', 'abcdefg');
    await expect(await canvas.findByText('* Password should contain at least one number')).toBeVisible();
  },
};

export const NeedsLowerCase: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'old', 'ABCDEFG1', 'ABCDEFG1');
    await expect(
      await canvas.findByText('* Password should contain at least one lower case character'),
    ).toBeVisible();
  },
};

export const WrongLength: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'old', 'abcdefghijklm1234', 'abcdefghijklm1234');
    await expect(
      await canvas.findByText('* Password length should be between 6 and 15 characters'),
    ).toBeVisible();
  },
};

export const Inconsistent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'old', 'abcdef1', 'abcdef12');
    await expect(await canvas.findByText('Two passwords that you enter are inconsistent!')).toBeVisible();
  },
};

/** 200: 'Your password has been successfully updated', then home (spec 001 section 8). */
export const Updated: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(changePassword, async ({ request }) => {
          const form = new URLSearchParams(await request.text());
          const settingsCall = new URL(request.url).searchParams.get('shouldLogout') === 'false';
          const complete =
            settingsCall &&
            form.get('OldPassword') === 'Current1' &&
            form.get('NewPassword') === 'abcdef1' &&
            form.get('ConfirmNewPassword') === 'abcdef1' &&
            form.get('UserId') === '42';
          return complete
            ? new HttpResponse(null, { status: 200 })
            : HttpResponse.text('Bad form', { status: 400 });
        }),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'Current1', 'abcdef1', 'abcdef1');
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledOnce());
    await expect(args.notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'success', message: 'Your password has been successfully updated' }),
    );
  },
};

/** Non-200: the response text is shown (spec 001 section 8). */
export const ServerRefused: Story = {
  parameters: {
    msw: {
      handlers: [http.put(changePassword, () => HttpResponse.text('Incorrect password.', { status: 400 }))],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, 'Wrong1', 'abcdef1', 'abcdef1');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect password.'));
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};
