import { deferredModule, MenuButtonStandIn, useDeferredControl } from '@dictation/ui';
import type { ReactNode } from 'react';
import type { OptionalColumnId } from '../columns/columnSets';
import { messages } from '../messages';

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

/** The menu's code: React Aria's menu, which the list's first paint does not need (issue 33). */
export const columnsMenuCode = /* @__PURE__ */ deferredModule(() => import('./ColumnsMenuControl'));

/**
 * 'Columns': a menu button whose items are the optional columns, each checked while shown. Its
 * menu's code comes after the list's first paint: until then the button is its stand-in, named
 * and marked the same; focused or pressed, it asks for that code and the menu button takes its
 * place, focused (and open when pressed).
 */
export function ColumnsMenu(props: ColumnsMenuProps): ReactNode {
  const { controls, used, standInHandlers, waiting } = useDeferredControl(columnsMenuCode);
  if (controls) return <controls.ColumnsMenuControl {...props} used={used} />;
  return (
    <MenuButtonStandIn variant="secondary" size="small" handlers={standInHandlers} waiting={waiting}>
      {messages.columnsGroup}
    </MenuButtonStandIn>
  );
}
