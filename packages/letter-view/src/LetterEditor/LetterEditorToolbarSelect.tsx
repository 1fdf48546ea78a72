import { CheckIcon, ChevronDownIcon, useTheme } from '@dictation/ui';
import type { CSSProperties } from 'react';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import * as styles from './LetterEditorToolbar.css';
import { useCloseThenEdit } from './useCloseThenEdit';

export interface ToolbarSelectItem<Id extends string> {
  id: Id;
  label: string;
  /** How the option is shown in the list (a font in itself). */
  style?: CSSProperties;
}

export interface LetterEditorToolbarSelectProps<Id extends string> {
  /** The accessible name; the button shows the value only, to stay compact. */
  label: string;
  items: readonly ToolbarSelectItem<Id>[];
  value: Id;
  onChange: (id: Id) => void;
  isDisabled: boolean;
  /** The button's width, fixed so the toolbar does not move as the selection does. */
  width: 'narrow' | 'medium' | 'wide';
}

/**
 * A compact select of the toolbar (React Aria's Select): the value and a chevron in 32 px, its
 * name from `label`. `@dictation/ui`'s Select shows its label above the field, a row the toolbar
 * has no room for.
 */
export function LetterEditorToolbarSelect<Id extends string>({
  label,
  items,
  value,
  onChange,
  isDisabled,
  width,
}: LetterEditorToolbarSelectProps<Id>) {
  const theme = useTheme();
  const list = useCloseThenEdit();
  return (
    <Select
      aria-label={label}
      value={value}
      onChange={(id) => id !== null && list.closeThen(() => onChange(id as Id))}
      isOpen={list.isOpen}
      onOpenChange={list.onOpenChange}
      isDisabled={isDisabled}
    >
      <Button className={styles.selectButton} data-width={width}>
        {/* The name only: the option's tick stays in the list. */}
        <SelectValue className={styles.selectValue}>{({ selectedText }) => selectedText}</SelectValue>
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      {/* The popover renders in a portal, outside the themed tree: it takes the theme's classes. */}
      <Popover className={`${theme?.className ?? ''} ${styles.popover}`}>
        <ListBox items={items} aria-label={label} className={styles.list}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={styles.option} style={item.style}>
              {item.label}
              <CheckIcon className={styles.tick} />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
