import { useState } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import { messages } from '../messages';
import * as fieldStyles from '../styles/field.css';
import { applyTextInputRules, counterState } from './textInputRules';

export interface TextFieldProps
  extends Omit<
    AriaTextFieldProps,
    'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange'
  > {
  /**
   * The visible label (also the accessible name).
   */
  label: string;
  /**
   * Help text under the field, linked with `aria-describedby`.
   * @default undefined
   */
  description?: string;
  /**
   * An error to show; setting it marks the field invalid (`aria-invalid`).
   * @default undefined
   */
  errorMessage?: string;
  /**
   * The value (controlled).
   * @default undefined
   */
  value?: string;
  /**
   * The initial value (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the accepted value after the input rules ran.
   * @default undefined
   */
  onChange?: (value: string) => void;
  /**
   * Longest value; typing or pasting past it is refused and a live counter `n / max` is shown.
   * @default undefined
   */
  maxLength?: number;
  /**
   * What a value past `maxLength` does. `'refuse'`: typing past it is refused and a paste is cut.
   * `'keep'`: the whole value is kept (a paste, text written elsewhere) and the field says it is
   * too long until it is shortened, so nothing is cut unseen; the form refuses to send it.
   * @default 'refuse'
   */
  overLength?: 'refuse' | 'keep';
  /**
   * Shows the `n / max` counter when `maxLength` is set.
   * @default true
   */
  showCounter?: boolean;
  /**
   * Returns false for characters the field refuses (they never appear in the value).
   * @default undefined
   */
  allowCharacter?: (character: string) => boolean;
  /**
   * A multi-line text area instead of a single-line input (e.g. notes).
   * @default false
   */
  multiline?: boolean;
  /**
   * Visible rows of a multi-line field.
   * @default 4
   */
  rows?: number;
  /**
   * Placeholder text (never a substitute for the label).
   * @default undefined
   */
  placeholder?: string;
  /**
   * The input's `type`.
   * @default 'text'
   */
  type?: 'text' | 'search' | 'email' | 'tel' | 'url' | 'password';
  /**
   * Extra class on the field wrapper.
   * @default undefined
   */
  className?: string;
}

/**
 * A labelled text input (or text area) with description, error message, a length limit with a
 * live counter and an optional character filter.
 */
export function TextField({
  label,
  description,
  errorMessage,
  value,
  defaultValue = '',
  onChange,
  maxLength,
  overLength = 'refuse',
  showCounter = true,
  allowCharacter,
  multiline = false,
  rows = 4,
  placeholder,
  type = 'text',
  className,
  isInvalid,
  ...props
}: TextFieldProps) {
  const rules = { maxLength: overLength === 'keep' ? undefined : maxLength, allowCharacter };
  const [uncontrolledValue, setUncontrolledValue] = useState(() => applyTextInputRules(defaultValue, rules));
  const currentValue = value ?? uncontrolledValue;
  const handleChange = (proposed: string) => {
    const accepted = applyTextInputRules(proposed, rules, currentValue);
    if (value === undefined) setUncontrolledValue(accepted);
    if (accepted !== currentValue) onChange?.(accepted);
  };
  const excess = maxLength === undefined ? 0 : currentValue.length - maxLength;
  const error =
    errorMessage ?? (excess > 0 && maxLength !== undefined ? messages.tooLong(maxLength, excess) : undefined);
  const invalid = isInvalid ?? Boolean(error);
  const inputClass = multiline ? `${fieldStyles.control} ${fieldStyles.textArea}` : fieldStyles.control;
  return (
    <AriaTextField
      {...props}
      value={currentValue}
      onChange={handleChange}
      // With a filter, refused characters must go before the cut, so the native limit cannot
      // truncate first (a pasted 'x123' into a 3-character field keeps '123'). Kept over-long
      // values have no native limit at all.
      maxLength={allowCharacter ? undefined : rules.maxLength}
      isInvalid={invalid}
      className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
    >
      <Label className={fieldStyles.label}>
        {label}
        {props.isRequired && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {multiline ? (
        <TextArea className={inputClass} rows={rows} placeholder={placeholder} />
      ) : (
        <Input className={inputClass} type={type} placeholder={placeholder} />
      )}
      {(description || (maxLength !== undefined && showCounter)) && (
        <div className={fieldStyles.footer}>
          {description && (
            <Text slot="description" className={fieldStyles.description}>
              {description}
            </Text>
          )}
          {maxLength !== undefined && showCounter && (
            <span
              className={fieldStyles.counter}
              data-state={counterState(currentValue.length, maxLength)}
              aria-live="polite"
            >
              {messages.characterCount(currentValue.length, maxLength)}
            </span>
          )}
        </div>
      )}
      <FieldError className={fieldStyles.error}>{error}</FieldError>
    </AriaTextField>
  );
}
