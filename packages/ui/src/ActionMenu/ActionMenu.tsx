import type { ReactNode } from 'react';
import { Popover as AriaPopover, Menu, MenuItem, MenuTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import type { ButtonVariant } from '../Button/buttonVariants';
import { ChevronDownIcon } from '../icons';
import * as overlayStyles from '../styles/overlay.css';
import { useThemedClassName } from '../ThemeProvider/themeContext';
import * as styles from './ActionMenu.css';

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
 * Escape closes and returns the focus to the button). The popover is themed itself because it
 * renders in a portal, outside the themed tree.
 */
export function ActionMenu<Id extends string>({
  label,
  items,
  onAction,
  variant = 'secondary',
  placement = 'bottom start',
  isDisabled = false,
  children,
}: ActionMenuProps<Id>): ReactNode {
  const popoverClass = useThemedClassName(overlayStyles.popover);
  return (
    <MenuTrigger>
      <Button variant={variant} isDisabled={isDisabled}>
        {children ?? label}
        <ChevronDownIcon />
      </Button>
      <AriaPopover className={popoverClass} placement={placement}>
        <Menu
          className={`${overlayStyles.listBox} ${styles.menu}`}
          items={items}
          disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
          onAction={(key) => onAction(String(key) as Id)}
        >
          {(item) => (
            <MenuItem id={item.id} className={overlayStyles.listBoxItem} textValue={item.label}>
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </AriaPopover>
    </MenuTrigger>
  );
}
