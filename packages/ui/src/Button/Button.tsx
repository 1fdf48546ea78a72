import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Button as AriaButton } from 'react-aria-components/Button';
import { messages } from '../messages';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';
import type { ButtonSize, ButtonVariant } from './buttonVariants';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /**
   * Visual weight: `primary` for the one main action, `danger` for destructive ones.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and text size (every size is at least the 24px WCAG 2.2 target).
   * @default 'medium'
   */
  size?: ButtonSize;
  /**
   * Shows a spinner and makes the button inert while an action runs; focus stays on it and the
   * pending state is announced.
   * @default false
   */
  isPending?: boolean;
  /**
   * What the spinner announces while pending.
   * @default 'Loading'
   */
  pendingLabel?: string;
  /**
   * Extra class on the button.
   * @default undefined
   */
  className?: string;
  /**
   * The label (and an optional icon).
   * @default undefined
   */
  children?: ReactNode;
}

/** A button with variants, sizes and a pending state, on react-aria-components' Button. */
export function Button({
  variant = 'primary',
  size = 'medium',
  isPending = false,
  pendingLabel = messages.loading,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      className={className ? `${styles.button} ${className}` : styles.button}
      data-variant={variant}
      data-size={size}
    >
      {isPending && <Spinner size="small" label={pendingLabel} />}
      {children}
    </AriaButton>
  );
}
