import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { labelled, storySignIn } from '../storySupport';
import { LoginForm } from './LoginForm';

const token = '/api/OAuth/Token';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: {
    onSignIn: storySignIn,
    onSignedIn: fn(),
    onPasswordExpired: fn(),
    notify: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, username: string, password: string) {
  const canvas = within(canvasElement);
  if (username) await userEvent.type(canvas.getByRole('textbox', { name: labelled('Username') }), username);
  if (password) await userEvent.type(canvas.getByLabelText(labelled('Password')), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
  return canvas;
}

const oauthError = (body: Record<string, string>, status = 400) =>
  http.post(token, () => HttpResponse.json(body, { status }));

/** Both fields empty: the two messages of spec 000 section 5. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, '', '');
    await expect(await canvas.findByText('Please input your username')).toBeVisible();
    await expect(canvas.getByText('Please input your password')).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** 200 with tokens: the host is told, with the grant sent as the wire contract says. */
export const SignedIn: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(token, async ({ request }) => {
          const form = new URLSearchParams(await request.text());
          const valid =
            form.get('grant_type') === 'password' &&
            form.get('username') === 'dr.jones' &&
            form.get('password') === 'Secret1' &&
            request.headers.get('Authorization')?.startsWith('Basic ');
          return valid
            ? HttpResponse.json({
                access_token: 'a',
                token_type: 'bearer',
                refresh_token: 'r',
                expires_in: 299,
              })
            : HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
        }),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement, 'dr.jones', 'Secret1');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
  },
};

/** 400 password_expired: 'Password is expired' and on to /password/forgot?userId=. */
export const PasswordExpired: Story = {
  parameters: {
    msw: {
      handlers: [
        oauthError({ error: 'password_expired', error_description: 'Password is expired', userId: '42' }),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement, 'dr.old', 'Secret1');
    await waitFor(() => expect(args.onPasswordExpired).toHaveBeenCalledWith('42'));
    await expect(args.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Password is expired' }),
    );
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** 400 restricted_address: 'Access denied!' with the explanation. */
export const AccessDenied: Story = {
  parameters: {
    msw: { handlers: [oauthError({ error: 'restricted_address', error_description: 'Restricted' })] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'dr.away', 'Secret1');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Access denied!'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/specific health network/);
    await expect(args.notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'error', message: 'Access denied!' }),
    );
  },
};

/** Any other 400: the server's text. */
export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        oauthError({ error: 'invalid_grant', error_description: 'The user name or password is incorrect.' }),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'dr.jones', 'wrong');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('The user name or password is incorrect.'),
    );
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Other statuses without an error field: 'Invalid credentials'. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [http.post(token, () => HttpResponse.text('boom', { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'dr.jones', 'Secret1');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Invalid credentials'));
  },
};

/** "Password change / forgotten?" goes to /password/email through the host's router. */
export const ForgottenLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Password change / forgotten?' });
    await expect(link).toHaveAttribute('href', '/password/email');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/password/email');
  },
};
