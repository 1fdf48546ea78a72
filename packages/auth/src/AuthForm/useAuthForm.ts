import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { type ServerOutcome, useServerOutcome } from '../useServerOutcome';

/**
 * react-hook-form and the server outcome line, set up the way every auth form needs them: a
 * broken rule shows its message under the field without moving focus (`shouldFocusError: false`,
 * the spec's messages are read from the fields), and each submit first clears the previous
 * server outcome so a stale one is never announced with the new result.
 * `frame` is spread onto `AuthFormFrame`.
 */
export function useAuthForm<Values extends FieldValues>(
  defaultValues: DefaultValues<Values>,
  onValidSubmit: (values: Values, serverMessage: ServerOutcome) => Promise<void>,
) {
  const { control, handleSubmit, formState, reset } = useForm<Values>({
    defaultValues,
    shouldFocusError: false,
  });
  const serverMessage = useServerOutcome();
  const onSubmit = handleSubmit(async (values) => {
    serverMessage.clear();
    await onValidSubmit(values, serverMessage);
  });
  return {
    control,
    reset,
    frame: { onSubmit, isSubmitting: formState.isSubmitting, serverMessage: serverMessage.value },
  };
}
