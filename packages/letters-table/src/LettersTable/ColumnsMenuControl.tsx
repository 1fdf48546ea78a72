import {
  Button,
  CheckIcon,
  ChevronDownIcon,
  type StandInUse,
  useOpenWhenPressedAsStandIn,
  useTheme,
} from '@dictation/ui';
import { type ReactNode, useState } from 'react';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { messages } from '../messages';
import type { ColumnsMenuProps } from './ColumnsMenu';
import * as styles from './LettersTable.css';

/**
 * 'Columns': a menu button whose items are the optional columns, each checked while shown
 * (WAI-ARIA menu of checkbox items: arrows move, Space or Enter toggles, the menu stays open for
 * the next toggle, Escape closes it and returns the focus to the button). In its stand-in's place
 * (`used`), it comes focused, and open when the stand-in was pressed.
 */
export function ColumnsMenuControl({
  items,
  onToggle,
  used,
}: ColumnsMenuProps & { used: StandInUse | null }): ReactNode {
  // The popover renders in a portal, outside the themed tree: it takes the theme's classes itself.
  const theme = useTheme();
  const popoverClass = theme ? `${theme.className} ${styles.menuPopover}` : styles.menuPopover;
  const [isOpen, setOpen] = useState(false);
  useOpenWhenPressedAsStandIn(used, () => setOpen(true));
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="secondary" size="small" {...(used !== null ? { autoFocus: true } : {})}>
        {messages.columnsGroup}
        <ChevronDownIcon />
      </Button>
      <Popover className={popoverClass} placement="bottom end">
        <Menu
          aria-label={messages.columnsGroup}
          className={styles.menu}
          items={items}
          selectionMode="multiple"
          shouldCloseOnSelect={false}
          selectedKeys={items.filter((item) => item.shown).map((item) => item.id)}
          onSelectionChange={(keys) => {
            for (const item of items) {
              const shown = keys === 'all' || keys.has(item.id);
              if (shown !== item.shown) onToggle(item.id, shown);
            }
          }}
        >
          {(item) => (
            <MenuItem id={item.id} textValue={item.label} className={styles.menuItem}>
              <span className={styles.menuCheck} aria-hidden="true">
                <CheckIcon />
              </span>
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
