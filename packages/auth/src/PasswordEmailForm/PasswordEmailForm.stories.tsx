import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { labelled, storyPasswordActions } from '../storySupport';
import { PasswordEmailForm } from './PasswordEmailForm';

const forgotPassword = '/api/accounts/forgot-password';

const meta = {
  title: 'Auth/PasswordEmailForm',
  component: PasswordEmailForm,
  args: {
    onRequestReset: (username: string) => storyPasswordActions().requestPasswordReset(username),
    onSent: fn(),
    onFailed: fn(),
    notify: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof PasswordEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submitUsername(canvasElement: HTMLElement, username: string) {
  const canvas = within(canvasElement);
  if (username) await userEvent.type(canvas.getByRole('textbox', { name: labelled('Username') }), username);
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
  return canvas;
}

/** Empty username: 'Please input your Username' (spec 000 section 5). */
export const UsernameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await submitUsername(canvasElement, '');
    await expect(await canvas.findByText('Please input your Username')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labelled('Username') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** 200: the confirm page opens. */
export const Sent: Story = {
  parameters: {
    msw: { handlers: [http.post(forgotPassword, () => new HttpResponse(null, { status: 200 }))] },
  },
  play: async ({ canvasElement, args }) => {
    await submitUsername(canvasElement, 'dr.jones');
    await waitFor(() => expect(args.onSent).toHaveBeenCalledOnce());
    await expect(args.onFailed).not.toHaveBeenCalled();
  },
};

/** 404: 'Username not registered' under the form. */
export const NotRegistered: Story = {
  parameters: {
    msw: { handlers: [http.post(forgotPassword, () => new HttpResponse('Not found', { status: 404 }))] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await submitUsername(canvasElement, 'nobody');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Username not registered');
    await expect(args.onSent).not.toHaveBeenCalled();
    await expect(args.onFailed).not.toHaveBeenCalled();
  },
};

/** Any other status: 'Failed to send confirmation email' and back to /. */
export const SendFailed: Story = {
  parameters: {
    msw: {
      handlers: [http.post(forgotPassword, () => HttpResponse.text('Mail server down', { status: 500 }))],
    },
  },
  play: async ({ canvasElement, args }) => {
    await submitUsername(canvasElement, 'dr.jones');
    await waitFor(() => expect(args.onFailed).toHaveBeenCalledOnce());
    await expect(args.notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'error', message: 'Failed to send confirmation email' }),
    );
  },
};

/** The link back to the login uses the host's router. */
export const BackToLogin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Back to log in' });
    await expect(link).toHaveAttribute('href', '/login');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};
