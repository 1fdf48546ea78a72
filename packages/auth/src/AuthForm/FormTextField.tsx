import { TextField } from '@dictation/ui';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import type { FieldCheck } from '../passwordRules';

export interface FormTextFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  /** Returns the first broken rule's message, or true. */
  validate: FieldCheck<Values>;
  type?: 'text' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
}

/** @dictation/ui's TextField bound to a react-hook-form field, its first broken rule as the error. */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  label,
  validate,
  type = 'text',
  autoComplete,
  autoFocus,
}: FormTextFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={{ validate: (value, values) => validate(String(value ?? ''), values) }}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          type={type}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          errorMessage={fieldState.error?.message}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          isRequired
          validationBehavior="aria"
        />
      )}
    />
  );
}
