/**
 * The kit's code that loads after a screen's first paint (menus, dialogs and lists: issue 33),
 * loaded now: tests and stories meet those controls as a user does once the screen has settled,
 * in place at their first render. Their stand-ins and their loading have tests of their own.
 */
export async function loadDeferredCode(): Promise<void> {
  const [ui, letterView, lettersTable] = await Promise.all([
    import('../packages/ui/src/deferred/overlayControlsModule'),
    import('../packages/letter-view/src/letterControlsModule'),
    import('../packages/letters-table/src/LettersTable/ColumnsMenu'),
  ]);
  await Promise.all([
    ui.loadOverlayControls(),
    letterView.loadLetterControls(),
    lettersTable.columnsMenuCode.load(),
  ]);
}
