import { Button } from '@dictation/ui';
import type { FormEventHandler, ReactNode } from 'react';
import * as styles from './AuthForm.css';
import { AuthFormLayout } from './AuthFormLayout';
import { ServerMessage, type ServerMessageProps } from './ServerMessage';

export interface AuthFormFrameProps {
  heading: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Disables the submit button while the request runs. */
  isSubmitting: boolean;
  submitLabel: string;
  /** The server outcome under the fields. */
  serverMessage: ServerMessageProps;
  /** The fields. */
  children: ReactNode;
  /** A link next to the submit button. */
  secondaryAction?: ReactNode;
}

/** What every auth form shares: card, heading, fields, server outcome, submit and a link. */
export function AuthFormFrame({
  heading,
  onSubmit,
  isSubmitting,
  submitLabel,
  serverMessage,
  children,
  secondaryAction,
}: AuthFormFrameProps) {
  return (
    <AuthFormLayout heading={heading}>
      {/* noValidate: the spec's messages replace the browser's own. */}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        <ServerMessage {...serverMessage} />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={isSubmitting}>
            {submitLabel}
          </Button>
          {secondaryAction}
        </div>
      </form>
    </AuthFormLayout>
  );
}
