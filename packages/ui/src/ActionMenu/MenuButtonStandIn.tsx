import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { StandInChevron } from '../deferred/StandInChevron';
import type { StandInHandlers } from '../deferred/standIn';

export interface MenuButtonStandInProps extends Pick<ButtonProps, 'variant' | 'size' | 'isDisabled'> {
  /** The button's content, which names it. */
  children: ReactNode;
  handlers: StandInHandlers;
  /**
   * Pressed, and the menu's code is not in yet (`useDeferredControl`'s `waiting`): a spinner in
   * the chevron's place.
   * @default false
   */
  waiting?: boolean;
}

/**
 * A menu button before its menu's code is in: the same button with its chevron, marked as React
 * Aria marks a menu's trigger. Focused or pressed, it gives way to the menu button (`handlers`).
 */
export function MenuButtonStandIn({
  children,
  handlers,
  waiting = false,
  ...button
}: MenuButtonStandInProps): ReactNode {
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
      <StandInChevron waiting={waiting} />
    </Button>
  );
}
