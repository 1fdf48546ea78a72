import {
  CheckIcon,
  ChevronDownIcon,
  type StandInUse,
  useOpenWhenPressedAsStandIn,
  useTheme,
} from '@dictation/ui';
import { Fragment } from 'react';
import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { Separator } from 'react-aria-components/Separator';
import * as styles from './LetterEditorToolbar.css';
import { LetterEditorToolbarTip } from './LetterEditorToolbarButton';
import type { LetterEditorToolbarMenuProps } from './LetterEditorToolbarMenu';
import { useCloseThenEdit } from './useCloseThenEdit';

/**
 * A menu button of the toolbar (React Aria's Menu: arrows move, Enter or Space chooses and closes,
 * Escape closes and gives the focus back to the button). A menu of choices marks the current one.
 * In its stand-in's place (`used`), it comes focused, and open when the stand-in was pressed.
 */
export function ToolbarMenuControl<Id extends string>({
  label,
  icon,
  items,
  selected,
  onAction,
  isDisabled,
  used,
}: LetterEditorToolbarMenuProps<Id> & { used: StandInUse | null }) {
  const theme = useTheme();
  const isChoice = selected !== undefined;
  const menu = useCloseThenEdit();
  useOpenWhenPressedAsStandIn(used, () => menu.onOpenChange(true));
  return (
    <MenuTrigger isOpen={menu.isOpen} onOpenChange={menu.onOpenChange}>
      <LetterEditorToolbarTip label={label}>
        <Button
          aria-label={label}
          className={styles.toolButton}
          isDisabled={isDisabled}
          {...(used !== null ? { autoFocus: true } : {})}
        >
          {icon}
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      </LetterEditorToolbarTip>
      <Popover className={`${theme?.className ?? ''} ${styles.popover}`} placement="bottom start">
        <Menu
          aria-label={label}
          className={styles.list}
          onAction={(id) => menu.closeThen(() => onAction(id as Id))}
          disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
          shouldCloseOnSelect
          {...(isChoice
            ? { selectionMode: 'single', selectedKeys: selected === null ? [] : [selected] }
            : {})}
        >
          {items.map((item) => (
            <Fragment key={item.id}>
              {item.startsGroup && <Separator className={styles.menuSeparator} />}
              <MenuItem id={item.id} textValue={item.label} className={styles.option}>
                {item.swatch && (
                  <span
                    className={styles.swatch}
                    data-colour={item.swatch === 'automatic' ? 'automatic' : undefined}
                    style={item.swatch === 'automatic' ? undefined : { background: item.swatch }}
                  />
                )}
                {item.label}
                {isChoice && <CheckIcon className={styles.tick} />}
              </MenuItem>
            </Fragment>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
