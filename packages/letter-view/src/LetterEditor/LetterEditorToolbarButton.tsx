import { Tooltip } from '@dictation/ui';
import type { ReactElement, ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import * as styles from './LetterEditorToolbar.css';
import { type ShortcutName, tooltipOf } from './shortcutKeys';

interface ToolbarControlProps {
  /** The control's name (its icon is hidden from assistive technology). */
  label: string;
  /** The editor shortcut that does the same, named in the tooltip. */
  shortcut?: ShortcutName;
  isDisabled: boolean;
  /** The icon or glyph. */
  children: ReactNode;
}

/**
 * The hover and focus tip of a control (`children`): its name and its keys. The name alone stays
 * its accessible name; the tip describes it.
 */
export function LetterEditorToolbarTip({
  label,
  shortcut,
  children,
}: {
  label: string;
  shortcut?: ShortcutName;
  children: ReactElement;
}) {
  return (
    <Tooltip content={tooltipOf(label, shortcut)} placement="bottom">
      {children}
    </Tooltip>
  );
}

/** A toolbar button that does something to the letter. */
export function LetterEditorToolbarButton({
  label,
  shortcut,
  isDisabled,
  children,
  onPress,
}: ToolbarControlProps & { onPress: () => void }) {
  return (
    <LetterEditorToolbarTip label={label} shortcut={shortcut}>
      <Button aria-label={label} className={styles.toolButton} isDisabled={isDisabled} onPress={onPress}>
        {children}
      </Button>
    </LetterEditorToolbarTip>
  );
}

/**
 * A toolbar button that is pressed while the selection has what it gives (Bold in bold text). In a
 * ToggleButtonGroup it is one of the group's choices (`id`); its press is `onPress` either way.
 */
export function LetterEditorToolbarToggle({
  label,
  shortcut,
  isDisabled,
  children,
  isSelected,
  onPress,
  id,
}: ToolbarControlProps & { isSelected?: boolean; onPress: () => void; id?: Key }) {
  return (
    <LetterEditorToolbarTip label={label} shortcut={shortcut}>
      <ToggleButton
        id={id}
        aria-label={label}
        className={styles.toolButton}
        isSelected={isSelected}
        isDisabled={isDisabled}
        onPress={onPress}
      >
        {children}
      </ToggleButton>
    </LetterEditorToolbarTip>
  );
}
