import type { ReactNode } from 'react';
import type { ButtonVariant } from '../Button/buttonVariants';
import { useDeferredControl } from '../deferred/deferredModule';
import { actionMenuControl } from '../deferred/overlayControlsModule';
import { MenuButtonStandIn } from './MenuButtonStandIn';

export interface ActionMenuItem<Id extends string> {
  /** What `onAction` receives. */
  id: Id;
  label: string;
  /**
   * Shown but not choosable.
   * @default false
   */
  isDisabled?: boolean;
}

export interface ActionMenuProps<Id extends string> {
  /** The trigger button's text, e.g. 'More actions'. */
  label: string;
  items: readonly ActionMenuItem<Id>[];
  /** The user chose an item (click, Enter or Space); the menu has closed. */
  onAction: (id: Id) => void;
  /**
   * The trigger button's weight.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * Where the menu opens relative to the trigger (a footer's menu opens upwards).
   * @default 'bottom start'
   */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  /**
   * Disables the trigger.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The trigger's content instead of `label` (e.g. a user's name over their role), which then
   * names the button.
   * @default label
   */
  children?: ReactNode;
}

/**
 * A button that opens a list of actions (WAI-ARIA menu button: arrow keys move, Enter chooses,
 * Escape closes and returns the focus to the button). Its menu's code comes after the screen's
 * first paint (`overlayControls`): until then the button is its stand-in, named and marked the
 * same; focused or pressed, it asks for that code and the menu button takes its place, focused
 * (and open when pressed).
 */
export function ActionMenu<Id extends string>(props: ActionMenuProps<Id>): ReactNode {
  const { controls, used, standInHandlers, waiting } = useDeferredControl(actionMenuControl);
  if (controls) return <controls.ActionMenuControl {...props} used={used} />;
  const { label, variant = 'secondary', isDisabled = false, children } = props;
  return (
    <MenuButtonStandIn variant={variant} isDisabled={isDisabled} handlers={standInHandlers} waiting={waiting}>
      {children ?? label}
    </MenuButtonStandIn>
  );
}
