import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import type { StandInHandlers } from '../deferred/standIn';
import { ChevronDownIcon } from '../icons';

export interface MenuButtonStandInProps extends Pick<ButtonProps, 'variant' | 'size' | 'isDisabled'> {
  /** The button's content, which names it. */
  children: ReactNode;
  handlers: StandInHandlers;
}

/**
 * A menu button before its menu's code is in: the same button with its chevron, marked as React
 * Aria marks a menu's trigger. Focused or pressed, it gives way to the menu button (`handlers`).
 */
export function MenuButtonStandIn({ children, handlers, ...button }: MenuButtonStandInProps): ReactNode {
  return (
    <Button
      {...button}
      aria-haspopup="true"
      aria-expanded="false"
      onFocus={handlers.onFocus}
      onPressStart={handlers.onPointerDown}
      onPress={handlers.onClick}
    >
      {children}
      <ChevronDownIcon />
    </Button>
  );
}
