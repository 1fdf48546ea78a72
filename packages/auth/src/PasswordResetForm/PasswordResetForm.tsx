import { AuthFormFrame, NewPasswordFields, useAuthForm } from '../AuthForm';
import type { PasswordResetPayload, PasswordUpdateOutcome } from '../authOutcomes';
import { messages } from '../messages';

export interface PasswordResetFormProps {
  /** The `code` query parameter of the emailed link. */
  code: string;
  /** The `userId` query parameter of the emailed link. */
  userId: string;
  /** `POST accounts/reset-password`. */
  onResetPassword: (payload: PasswordResetPayload) => Promise<PasswordUpdateOutcome>;
  /** 200: the host opens /password/reset/confirm. */
  onReset: () => void;
}

interface PasswordResetValues {
  password: string;
  confirmPassword: string;
}

/** /password/reset (spec 000 sections 2, 5, 8): a new password for the emailed code. */
export function PasswordResetForm({ code, userId, onResetPassword, onReset }: PasswordResetFormProps) {
  const { control, frame } = useAuthForm<PasswordResetValues>(
    { password: '', confirmPassword: '' },
    async (values, serverMessage) => {
      const result = await onResetPassword({ ...values, code, userId });
      if (result.outcome === 'updated') onReset();
      else serverMessage.show(undefined, result.message);
    },
  );

  return (
    <AuthFormFrame {...frame} heading={messages.resetPasswordHeading} submitLabel={messages.resetPassword}>
      <NewPasswordFields control={control} name="password" confirmationName="confirmPassword" form="reset" />
    </AuthFormFrame>
  );
}
