import { StandInChevron, useDeferredControl } from '@dictation/ui';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { letterControls } from '../letterControlsModule';
import * as styles from './LetterEditorToolbar.css';
import { LetterEditorToolbarTip } from './LetterEditorToolbarButton';

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
 * A menu button of the toolbar (`ToolbarMenuControl`). Its menu's code comes after the letter's
 * first paint (`letterControls`): until then the button is its stand-in, named and marked the
 * same; focused or pressed, it asks for that code and the menu button takes its place, focused
 * (and open when pressed).
 */
export function LetterEditorToolbarMenu<Id extends string>(props: LetterEditorToolbarMenuProps<Id>) {
  const { controls, used, standInHandlers, waiting } = useDeferredControl(letterControls);
  if (controls) return <controls.ToolbarMenuControl {...props} used={used} />;
  return (
    <LetterEditorToolbarTip label={props.label}>
      <Button
        aria-label={props.label}
        aria-haspopup="true"
        aria-expanded="false"
        className={styles.toolButton}
        isDisabled={props.isDisabled}
        onFocus={standInHandlers.onFocus}
        onPressStart={standInHandlers.onPointerDown}
        onPress={standInHandlers.onClick}
      >
        {props.icon}
        <StandInChevron waiting={waiting} className={styles.chevron} />
      </Button>
    </LetterEditorToolbarTip>
  );
}
