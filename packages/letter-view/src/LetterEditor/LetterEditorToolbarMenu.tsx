import { CheckIcon, ChevronDownIcon, useTheme } from '@dictation/ui';
import { Fragment, type ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import * as styles from './LetterEditorToolbar.css';
import { LetterEditorToolbarTip } from './LetterEditorToolbarButton';
import { useCloseThenEdit } from './useCloseThenEdit';

export interface ToolbarMenuItem<Id extends string> {
  id: Id;
  label: string;
  /** @default false */
  isDisabled?: boolean;
  /** A colour sample before the name: a CSS colour, or 'automatic' (the text's own colour). */
  swatch?: string;
  /** A line before the item, to set it apart from the ones above. @default false */
  startsGroup?: boolean;
}

export interface LetterEditorToolbarMenuProps<Id extends string> {
  /** The button's and the menu's name. */
  label: string;
  /** What the button shows (named by `label`). */
  icon: ReactNode;
  items: readonly ToolbarMenuItem<Id>[];
  /** The item chosen, for a menu of choices (a tick marks it; `null`: none of them). */
  selected?: Id | null;
  onAction: (id: Id) => void;
  isDisabled: boolean;
}

/**
 * A menu button of the toolbar (React Aria's Menu: arrows move, Enter or Space chooses and closes,
 * Escape closes and gives the focus back to the button). A menu of choices marks the current one.
 */
export function LetterEditorToolbarMenu<Id extends string>({
  label,
  icon,
  items,
  selected,
  onAction,
  isDisabled,
}: LetterEditorToolbarMenuProps<Id>) {
  const theme = useTheme();
  const isChoice = selected !== undefined;
  const menu = useCloseThenEdit();
  return (
    <MenuTrigger isOpen={menu.isOpen} onOpenChange={menu.onOpenChange}>
      <LetterEditorToolbarTip label={label}>
        <Button aria-label={label} className={styles.toolButton} isDisabled={isDisabled}>
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
