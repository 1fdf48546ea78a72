import { type ReactNode, useId } from 'react';
import { StandInChevron } from '../deferred/StandInChevron';
import type { StandInHandlers } from '../deferred/standIn';
import * as fieldStyles from '../styles/field.css';
import * as triggerStyles from '../styles/trigger.css';
import type { ChoiceFieldProps } from './choiceFieldProps';
import { StandInField } from './StandInField';

export interface ChoiceFieldStandInProps
  extends Pick<ChoiceFieldProps, 'label' | 'description' | 'errorMessage' | 'className'> {
  /** What the button shows: the value as React Aria's `SelectValue` renders it. */
  shown: ReactNode;
  /** Nothing chosen: `shown` is the placeholder. */
  isPlaceholder: boolean;
  isDisabled?: boolean | undefined;
  isInvalid?: boolean | undefined;
  handlers: StandInHandlers;
  /** Pressed, and the field's code is not in yet: a spinner in the chevron's place. */
  waiting?: boolean | undefined;
}

/**
 * A Select or MultiSelect as React Aria first renders it, without its list: its label, its button
 * (named by its value, then its label) with the chevron, its help text and its error, with the
 * same classes and states. Focused or pressed, it gives way to the field (`handlers`).
 */
export function ChoiceFieldStandIn({
  label,
  shown,
  isPlaceholder,
  description,
  errorMessage,
  className,
  isDisabled,
  isInvalid,
  handlers,
  waiting = false,
}: ChoiceFieldStandInProps) {
  const id = useId();
  return (
    <StandInField
      id={id}
      className={className}
      description={description}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
    >
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <button
        type="button"
        id={id}
        className={`${fieldStyles.control} ${triggerStyles.trigger}`}
        aria-labelledby={`${id}-value ${id}-label`}
        aria-haspopup="listbox"
        aria-expanded="false"
        {...(description ? { 'aria-describedby': `${id}-description` } : {})}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        {...handlers}
      >
        <span
          id={`${id}-value`}
          className={triggerStyles.triggerValue}
          data-placeholder={isPlaceholder || undefined}
        >
          {shown}
        </span>
        <StandInChevron waiting={waiting} className={triggerStyles.chevron} />
      </button>
    </StandInField>
  );
}
