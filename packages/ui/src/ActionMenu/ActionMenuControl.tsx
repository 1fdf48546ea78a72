import type { ReactNode } from 'react';
import { useState } from 'react';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover as AriaPopover } from 'react-aria-components/Popover';
import { Button } from '../Button/Button';
import { type StandInUse, useOpenWhenPressedAsStandIn } from '../deferred/standIn';
import { ChevronDownIcon } from '../icons';
import * as overlayStyles from '../styles/overlay.css';
import { useThemedClassName } from '../ThemeProvider/themeContext';
import type { ActionMenuProps } from './ActionMenu';
import * as styles from './ActionMenu.css';

/**
 * A button that opens a list of actions (WAI-ARIA menu button: arrow keys move, Enter chooses,
 * Escape closes and returns the focus to the button). The popover is themed itself because it
 * renders in a portal, outside the themed tree. In its stand-in's place (`used`), it comes focused,
 * and open when the stand-in was pressed.
 */
export function ActionMenuControl<Id extends string>({
  label,
  items,
  onAction,
  variant = 'secondary',
  placement = 'bottom start',
  isDisabled = false,
  children,
  used,
}: ActionMenuProps<Id> & { used: StandInUse | null }): ReactNode {
  const popoverClass = useThemedClassName(overlayStyles.popover);
  const [isOpen, setOpen] = useState(false);
  useOpenWhenPressedAsStandIn(used, () => setOpen(true));
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant={variant} isDisabled={isDisabled} {...(used !== null ? { autoFocus: true } : {})}>
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
