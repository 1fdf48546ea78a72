/**
 * The overlay controls' code, downloaded after a screen's first paint (`overlayControls` in
 * overlayControlsModule.ts); nothing else imports these modules.
 */
export { ActionMenuControl } from '../ActionMenu/ActionMenuControl';
export { ComboBoxControl } from '../ComboBox/ComboBoxControl';
export { DatePickerPopover } from '../DatePicker/DatePickerPopover';
export { DialogControl } from '../Dialog/DialogControl';
export { DrawerControl } from '../Drawer/DrawerControl';
export { MultiSelectControl } from '../MultiSelect/MultiSelectControl';
export { SelectControl } from '../Select/SelectControl';
