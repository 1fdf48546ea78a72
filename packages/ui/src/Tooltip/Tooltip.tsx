import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import { useThemedClassName } from '../ThemeProvider/themeContext';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The tip text. It describes the trigger; it never replaces the trigger's own name. */
  content: ReactNode;
  /** The trigger: a focusable react-aria element such as `Button` or `IconButton`. */
  children: ReactElement;
  /**
   * Where it appears relative to the trigger.
   * @default 'top'
   */
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /**
   * Milliseconds of hover before it opens (keyboard focus opens it at once).
   * @default 600
   */
  delay?: number;
  /**
   * Disables the tooltip.
   * @default false
   */
  isDisabled?: boolean;
}

/** A tooltip shown on hover and keyboard focus, hidden on Escape. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  isDisabled = false,
}: TooltipProps) {
  const className = useThemedClassName(styles.tooltip);
  return (
    <TooltipTrigger delay={delay} isDisabled={isDisabled}>
      {children}
      <AriaTooltip placement={placement} offset={6} className={className}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
