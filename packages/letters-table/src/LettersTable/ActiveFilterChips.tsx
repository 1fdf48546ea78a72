import { CloseIcon } from '@dictation/ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Button } from 'react-aria-components/Button';
import type { ActiveFilter } from '../filters/activeFilters';
import { messages } from '../messages';
import * as styles from './LettersTable.css';

export interface ActiveFilterChipsProps {
  filters: readonly ActiveFilter[];
  onRemove: (filter: ActiveFilter) => void;
  /** Called after the last chip was removed from the keyboard, to put the focus somewhere useful. */
  onEmptied?: () => void;
}

/**
 * The filters in use as chips ('Priority: Urgent'), each with a button that clears that filter
 * alone. A long value ends with an ellipsis; the chip's tooltip has it in full. Removing a chip
 * moves the focus to the next one (or the previous, or `onEmptied`), so the keyboard user is
 * never left on a button that is gone.
 */
export function ActiveFilterChips({ filters, onRemove, onEmptied }: ActiveFilterChipsProps): ReactNode {
  const list = useRef<HTMLUListElement>(null);
  const refocus = useRef<number | undefined>(undefined);
  const count = filters.length;
  // After every render: a removal re-renders the list without the chip.
  useLayoutEffect(() => {
    const index = refocus.current;
    if (index === undefined) return;
    refocus.current = undefined;
    const buttons = list.current?.querySelectorAll<HTMLElement>('button');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else onEmptied?.();
  });
  if (count === 0) return null;
  return (
    <ul ref={list} className={styles.chips} aria-label={messages.activeFilters}>
      {filters.map((filter, index) => {
        const text = messages.chip(filter.label, filter.value);
        return (
          <li key={filter.name} className={styles.chip}>
            <span className={styles.chipText} title={text}>
              {text}
            </span>
            <Button
              className={styles.chipRemove}
              aria-label={messages.removeFilter(text)}
              onPress={(event) => {
                if (event.pointerType === 'keyboard' || event.pointerType === 'virtual')
                  refocus.current = index;
                onRemove(filter);
              }}
            >
              <CloseIcon />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
