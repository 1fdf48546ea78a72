import { forgotPasswordFailureMessage, type Notify } from '@dictation/core';
import { useForm } from 'react-hook-form';
import { AuthFormFrame, FormTextField, NavigationLink } from '../AuthForm';
import type { PasswordEmailOutcome } from '../authOutcomes';
import { messages } from '../messages';
import { checkForgotUsername } from '../passwordRules';
import { useServerOutcome } from '../useServerOutcome';

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
  const { control, handleSubmit, formState } = useForm<PasswordEmailValues>({
    defaultValues: { username: '' },
    shouldFocusError: false,
  });
  const serverMessage = useServerOutcome();

  const submit = handleSubmit(async ({ username }) => {
    serverMessage.clear();
    const result = await onRequestReset(username.trim());
    if (result.outcome === 'sent') onSent();
    // Spec 000 section 8: 404 'Username not registered'; other statuses 'Failed to send confirmation email'.
    else if (result.outcome === 'notRegistered')
      serverMessage.show(undefined, forgotPasswordFailureMessage(404));
    else {
      notify({ kind: 'error', message: forgotPasswordFailureMessage(undefined), durationMs: 10000 });
      onFailed();
    }
  });

  return (
    <AuthFormFrame
      heading={messages.passwordEmailHeading}
      onSubmit={submit}
      isSubmitting={formState.isSubmitting}
      submitLabel={messages.sendResetLink}
      serverMessage={serverMessage.value}
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
