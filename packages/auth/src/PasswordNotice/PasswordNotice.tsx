import { AuthFormLayout, NavigationLink } from '../AuthForm';
import * as styles from '../AuthForm/AuthForm.css';
import { messages } from '../messages';

export interface PasswordNoticeProps {
  /**
   * Client-side navigation for the log in link.
   * @default undefined (a plain link)
   */
  onNavigate?: (path: string) => void;
  /**
   * Where the log in link goes.
   * @default '/login'
   */
  loginPath?: string;
}

/** /password/email/confirm: 'Please check your email to reset your password.' (spec 000 section 2). */
export function PasswordEmailConfirm({ onNavigate, loginPath = '/login' }: PasswordNoticeProps) {
  return (
    <AuthFormLayout heading={messages.passwordEmailHeading}>
      <p className={styles.message}>{messages.emailConfirm}</p>
      <NavigationLink href={loginPath} onNavigate={onNavigate}>
        {messages.backToLogin}
      </NavigationLink>
    </AuthFormLayout>
  );
}

/** /password/reset/confirm: 'Your password has been reset', with a link to log in (spec 000 section 2). */
export function PasswordResetConfirm({ onNavigate, loginPath = '/login' }: PasswordNoticeProps) {
  return (
    <AuthFormLayout heading={messages.resetPasswordHeading}>
      <p className={styles.message}>{messages.resetConfirm}</p>
      <NavigationLink href={loginPath} onNavigate={onNavigate}>
        {messages.logIn}
      </NavigationLink>
    </AuthFormLayout>
  );
}
