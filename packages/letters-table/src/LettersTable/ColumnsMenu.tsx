import { Button, CheckIcon, ChevronDownIcon, useTheme } from '@dictation/ui';
import type { ReactNode } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { OptionalColumnId } from '../columns/columnSets';
import { messages } from '../messages';
import * as styles from './LettersTable.css';

export interface ColumnsMenuItem {
  id: OptionalColumnId;
  label: string;
  shown: boolean;
}

export interface ColumnsMenuProps {
  /** The optional columns this user can show or hide, in the grid's order. */
  items: readonly ColumnsMenuItem[];
  onToggle: (column: OptionalColumnId, shown: boolean) => void;
}

/**
 * 'Columns': a menu button whose items are the optional columns, each checked while shown
 * (WAI-ARIA menu of checkbox items: arrows move, Space or Enter toggles, the menu stays open for
 * the next toggle, Escape closes it and returns the focus to the button).
 */
export function ColumnsMenu({ items, onToggle }: ColumnsMenuProps): ReactNode {
  // The popover renders in a portal, outside the themed tree: it takes the theme's classes itself.
  const theme = useTheme();
  const popoverClass = theme ? `${theme.className} ${styles.menuPopover}` : styles.menuPopover;
  return (
    <MenuTrigger>
      <Button variant="secondary" size="small">
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
