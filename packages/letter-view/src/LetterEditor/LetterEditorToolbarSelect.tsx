import { StandInChevron, type StandInHandlers, useDeferredControl, useRenderedLater } from '@dictation/ui';
import { type CSSProperties, useId } from 'react';
import { letterControls } from '../letterControlsModule';
import * as styles from './LetterEditorToolbar.css';

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
 *
 * React Aria's selects (each its hidden collection and native select) were most of the letter
 * screen's first render on a slow PC (issue 33): the toolbar first shows a stand-in that looks
 * and reads the same, and the select takes its place in a render that gives way to the letter's
 * text; its code comes after the letter's first paint (`letterControls`). A user who comes to the
 * stand-in first gets the select as soon as that code is in, focused or open.
 */
export function LetterEditorToolbarSelect<Id extends string>(props: LetterEditorToolbarSelectProps<Id>) {
  return <ToolbarSelectOrStandIn {...props} selectRendered={useRenderedLater()} />;
}

/**
 * The stand-in until the select's code is in and `selectRendered`, or until the user comes to it;
 * the select after.
 */
export function ToolbarSelectOrStandIn<Id extends string>({
  selectRendered,
  ...props
}: LetterEditorToolbarSelectProps<Id> & { selectRendered: boolean }) {
  const { controls, used, standInHandlers, waiting } = useDeferredControl(letterControls, selectRendered);
  if (!controls) return <ToolbarSelectStandIn {...props} handlers={standInHandlers} waiting={waiting} />;
  return <controls.ToolbarSelectControl {...props} used={used} />;
}

/**
 * The select's button as React Aria renders it (its look, its name: the value, then the label),
 * without the select. Focused or pressed, it asks for the select.
 */
function ToolbarSelectStandIn<Id extends string>({
  label,
  items,
  value,
  isDisabled,
  width,
  handlers,
  waiting,
}: LetterEditorToolbarSelectProps<Id> & { handlers: StandInHandlers; waiting: boolean }) {
  const id = useId();
  return (
    <button
      type="button"
      id={id}
      className={styles.selectButton}
      data-width={width}
      aria-label={label}
      aria-labelledby={`${id}-value ${id}`}
      aria-haspopup="listbox"
      aria-expanded="false"
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      {...handlers}
    >
      <span id={`${id}-value`} className={styles.selectValue}>
        {items.find((item) => item.id === value)?.label}
      </span>
      <StandInChevron waiting={waiting} className={styles.chevron} />
    </button>
  );
}
