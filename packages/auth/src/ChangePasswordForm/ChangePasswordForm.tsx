import { messages as coreMessages, type Notify } from '@dictation/core';
import { AuthFormFrame, FormTextField, NewPasswordFields, useAuthForm } from '../AuthForm';
import type { PasswordChangePayload, PasswordUpdateOutcome } from '../authOutcomes';
import { messages } from '../messages';
import { checkCurrentPassword } from '../passwordRules';

export interface ChangePasswordFormProps {
  /** The user whose password changes (the profile id, or `userId` of /password/forgot). */
  userId: string;
  /** `PUT accounts/self/password` (with `shouldLogout=false` from the settings screen). */
  onChangePassword: (payload: PasswordChangePayload) => Promise<PasswordUpdateOutcome>;
  /** After 'Your password has been successfully updated': the host returns to / (spec 000 section 8). */
  onChanged: () => void;
  /** Shows 'Your password has been successfully updated'. */
  notify: Notify;
  /**
   * The heading; a settings tab that already names the screen may pass its own.
   * @default 'Change password'
   */
  heading?: string;
}

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Change password: the expired-password form of /password/forgot and the settings tab (spec 000
 * sections 2, 5, 8; spec 001 sections 5, 8). Spec 001 words the change messages in more detail
 * ('Please confirm your new password'), so both places use them.
 */
export function ChangePasswordForm({
  userId,
  onChangePassword,
  onChanged,
  notify,
  heading = messages.changePasswordHeading,
}: ChangePasswordFormProps) {
  const { control, reset, frame } = useAuthForm<ChangePasswordValues>(
    { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    async (values, serverMessage) => {
      const result = await onChangePassword({ ...values, userId });
      if (result.outcome === 'failed') {
        serverMessage.show(undefined, result.message);
        return;
      }
      reset();
      notify({ kind: 'success', message: coreMessages.passwordUpdated, durationMs: 4000 });
      onChanged();
    },
  );

  return (
    <AuthFormFrame {...frame} heading={heading} submitLabel={messages.changePassword}>
      <FormTextField
        control={control}
        name="oldPassword"
        label={messages.currentPassword}
        type="password"
        validate={checkCurrentPassword}
        autoComplete="current-password"
      />
      <NewPasswordFields
        control={control}
        name="newPassword"
        confirmationName="confirmNewPassword"
        form="change"
      />
    </AuthFormFrame>
  );
}
