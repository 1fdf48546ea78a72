import type { PasswordForm } from '@dictation/core';
import { type Control, type FieldValues, get, type Path } from 'react-hook-form';
import { messages } from '../messages';
import { checkConfirmation, checkNewPassword } from '../passwordRules';
import { FormTextField } from './FormTextField';

/** Spec 000 (reset) asks to 'confirm your password', spec 001 (change) to 'confirm your new password'. */
const confirmationLabels: Record<PasswordForm, string> = {
  reset: messages.confirmPassword,
  change: messages.confirmNewPassword,
};

export interface NewPasswordFieldsProps<Values extends FieldValues> {
  control: Control<Values>;
  /** The field holding the new password. */
  name: Path<Values>;
  /** The field holding its confirmation. */
  confirmationName: Path<Values>;
  /** Whose wording the messages follow: the reset form's (spec 000) or a change form's (spec 001). */
  form: PasswordForm;
}

/** A new password and its confirmation, checked against each other (reset and change forms). */
export function NewPasswordFields<Values extends FieldValues>({
  control,
  name,
  confirmationName,
  form,
}: NewPasswordFieldsProps<Values>) {
  return (
    <>
      <FormTextField
        control={control}
        name={name}
        label={messages.newPassword}
        type="password"
        validate={(value) => checkNewPassword(value, form)}
        autoComplete="new-password"
      />
      <FormTextField
        control={control}
        name={confirmationName}
        label={confirmationLabels[form]}
        type="password"
        validate={(value, values) => checkConfirmation(value, String(get(values, name) ?? ''), form)}
        autoComplete="new-password"
      />
    </>
  );
}
