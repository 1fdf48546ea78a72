import { deferredModule } from './deferredModule';

/**
 * The kit's menus, dialogs and lists: React Aria's collections, selection, overlays and focus
 * scopes, about a fifth of the list's first download on Slow 4G (issue 33). No screen shows one
 * open at its start, so their code comes after the screen's first paint: until then a control
 * shows its stand-in (a closed menu or list looks and reads the same) and a dialog nothing. A
 * module each, each its own binding, so that a bundle takes only the controls it shows (the
 * recorder's classic script has no menu button, and an integrator's sign-in form no list). Pure
 * calls, so that a bundler drops the ones nothing renders.
 */
export const actionMenuControl = /* @__PURE__ */ deferredModule(
  () => import('../ActionMenu/ActionMenuControl'),
);
export const comboBoxControl = /* @__PURE__ */ deferredModule(() => import('../ComboBox/ComboBoxControl'));
export const datePickerPopover = /* @__PURE__ */ deferredModule(
  () => import('../DatePicker/DatePickerPopover'),
);
export const dialogControl = /* @__PURE__ */ deferredModule(() => import('../Dialog/DialogControl'));
export const drawerControl = /* @__PURE__ */ deferredModule(() => import('../Drawer/DrawerControl'));
export const multiSelectControl = /* @__PURE__ */ deferredModule(
  () => import('../MultiSelect/MultiSelectControl'),
);
export const selectControl = /* @__PURE__ */ deferredModule(() => import('../Select/SelectControl'));

/**
 * Loads the overlay controls' code now: for a page that opens one at its start, and for tests and
 * stories, which then render each control as the user meets it once the screen has settled.
 */
export async function loadOverlayControls(): Promise<void> {
  const controls = [actionMenuControl, comboBoxControl, datePickerPopover, dialogControl, drawerControl];
  await Promise.all([...controls, multiSelectControl, selectControl].map((control) => control.load()));
}
