/**
 * The letter screen's menus, lists and popovers that its first paint does not show open: the
 * toolbar's selects and menus, the shortcuts popover, the header's choice dialog and Text magic.
 * React Aria's collections and overlays, downloaded after the letter's first paint
 * (`letterControls` in letterControlsModule.ts); nothing else imports these modules.
 */
export { LetterEditorShortcutsPopover } from './LetterEditor/LetterEditorShortcutsPopover';
export { ToolbarMenuControl } from './LetterEditor/LetterEditorToolbarMenuControl';
export { ToolbarSelectControl } from './LetterEditor/LetterEditorToolbarSelectControl';
export { LetterHeaderChoiceDialog } from './LetterHeader/LetterHeaderChoiceDialog';
export { TextMagicPanel } from './TextMagicPanel/TextMagicPanel';
