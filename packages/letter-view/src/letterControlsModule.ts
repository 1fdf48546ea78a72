import { deferredModule } from '@dictation/ui';

/**
 * The letter screen's menus, lists and popovers (letterControls.ts): its first paint shows the
 * toolbar's stand-ins, and their code comes once it has painted (issue 33), as the kit's own
 * menus and lists do (`loadOverlayControls` in @dictation/ui).
 */
export const letterControls = /* @__PURE__ */ deferredModule(() => import('./letterControls'));

/** Loads that code now: for tests and stories, which meet the controls once it is in. */
export async function loadLetterControls(): Promise<void> {
  await letterControls.load();
}
