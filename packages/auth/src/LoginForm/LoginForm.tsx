import type { Notify } from '@dictation/core';
import { AuthFormFrame, FormTextField, NavigationLink, useAuthForm } from '../AuthForm';
import type { Credentials, SignInOutcome } from '../authOutcomes';
import { messages } from '../messages';
import { checkLoginPassword, checkLoginUsername } from '../passwordRules';

export interface LoginFormProps {
  /** Signs in (password grant); `createAuthActions(...).signIn` or a fake in stories. */
  onSignIn: (credentials: Credentials) => Promise<SignInOutcome>;
  /** Called once the session holds tokens; the host returns to the remembered path. */
  onSignedIn: () => void;
  /**
   * Called for an expired password with the user id; the host opens
   * `/password/forgot?userId={userId}` (spec 000 section 8).
   */
  onPasswordExpired: (userId: string) => void;
  /** Shows notices ('Password is expired', 'Access denied!'). */
  notify: Notify;
  /**
   * Client-side navigation for the "Password change / forgotten?" link.
   * @default undefined (a plain link)
   */
  onNavigate?: (path: string) => void;
  /**
   * Where "Password change / forgotten?" goes.
   * @default '/password/email'
   */
  passwordEmailPath?: string;
  /**
   * Username to start with (e.g. the last one used on this device).
   * @default ''
   */
  defaultUsername?: string;
}

interface LoginValues {
  username: string;
  password: string;
}

/** The login screen (spec 000 section 2, /login) with every server outcome of section 8. */
export function LoginForm({
  onSignIn,
  onSignedIn,
  onPasswordExpired,
  notify,
  onNavigate,
  passwordEmailPath = '/password/email',
  defaultUsername = '',
}: LoginFormProps) {
  const { control, frame } = useAuthForm<LoginValues>(
    { username: defaultUsername, password: '' },
    async (values, serverMessage) => {
      const result = await onSignIn({ username: values.username.trim(), password: values.password });
      switch (result.outcome) {
        case 'signedIn':
          onSignedIn();
          return;
        case 'passwordExpired':
          notify({ kind: 'warning', message: result.message, durationMs: 10000 });
          onPasswordExpired(result.userId);
          return;
        case 'accessDenied':
          notify({
            kind: 'error',
            message: result.message,
            description: result.description,
            durationMs: 0,
          });
          serverMessage.show(result.message, result.description);
          return;
        case 'failed':
          serverMessage.show(undefined, result.message);
      }
    },
  );

  return (
    <AuthFormFrame
      {...frame}
      heading={messages.signInHeading}
      submitLabel={messages.signIn}
      secondaryAction={
        <NavigationLink href={passwordEmailPath} onNavigate={onNavigate}>
          {messages.passwordChangeLink}
        </NavigationLink>
      }
    >
      <FormTextField
        control={control}
        name="username"
        label={messages.username}
        validate={checkLoginUsername}
        autoComplete="username"
      />
      <FormTextField
        control={control}
        name="password"
        label={messages.password}
        type="password"
        validate={checkLoginPassword}
        autoComplete="current-password"
      />
    </AuthFormFrame>
  );
}
