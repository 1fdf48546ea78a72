import { useForm } from 'react-hook-form';
import { AuthFormFrame, FormTextField } from '../AuthForm';
import type { PasswordResetPayload, PasswordUpdateOutcome } from '../authOutcomes';
import { messages } from '../messages';
import { checkConfirmation, checkNewPassword } from '../passwordRules';
import { useServerOutcome } from '../useServerOutcome';

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
  const { control, handleSubmit, formState } = useForm<PasswordResetValues>({
    defaultValues: { password: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  const serverMessage = useServerOutcome();

  const submit = handleSubmit(async (values) => {
    serverMessage.clear();
    const result = await onResetPassword({ ...values, code, userId });
    if (result.outcome === 'updated') onReset();
    else serverMessage.show(undefined, result.message);
  });

  return (
    <AuthFormFrame
      heading={messages.resetPasswordHeading}
      onSubmit={submit}
      isSubmitting={formState.isSubmitting}
      submitLabel={messages.resetPassword}
      serverMessage={serverMessage.value}
    >
      <FormTextField
        control={control}
        name="password"
        label={messages.newPassword}
        type="password"
        validate={(value) => checkNewPassword(value, 'reset')}
        autoComplete="new-password"
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label={messages.confirmPassword}
        type="password"
        validate={(value, values) => checkConfirmation(value, values.password, 'reset')}
        autoComplete="new-password"
      />
    </AuthFormFrame>
  );
}
