import {
  type DeferredControl,
  deferredModule,
  useDeferredControl,
  useDeferredModule,
} from './deferredModule';

/**
 * The kit's menus, dialogs and lists: React Aria's collections, selection, overlays and focus
 * scopes, about a fifth of the list's first download on Slow 4G (issue 33). No screen shows one
 * open at its start, so their code comes after the screen's first paint: until then a control
 * shows its stand-in (a closed menu or list looks and reads the same) and a dialog nothing.
 */
export type OverlayControls = typeof import('./overlayControls');

export const overlayControls = deferredModule<OverlayControls>(() => import('./overlayControls'));

/**
 * Loads the overlay controls' code now: for a page that opens one at its start, and for tests and
 * stories, which then render each control as the user meets it once the screen has settled.
 */
export async function loadOverlayControls(): Promise<void> {
  await overlayControls.load();
}

/** The overlay controls' code once it is in (a dialog renders nothing until then). */
export function useOverlayControls(): OverlayControls | undefined {
  return useDeferredModule(overlayControls);
}

/** A control of the overlay controls' code, as its stand-in until then (`useDeferredControl`). */
export function useOverlayControl(rendered = true): DeferredControl<OverlayControls> {
  return useDeferredControl(overlayControls, rendered);
}
