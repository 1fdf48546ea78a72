import type { ReactNode } from 'react';
import * as fieldStyles from '../styles/field.css';
import { fieldClassName } from './fieldClassName';

interface StandInFieldProps {
  /** The control's id: its help text is `${id}-description`, which the control points to. */
  id: string;
  className?: string | undefined;
  description?: string | undefined;
  errorMessage?: string | undefined;
  isDisabled?: boolean | undefined;
  isInvalid?: boolean | undefined;
  /** The label and the control. */
  children: ReactNode;
}

/**
 * A field's frame as React Aria renders it around a select or a combo box, for their stand-ins
 * (issue 33): the field's classes and states, its help text and its error under the control.
 * React Aria marks the field invalid, not its control.
 */
export function StandInField({
  id,
  className,
  description,
  errorMessage,
  isDisabled,
  isInvalid,
  children,
}: StandInFieldProps) {
  const invalid = isInvalid ?? Boolean(errorMessage);
  return (
    <div
      className={fieldClassName(className)}
      data-disabled={isDisabled || undefined}
      data-invalid={invalid || undefined}
    >
      {children}
      {description && (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {invalid && errorMessage && <span className={fieldStyles.error}>{errorMessage}</span>}
    </div>
  );
}
