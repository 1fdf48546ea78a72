import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Button as AriaButton } from 'react-aria-components/Button';
import * as styles from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/buttonVariants';
import { messages } from '../messages';
import { Spinner } from '../Spinner/Spinner';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label'> {
  /**
   * The accessible name (there is no visible text). Required.
   */
  label: string;
  /**
   * The icon, decorative (an `aria-hidden` svg).
   */
  icon: ReactNode;
  /**
   * Visual weight.
   * @default 'ghost'
   */
  variant?: ButtonVariant;
  /**
   * Square size (every size is at least the 24px WCAG 2.2 target).
   * @default 'medium'
   */
  size?: ButtonSize;
  /**
   * Shows a spinner instead of the icon while an action runs.
   * @default false
   */
  isPending?: boolean;
  /**
   * Extra class on the button.
   * @default undefined
   */
  className?: string;
}

/** A square button showing only an icon, named by its required `label`. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'medium',
  isPending = false,
  className,
  ...props
}: IconButtonProps) {
  const classes = `${styles.button} ${styles.iconOnly}`;
  return (
    <AriaButton
      {...props}
      aria-label={label}
      isPending={isPending}
      className={className ? `${classes} ${className}` : classes}
      data-variant={variant}
      data-size={size}
    >
      {isPending ? (
        <Spinner size="small" label={messages.loading} />
      ) : (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
    </AriaButton>
  );
}
