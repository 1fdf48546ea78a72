import {
  CheckIcon,
  ChevronDownIcon,
  type StandInUse,
  useOpenWhenPressedAsStandIn,
  useTheme,
} from '@dictation/ui';
import { Button } from 'react-aria-components/Button';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import * as styles from './LetterEditorToolbar.css';
import type { LetterEditorToolbarSelectProps } from './LetterEditorToolbarSelect';
import { useCloseThenEdit } from './useCloseThenEdit';

/**
 * React Aria's select of the toolbar, in its stand-in's place: focused when the stand-in was used
 * (`used`), and open when it was pressed.
 */
export function ToolbarSelectControl<Id extends string>({
  label,
  items,
  value,
  onChange,
  isDisabled,
  width,
  used,
}: LetterEditorToolbarSelectProps<Id> & { used: StandInUse | null }) {
  const theme = useTheme();
  const list = useCloseThenEdit();
  useOpenWhenPressedAsStandIn(used, () => list.onOpenChange(true));
  return (
    <Select
      aria-label={label}
      value={value}
      onChange={(id) => id !== null && list.closeThen(() => onChange(id as Id))}
      isOpen={list.isOpen}
      onOpenChange={list.onOpenChange}
      isDisabled={isDisabled}
    >
      <Button className={styles.selectButton} data-width={width} autoFocus={used !== null}>
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
