import { forgotPasswordFailureMessage, type Notify } from '@dictation/core';
import { AuthFormFrame, FormTextField, NavigationLink, useAuthForm } from '../AuthForm';
import type { PasswordEmailOutcome } from '../authOutcomes';
import { messages } from '../messages';
import { checkForgotUsername } from '../passwordRules';

export interface PasswordEmailFormProps {
  /** Asks the server to email a reset link (`POST accounts/forgot-password?username=`). */
  onRequestReset: (username: string) => Promise<PasswordEmailOutcome>;
  /** 200: the host opens /password/email/confirm. */
  onSent: () => void;
  /** Any status but 200 and 404: the host goes to / (spec 000 section 8). */
  onFailed: () => void;
  /** Shows 'Failed to send confirmation email'. */
  notify: Notify;
  /**
   * Client-side navigation for the link back to the login.
   * @default undefined (a plain link)
   */
  onNavigate?: (path: string) => void;
  /**
   * Where the link back to the login goes.
   * @default '/login'
   */
  loginPath?: string;
}

interface PasswordEmailValues {
  username: string;
}

/** /password/email: enter a username to get a reset link (spec 000 sections 2, 5, 8). */
export function PasswordEmailForm({
  onRequestReset,
  onSent,
  onFailed,
  notify,
  onNavigate,
  loginPath = '/login',
}: PasswordEmailFormProps) {
  const { control, frame } = useAuthForm<PasswordEmailValues>(
    { username: '' },
    async ({ username }, serverMessage) => {
      const result = await onRequestReset(username.trim());
      if (result.outcome === 'sent') onSent();
      // Spec 000 section 8: 404 'Username not registered'; other statuses 'Failed to send confirmation email'.
      else if (result.outcome === 'notRegistered')
        serverMessage.show(undefined, forgotPasswordFailureMessage(404));
      else {
        notify({ kind: 'error', message: forgotPasswordFailureMessage(undefined), durationMs: 10000 });
        onFailed();
      }
    },
  );

  return (
    <AuthFormFrame
      {...frame}
      heading={messages.passwordEmailHeading}
      submitLabel={messages.sendResetLink}
      secondaryAction={
        <NavigationLink href={loginPath} onNavigate={onNavigate}>
          {messages.backToLogin}
        </NavigationLink>
      }
    >
      <FormTextField
        control={control}
        name="username"
        label={messages.username}
        validate={checkForgotUsername}
        autoComplete="username"
      />
    </AuthFormFrame>
  );
}
